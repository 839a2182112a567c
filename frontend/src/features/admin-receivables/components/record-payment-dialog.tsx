import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { userMessageFor } from '@/lib/api/errors';
import { formatEuro } from '@/lib/format';
import { useRecordPayment } from '../api/mutations';
import type { ReceivableOpenItem } from '../api/queries';
import { germanAmountText, parseGermanAmount } from './amount-input';

interface FormValues {
  invoiceId: string;
  amount: string;
  bookedOn: Dayjs;
  reference: string;
}

const CREDIT = 'credit';

/** 'Zahlung erfassen': on one of the company's open invoices (prefilled with what is open) or as credit. */
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
  const referenceFor = (item: ReceivableOpenItem | undefined) => (item ? `Überweisung ${item.number}` : 'Zahlung ohne Rechnung');
  const chose = (invoiceId: string) => {
    const item = openItems.find((candidate) => candidate.invoiceId === invoiceId);
    form.setFieldsValue({ amount: item ? germanAmountText(item.openAmount) : '', reference: referenceFor(item) });
  };
  const submit = (values: FormValues) => {
    const invoiceId = values.invoiceId === CREDIT ? undefined : values.invoiceId;
    record.mutate(
      { invoiceId, companyId, amount: parseGermanAmount(values.amount) ?? values.amount, bookedOn: values.bookedOn.format('YYYY-MM-DD'), reference: values.reference.trim() },
      {
        onSuccess: (result) => {
          void message.success(result.paymentIds.length > 1 ? 'Zahlung gebucht; der Rest ist als Guthaben vermerkt.' : 'Zahlung gebucht.');
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
      okText="Buchen"
      okButtonProps={{ loading: record.isPending }}
      cancelText="Abbrechen"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnClose
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
