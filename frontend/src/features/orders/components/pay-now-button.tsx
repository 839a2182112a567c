import { CreditCardOutlined } from '@ant-design/icons';
import { App, Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { startCardPayment } from '@/components/orders/start-card-payment';
import { userMessageFor } from '@/lib/api/errors';
import { mayOrder } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';

type PayNowButtonProps = { orderId: string } & Pick<ButtonProps, 'type' | 'size' | 'block'>;

/** Whether the person may pay by card: the server allows it to owners and buyers of an approved dealer (as ordering). */
export const useMayPay = () => mayOrder(useSession());

/** 'Jetzt bezahlen': a new card payment session for the same open order; nothing for a person the server refuses. */
export function PayNowButton(props: PayNowButtonProps) {
  return useMayPay() ? <PayNow {...props} /> : null;
}

function PayNow({ orderId, ...props }: PayNowButtonProps) {
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
