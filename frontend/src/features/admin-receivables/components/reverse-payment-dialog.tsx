import { App, Form, Input, Modal, Typography } from 'antd';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatEuro } from '@/lib/format';
import { useReversePayment } from '../api/mutations';
import type { IncomingPayment } from '../api/queries';
import { asParts, kindOf, partText, partsText } from './payment-parts';

/** What reversing one part does to the books. */
const EFFECT: Record<ReturnType<typeof kindOf>, string> = {
  invoice: 'die Rechnung ist danach wieder um diesen Betrag offen',
  applied: 'die Rechnung ist danach wieder um diesen Betrag offen',
  credit: 'das Guthaben der Firma sinkt um diesen Betrag',
};

/**
 * 'Stornieren' with a reason: the whole payment with every part of it (its invoice, the surplus applied to other
 * invoices, the rest kept as credit) is reversed; the dialog names each part. On credit applied to an invoice it
 * undoes only that application ('Verrechnung aufheben'): the amount is credit of the company again.
 * `parts`: the standing rows of the payment `payment` belongs to (itself included).
 */
export function ReversePaymentDialog({ payment, parts, onClose }: { payment: IncomingPayment; parts: IncomingPayment[]; onClose: () => void }) {
  const reverse = useReversePayment();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const applied = Boolean(payment.creditAppliedAt);
  const rows = parts.length > 0 ? parts : [payment];
  const total = rows.reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0) / 100;
  const submit = ({ reason }: { reason: string }) =>
    reverse.mutate(
      { id: payment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(applied ? 'Verrechnung aufgehoben: der Betrag ist wieder Guthaben.' : `Zahlung storniert: ${partsText(asParts(rows))}.`);
          onClose();
        },
        onError: (error) => void message.error(userMessageFor(error)),
      },
    );
  return (
    <Modal
      open
      title={applied ? 'Verrechnung aufheben' : 'Zahlung stornieren'}
      okText={applied ? 'Aufheben' : rows.length > 1 ? `Alle ${rows.length} Teile stornieren` : 'Stornieren'}
      okButtonProps={{ danger: true, loading: reverse.isPending }}
      cancelText="Abbrechen"
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {applied ? (
        <Typography.Paragraph>
          {`${formatEuro(payment.amount)} Guthaben, verrechnet mit ${payment.invoiceNumber}: der Betrag wird wieder Guthaben der Firma, die Rechnung ist danach wieder um diesen Betrag offen.`}
        </Typography.Paragraph>
      ) : rows.length > 1 ? (
        <div data-testid="reverse-parts">
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            Die Zahlung über {formatEuro(total)} vom {formatDate(payment.bookedOn)} wurde aufgeteilt. Storniert werden alle Teile zusammen:
          </Typography.Paragraph>
          <ul style={{ marginTop: 0, paddingInlineStart: 20 }}>
            {rows.map((row) => (
              <li key={row.id}>
                {partText({ kind: kindOf(row), invoiceNumber: row.invoiceNumber, amount: row.amount, skontoAmount: row.skontoAmount })}: {EFFECT[kindOf(row)]}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Typography.Paragraph>
          {`${formatEuro(payment.amount)} vom ${formatDate(payment.bookedOn)}${payment.invoiceNumber ? ` auf ${payment.invoiceNumber}: die Rechnung ist danach wieder um diesen Betrag offen.` : ' (Guthaben): das Guthaben der Firma sinkt um diesen Betrag.'}`}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="Grund"
          rules={[
            { required: true, whitespace: true, message: 'Bitte geben Sie einen Grund für die Stornierung an.' },
            { min: 3, message: 'Bitte geben Sie einen Grund für die Stornierung an (mindestens 3 Zeichen).' },
            { max: 300, message: 'Höchstens 300 Zeichen.' },
          ]}
        >
          <Input maxLength={300} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
