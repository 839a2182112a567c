import { Alert, Form, Radio, Space, Typography } from 'antd';
import { formatEuro } from '@/lib/format';
import type { OwnCredit } from '../api/queries';

/** Standard, or express (+25 EUR net) when the server says it is possible now (stock items, before 12:00). */
export function DeliveryChoice({ expressAvailable }: { expressAvailable: boolean }) {
  return (
    <Form.Item name="delivery" label="Lieferart" style={{ marginBottom: 0 }}>
      <Radio.Group>
        <Space direction="vertical">
          <Radio value="standard">
            Standard <Typography.Text type="secondary">– Lagerware in 1-2 Werktagen</Typography.Text>
          </Radio>
          <Radio value="express" disabled={!expressAvailable}>
            Express (+{formatEuro(25)} netto){' '}
            <Typography.Text type="secondary">
              {expressAvailable ? '– Lieferung innerhalb von 24 Stunden' : '– nur bei Bestellung bis 12:00 Uhr und nur für Lagerware'}
            </Typography.Text>
          </Radio>
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}

/**
 * The payment methods; 'Kauf auf Rechnung' only for a company the back office allowed it, greyed out with the
 * server's German reason while it is not possible (Liefersperre, limit used up). The server checks it again.
 */
export function PaymentChoice({ credit }: { credit: OwnCredit | undefined }) {
  return (
    <Form.Item name="paymentMethod" label="Zahlungsart" rules={[{ required: true, message: 'Bitte wählen Sie eine Zahlungsart.' }]} style={{ marginBottom: 0 }}>
      <Radio.Group>
        <Space direction="vertical">
          <Radio value="prepayment">
            Vorkasse <Typography.Text type="secondary">– Sie erhalten unsere Bankverbindung mit der Bestellbestätigung</Typography.Text>
          </Radio>
          <Radio value="cash_on_delivery">
            Zahlung beim Fahrer <Typography.Text type="secondary">– bei Lieferung</Typography.Text>
          </Radio>
          <Radio value="stripe">
            Karte (Stripe) <Typography.Text type="secondary">– sichere Zahlung direkt nach der Bestellung</Typography.Text>
          </Radio>
          {credit?.purchaseOnAccount && (
            <Radio value="invoice" disabled={!credit.offered}>
              <span data-testid="payment-invoice">
                Kauf auf Rechnung{' '}
                <Typography.Text type="secondary">
                  {credit.offered ? `– ${credit.paymentTerm}; verfügbarer Rahmen ${formatEuro(credit.available)}` : `– ${credit.reason}`}
                </Typography.Text>
              </span>
            </Radio>
          )}
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}

/** Below the methods: why this order will not go on account, before the dealer presses the button. */
export function CreditHint({ credit, orderTotal }: { credit: OwnCredit | undefined; orderTotal: string }) {
  const picked = Form.useWatch('paymentMethod');
  if (picked !== 'invoice' || !credit?.offered || Number(orderTotal) <= Number(credit.available)) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="credit-hint"
      message="Diese Bestellung übersteigt Ihren Rahmen für Kauf auf Rechnung"
      description={`Bestellwert ${formatEuro(orderTotal)}, verfügbar ${formatEuro(credit.available)} (Kreditlimit ${formatEuro(credit.creditLimit)}, offen ${formatEuro(credit.openAmount)}). Bitte wählen Sie eine andere Zahlungsart.`}
    />
  );
}
