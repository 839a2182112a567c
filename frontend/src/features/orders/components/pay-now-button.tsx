import { CreditCardOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { startCardPayment } from '@/components/orders/start-card-payment';
import { userMessageFor } from '@/lib/api/errors';

/** 'Jetzt bezahlen': a new card payment session for the same open order. */
export function PayNowButton({ orderId, ...props }: { orderId: string } & Pick<ButtonProps, 'type' | 'size' | 'block'>) {
  const { notification } = App.useApp();
  const [starting, setStarting] = useState(false);
  const pay = async () => {
    setStarting(true);
    try {
      await startCardPayment(orderId);
    } catch (error) {
      notification.error({ message: 'Fehler', description: userMessageFor(error) });
      setStarting(false);
    }
  };
  return (
    <Button type="primary" icon={<CreditCardOutlined />} loading={starting} onClick={() => void pay()} {...props}>
      Jetzt bezahlen
    </Button>
  );
}
