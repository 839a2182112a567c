import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OrderAmounts } from '@/components/orders/order-amounts';
import { startCardPayment } from '@/components/orders/start-card-payment';
import { orderConfirmationPath, paths } from '@/config/paths';
import { ApiError, userMessageFor } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { rootKeys } from '@/lib/query-keys';
import { usePlaceOrder, type CheckoutInput } from '../api/place-order';
import { type Cart, cartQueryOptions, companyCreditQueryOptions, type DeliveryOption } from '../api/queries';
import { initialAddressChoice, type SavedAddress, shippingPart, type ShownAddress, type TypedAddress } from '../delivery-address';
import { CheckoutAddressChoice } from './checkout-address-choice';
import { CheckoutAddressSummary } from './checkout-address-summary';
import { CheckoutArticles } from './checkout-articles';
import { CreditHint, DeliveryChoice, PaymentChoice } from './checkout-options';
import styles from './cart.module.css';

export const ORDER_FAILED = 'Die Bestellung konnte nicht erstellt werden.';

const CREDIT_REFUSALS: string[] = ['CREDIT_LIMIT_EXCEEDED', 'DELIVERY_BLOCKED', 'PURCHASE_ON_ACCOUNT_NOT_ALLOWED'];

export interface CheckoutValues extends TypedAddress {
  /** A saved address's id, or TYPED_ADDRESS for the form. */
  addressChoice: string;
  delivery: DeliveryOption;
  paymentMethod?: CheckoutInput['paymentMethod'];
  notes?: string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

const toCheckoutInput = (values: CheckoutValues): CheckoutInput => ({
  ...shippingPart(values.addressChoice, values),
  paymentMethod: values.paymentMethod!,
  delivery: values.delivery,
  notes: blankToNull(values.notes),
});

interface CheckoutFormProps {
  initialValues: Partial<CheckoutValues>;
  initialCart: Cart;
  /** The company's address book, default first; empty when it has none. */
  savedAddresses: readonly SavedAddress[];
  /** Where a drop-shipped order is billed: the company's own address. */
  companyBilling: ShownAddress | null;
}

/** The checkout: address (saved, or typed with the profile prefilled), delivery, payment, notes and the server's summary. */
export function CheckoutForm({ initialValues, initialCart, savedAddresses, companyBilling }: CheckoutFormProps) {
  const [form] = Form.useForm<CheckoutValues>();
  const delivery: DeliveryOption = Form.useWatch('delivery', form) ?? 'standard';
  const cart = useQuery({ ...cartQueryOptions(delivery), placeholderData: keepPreviousData, initialData: delivery === 'standard' ? initialCart : undefined });
  const summary = cart.data ?? initialCart;
  // without an answer the checkout offers the other methods; the server decides anyway
  const credit = useQuery(companyCreditQueryOptions());
  const place = usePlaceOrder();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!summary.expressAvailable && form.getFieldValue('delivery') === 'express') form.setFieldValue('delivery', 'standard');
  }, [summary.expressAvailable, form]);

  const submit = () => {
    setFailure(null);
    // every value, also the typed address while a saved one is picked: the form keeps it for a change of mind
    place.mutate(toCheckoutInput(form.getFieldsValue(true) as CheckoutValues), {
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
        // a saved address deleted meanwhile: the reloaded book drops it and the buyer picks again
        if (error instanceof ApiError && error.code === 'ADDRESS_NOT_FOUND') void queryClient.invalidateQueries({ queryKey: rootKeys.company });
        // refused on account (limit, Liefersperre, no longer allowed): show the option as it stands now
        if (error instanceof ApiError && CREDIT_REFUSALS.includes(error.code)) void queryClient.invalidateQueries({ queryKey: companyCreditQueryOptions().queryKey });
        setFailure(message);
        notification.error({ message: 'Fehler', description: message === ORDER_FAILED ? ORDER_FAILED : `${ORDER_FAILED} ${message}` });
      },
    });
  };

  return (
    <Form<CheckoutValues> form={form} layout="vertical" initialValues={{ delivery: 'standard', addressChoice: initialAddressChoice(savedAddresses), ...initialValues }} onFinish={submit} requiredMark>
      <div className={styles.layout}>
        <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
          <Card title="Lieferadresse">
            <CheckoutAddressChoice saved={savedAddresses} />
          </Card>
          <Card title="Lieferung und Zahlung">
            <div style={{ display: 'grid', gap: 20 }}>
              <DeliveryChoice expressAvailable={summary.expressAvailable} />
              <PaymentChoice credit={credit.data} />
              <CreditHint credit={credit.data} orderTotal={summary.amounts.total} />
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
          <CheckoutAddressSummary saved={savedAddresses} companyBilling={companyBilling} />
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
