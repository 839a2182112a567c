import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import type { AdminDealer } from '../api/queries';

const DISCOUNT_MESSAGE = 'Der Rabatt muss eine ganze Zahl zwischen 0 und 50 sein.';

/** Non-numeric input becomes 0, as the admin spec says; a number outside 0–50 is refused, never clamped. */
const toDiscount = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
};

/** Freigeben (with the discount to start with) and Bearbeiten (discount only) share this dialog. */
export function DiscountDialog({
  dealer,
  mode,
  pending,
  onSubmit,
  onClose,
}: {
  dealer: AdminDealer | null;
  mode: 'approve' | 'edit';
  pending: boolean;
  onSubmit: (discountLevel: number) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ discountLevel: number }>();
  useEffect(() => {
    if (dealer) form.setFieldsValue({ discountLevel: dealer.discountLevel });
  }, [dealer, form]);

  return (
    <Modal
      open={dealer !== null}
      title={mode === 'approve' ? 'Händler freigeben' : 'Händler bearbeiten'}
      okText={mode === 'approve' ? 'Freigeben' : 'Speichern'}
      cancelText="Abbrechen"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {dealer && (
        <Typography.Paragraph>
          {mode === 'approve'
            ? `${dealer.companyName} wird freigeschaltet und per E-Mail benachrichtigt.`
            : `Rabatt von ${dealer.companyName}.`}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(toDiscount(values.discountLevel))}>
        <Form.Item
          label="Rabatt in %"
          name="discountLevel"
          rules={[{ type: 'integer', min: 0, max: 50, message: DISCOUNT_MESSAGE, transform: toDiscount }]}
          extra="Ganze Zahl von 0 bis 50; der Händler zahlt den Grundpreis abzüglich dieses Prozentsatzes."
        >
          {/* No min, max or precision here: the field would quietly turn 55 into 50 and 5,5 into 6 before the rule sees it. */}
          <InputNumber step={1} addonAfter="%" style={{ width: 160 }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RejectDialog({
  dealer,
  pending,
  onSubmit,
  onClose,
}: {
  dealer: AdminDealer | null;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={dealer !== null}
      title="Händler ablehnen"
      okText="Ablehnen"
      okButtonProps={{ danger: true }}
      cancelText="Abbrechen"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {dealer && (
        <Typography.Paragraph>
          {dealer.companyName} erhält die Begründung per E-Mail und sieht sie in seinem Profil.
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.reason.trim())} preserve={false}>
        <Form.Item
          label="Begründung"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: 'Bitte geben Sie einen Grund für die Ablehnung an.' },
            { min: 3, message: 'Bitte geben Sie einen Grund für die Ablehnung an.' },
            { max: 1000, message: 'Der Grund darf höchstens 1.000 Zeichen lang sein.' },
          ]}
        >
          <Input.TextArea rows={4} placeholder="z. B. Der Gewerbenachweis fehlt." autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
