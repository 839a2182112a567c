import { Form, Input, Modal, Typography } from 'antd';

interface ReasonModalProps {
  open: boolean;
  title: string;
  intro: string;
  okText: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Asks for the reason an administrator's dunning decision is logged with (3–300 characters). */
export function ReasonModal({ open, title, intro, okText, pending, onSubmit, onCancel }: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Abbrechen"
      confirmLoading={pending}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(({ reason }) => onSubmit(reason.trim()))}
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="Grund"
          rules={[
            { required: true, whitespace: true, message: 'Bitte geben Sie einen Grund an.' },
            { min: 3, message: 'Bitte mindestens 3 Zeichen.' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={300} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
