import { App, Form, Input, Modal, Typography } from 'antd';
import { userMessageFor } from '@/lib/api/errors';
import { formatDate, formatEuro } from '@/lib/format';
import { useReversePayment } from '../api/mutations';
import type { IncomingPayment } from '../api/queries';

/**
 * 'Stornieren' with a reason: the invoice opens again by the amount; the audit log keeps the reason. On credit applied
 * to an invoice it undoes the application ('Verrechnung aufheben'): the amount is credit of the company again.
 */
export function ReversePaymentDialog({ payment, onClose }: { payment: IncomingPayment; onClose: () => void }) {
  const reverse = useReversePayment();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const applied = Boolean(payment.creditAppliedAt);
  const submit = ({ reason }: { reason: string }) =>
    reverse.mutate(
      { id: payment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(applied ? 'Verrechnung aufgehoben: der Betrag ist wieder Guthaben.' : 'Zahlung storniert.');
          onClose();
        },
        onError: (error) => void message.error(userMessageFor(error)),
      },
    );
  return (
    <Modal
      open
      title={applied ? 'Verrechnung aufheben' : 'Zahlung stornieren'}
      okText={applied ? 'Aufheben' : 'Stornieren'}
      okButtonProps={{ danger: true, loading: reverse.isPending }}
      cancelText="Abbrechen"
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {applied
          ? `${formatEuro(payment.amount)} Guthaben, verrechnet mit ${payment.invoiceNumber}: der Betrag wird wieder Guthaben der Firma, die Rechnung ist danach wieder um diesen Betrag offen.`
          : `${formatEuro(payment.amount)} vom ${formatDate(payment.bookedOn)}${payment.invoiceNumber ? ` auf ${payment.invoiceNumber}: die Rechnung ist danach wieder um diesen Betrag offen.` : ' (Guthaben): das Guthaben der Firma sinkt um diesen Betrag.'}`}
      </Typography.Paragraph>
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
