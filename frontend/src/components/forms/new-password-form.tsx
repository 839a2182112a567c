import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { dealerRules } from '@/lib/dealer-fields';

interface NewPasswordFormProps {
  /** 'Neues Passwort' on a reset, 'Passwort' for a first password. */
  passwordLabel: string;
  submitLabel: string;
  disabled: boolean;
  pending: boolean;
  onSubmit: (password: string) => void;
}

/** A new password typed twice (set from an e-mail link: password reset, staff invite). */
export function NewPasswordForm({ passwordLabel, submitLabel, disabled, pending, onSubmit }: NewPasswordFormProps) {
  return (
    <Form layout="vertical" requiredMark={false} disabled={disabled || pending} onFinish={(values: { password: string }) => onSubmit(values.password)}>
      <Form.Item label={passwordLabel} name="password" rules={dealerRules.password} hasFeedback>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder="Mindestens 8 Zeichen" />
      </Form.Item>
      <Form.Item
        label="Passwort wiederholen"
        name="repeat"
        dependencies={['password']}
        hasFeedback
        rules={[
          { required: true, message: 'Bitte wiederholen Sie das Passwort.' },
          ({ getFieldValue }) => ({
            validator: async (_rule, value) => {
              if (value && value !== getFieldValue('password')) throw new Error('Die Passwörter stimmen nicht überein.');
            },
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
