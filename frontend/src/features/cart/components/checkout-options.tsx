import { Form, Radio, Space, Typography } from 'antd';
import { formatEuro } from '@/lib/format';

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

export function PaymentChoice() {
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
        </Space>
      </Radio.Group>
    </Form.Item>
  );
}
