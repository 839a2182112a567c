import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OrderAmounts } from '@/components/orders/order-amounts';
import { startCardPayment } from '@/components/orders/start-card-payment';
import { orderConfirmationPath, paths } from '@/config/paths';
import { ApiError, userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { usePlaceOrder, type CheckoutInput } from '../api/place-order';
import { type Cart, cartQueryOptions, type DeliveryOption } from '../api/queries';
import { CheckoutAddressFields } from './checkout-address-fields';
import { CheckoutArticles } from './checkout-articles';
import { DeliveryChoice, PaymentChoice } from './checkout-options';
import styles from './cart.module.css';

export const ORDER_FAILED = 'Die Bestellung konnte nicht erstellt werden.';

export interface CheckoutValues {
  company: string;
  contactPerson?: string;
  address: string;
  postalCode: string;
  city: string;
  phone?: string;
  delivery: DeliveryOption;
  paymentMethod?: CheckoutInput['paymentMethod'];
  notes?: string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

const toCheckoutInput = (values: CheckoutValues): CheckoutInput => ({
  shippingAddress: {
    company: values.company.trim(),
    contactPerson: blankToNull(values.contactPerson),
    address: values.address.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    phone: blankToNull(values.phone),
  },
  paymentMethod: values.paymentMethod!,
  delivery: values.delivery,
  notes: blankToNull(values.notes),
});

/** The checkout: address (prefilled from the profile), delivery, payment, notes and the server's summary. */
export function CheckoutForm({ initialValues, initialCart }: { initialValues: Partial<CheckoutValues>; initialCart: Cart }) {
  const [form] = Form.useForm<CheckoutValues>();
  const delivery: DeliveryOption = Form.useWatch('delivery', form) ?? 'standard';
  const cart = useQuery({ ...cartQueryOptions(delivery), placeholderData: keepPreviousData, initialData: delivery === 'standard' ? initialCart : undefined });
  const summary = cart.data ?? initialCart;
  const place = usePlaceOrder();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!summary.expressAvailable && form.getFieldValue('delivery') === 'express') form.setFieldValue('delivery', 'standard');
  }, [summary.expressAvailable, form]);

  const submit = (values: CheckoutValues) => {
    setFailure(null);
    place.mutate(toCheckoutInput(values), {
      onSuccess: async (order) => {
        notification.success({ message: 'Bestellung aufgegeben', description: `Ihre Bestellnummer: ${order.orderNumber}` });
        if (order.paymentMethod === 'stripe' && order.canPay) {
          try {
            return await startCardPayment(order.id);
          } catch (error) {
            notification.error({ message: 'Kartenzahlung nicht gestartet', description: userMessageFor(error) });
          }
        }
        navigate(orderConfirmationPath(order.id));
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.message : ORDER_FAILED;
        setFailure(message);
        notification.error({ message: 'Fehler', description: message === ORDER_FAILED ? ORDER_FAILED : `${ORDER_FAILED} ${message}` });
      },
    });
  };

  return (
    <Form<CheckoutValues> form={form} layout="vertical" initialValues={{ delivery: 'standard', ...initialValues }} onFinish={submit} requiredMark>
      <div className={styles.layout}>
        <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
          <Card title="Lieferadresse">
            <Typography.Paragraph type="secondary">Die Adresse gilt als Liefer- und Rechnungsadresse.</Typography.Paragraph>
            <CheckoutAddressFields />
          </Card>
          <Card title="Lieferung und Zahlung">
            <div style={{ display: 'grid', gap: 20 }}>
              <DeliveryChoice expressAvailable={summary.expressAvailable} />
              <PaymentChoice />
            </div>
          </Card>
          <Card title="Anmerkungen">
            <Form.Item name="notes" label="Anmerkungen zur Bestellung" style={{ marginBottom: 8 }}>
              <Input.TextArea rows={3} maxLength={2000} showCount placeholder="z. B. Lieferhinweise" />
            </Form.Item>
          </Card>
        </div>
        <Card title="Bestellübersicht" className={styles.summary} data-testid="checkout-summary">
          <Typography.Paragraph>
            {summary.itemCount} Artikel in {summary.items.length} {summary.items.length === 1 ? 'Position' : 'Positionen'}
          </Typography.Paragraph>
          <CheckoutArticles lines={summary.items} />
          <OrderAmounts amounts={summary.amounts} discountPercent={summary.discountPercent} express={delivery === 'express'} />
          <Typography.Paragraph style={{ marginTop: 12 }} data-testid="planned-delivery">
            Geplante Lieferung: <strong>{formatDate(summary.plannedDeliveryDate)}</strong>
          </Typography.Paragraph>
          {failure && <Alert type="error" showIcon message={ORDER_FAILED} description={failure === ORDER_FAILED ? undefined : failure} style={{ marginBottom: 12 }} />}
          <Button type="primary" size="large" block htmlType="submit" loading={place.isPending} disabled={summary.checkoutBlocked}>
            Zahlungspflichtig bestellen
          </Button>
          <Typography.Paragraph type="secondary" className={styles.terms}>
            Es gelten unsere{' '}
            <Link to={paths.info.agb} target="_blank" rel="noopener">
              AGB
            </Link>
            .
          </Typography.Paragraph>
        </Card>
      </div>
    </Form>
  );
}
