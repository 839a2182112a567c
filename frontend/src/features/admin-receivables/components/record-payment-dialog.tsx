import { useQuery } from '@tanstack/react-query';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { formatEuro } from '@/lib/format';
import { useRecordPayment } from '../api/mutations';
import { paymentPreviewQueryOptions, type PaymentPreviewQuery, type ReceivableOpenItem } from '../api/queries';
import { germanAmountText, parseGermanAmount } from './amount-input';
import { bookedMessage, newPaymentKey, previewNotice } from './payment-parts';

interface FormValues {
  invoiceId: string;
  amount: string;
  bookedOn: Dayjs;
  reference: string;
}

const CREDIT = 'credit';

/** What the form would book, once the typing has paused: the server's preview is asked for that. */
function usePreviewQuery(companyId: string, values: Partial<FormValues>): PaymentPreviewQuery | null {
  const amount = values.amount ? parseGermanAmount(values.amount) : null;
  const bookedOn = values.bookedOn?.isValid() ? values.bookedOn.format('YYYY-MM-DD') : null;
  const invoiceId = values.invoiceId && values.invoiceId !== CREDIT ? values.invoiceId : undefined;
  const wanted = amount && Number(amount) > 0 && bookedOn ? JSON.stringify({ invoiceId, companyId: invoiceId ? undefined : companyId, amount, bookedOn }) : null;
  const [settled, setSettled] = useState<string | null>(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(wanted), 300);
    return () => clearTimeout(timer);
  }, [wanted]);
  // while the typing goes on, no preview: an answer for the previous amount would say something wrong
  return settled === null || settled !== wanted ? null : (JSON.parse(settled) as PaymentPreviewQuery);
}

/**
 * 'Zahlung erfassen': on one of the company's open invoices (prefilled with what is open) or as credit. Before booking
 * the form says where the money goes (a surplus: which other invoices it is applied to, what stays credit); the
 * success message names what was booked. One Idempotency-Key per opening: a double click books once.
 */
export function RecordPaymentDialog({
  companyId,
  openItems,
  initial,
  onClose,
}: {
  companyId: string;
  openItems: ReceivableOpenItem[];
  initial: ReceivableOpenItem | null;
  onClose: () => void;
}) {
  const record = useRecordPayment();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [key] = useState(() => newPaymentKey());
  const values = Form.useWatch([], form) as Partial<FormValues> | undefined;
  const previewQuery = usePreviewQuery(companyId, values ?? { invoiceId: initial?.invoiceId ?? CREDIT, amount: initial?.openAmount, bookedOn: dayjs() });
  const preview = useQuery({ ...paymentPreviewQueryOptions(previewQuery ?? { amount: '', bookedOn: '' }), enabled: previewQuery !== null });
  const notice = previewQuery && preview.data ? previewNotice(preview.data.parts, preview.data.openAfterAmount) : null;
  const surplus = notice?.type === 'warning';

  const referenceFor = (item: ReceivableOpenItem | undefined) => (item ? `Überweisung ${item.number}` : 'Zahlung ohne Rechnung');
  const chose = (invoiceId: string) => {
    const item = openItems.find((candidate) => candidate.invoiceId === invoiceId);
    form.setFieldsValue({ amount: item ? germanAmountText(item.openAmount) : '', reference: referenceFor(item) });
  };
  const submit = (values: FormValues) => {
    const invoiceId = values.invoiceId === CREDIT ? undefined : values.invoiceId;
    record.mutate(
      {
        body: { invoiceId, companyId, amount: parseGermanAmount(values.amount) ?? values.amount, bookedOn: values.bookedOn.format('YYYY-MM-DD'), reference: values.reference.trim() },
        key,
      },
      {
        onSuccess: (result) => {
          void message.success({ content: bookedMessage(result.parts), duration: result.parts.length > 1 ? 8 : 3 });
          onClose();
        },
        // the dialog stays open with everything typed
        onError: (error) => void message.error(userMessageFor(error)),
      },
    );
  };
  return (
    <Modal
      open
      title="Zahlung erfassen"
      okText={surplus ? 'Buchen und Überschuss verteilen' : 'Buchen'}
      okButtonProps={{ loading: record.isPending }}
      cancelText="Abbrechen"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          invoiceId: initial?.invoiceId ?? CREDIT,
          amount: initial ? germanAmountText(initial.openAmount) : '',
          bookedOn: dayjs(),
          reference: referenceFor(initial ?? undefined),
        }}
      >
        <Form.Item name="invoiceId" label="Rechnung">
          <Select
            onChange={chose}
            options={[
              ...openItems.map((item) => ({ value: item.invoiceId, label: `${item.number} – offen ${formatEuro(item.openAmount)}` })),
              { value: CREDIT, label: 'Ohne Rechnung (als Guthaben)' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Betrag (EUR)"
          rules={[
            { required: true, message: 'Bitte geben Sie den Betrag an.' },
            {
              validator: (_, value: string) =>
                !value || (parseGermanAmount(value) && Number(parseGermanAmount(value)) > 0)
                  ? Promise.resolve()
                  : Promise.reject(new Error('Bitte einen Betrag größer als 0 mit höchstens zwei Nachkommastellen angeben (z. B. 120,50).')),
            },
          ]}
        >
          <Input inputMode="decimal" suffix="€" autoFocus />
        </Form.Item>
        {notice && (
          <Alert
            data-testid="payment-preview"
            type={notice.type}
            showIcon
            style={{ marginBottom: 16 }}
            message={notice.message}
            description={
              notice.lines.length > 0 ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {notice.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
        {previewQuery && preview.isError && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={userMessageFor(preview.error)} />}
        <Form.Item name="bookedOn" label="Buchungstag" rules={[{ required: true, message: 'Bitte geben Sie den Buchungstag an.' }]}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reference"
          label="Verwendungszweck / Notiz"
          rules={[
            { required: true, whitespace: true, message: 'Bitte geben Sie den Verwendungszweck oder eine Notiz an.' },
            { max: 300, message: 'Höchstens 300 Zeichen.' },
          ]}
        >
          <Input maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
