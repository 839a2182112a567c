import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';

/** Six digits from the authenticator app. */
export function TotpCodeForm({
  onSubmit,
  pending,
  submitLabel,
  autoFocus = true,
}: {
  onSubmit: (code: string) => void;
  pending: boolean;
  submitLabel: string;
  autoFocus?: boolean;
}) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={(values: { code: string }) => onSubmit(values.code)} disabled={pending}>
      <Form.Item
        label="Code aus der Authenticator-App"
        name="code"
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        rules={[{ required: true, pattern: /^\d{6}$/, message: 'Bitte geben Sie den 6-stelligen Code ein.' }]}
      >
        <Input
          prefix={<SafetyOutlined />}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={6}
          autoFocus={autoFocus}
          style={{ letterSpacing: 4 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
