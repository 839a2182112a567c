import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useSignIn } from '../api/mutations';
import type { SignInCredentials } from '../api/types';

export function SignInForm() {
  const [form] = Form.useForm<SignInCredentials>();
  const signIn = useSignIn();

  const submit = (credentials: SignInCredentials) =>
    signIn.mutate({ email: credentials.email.trim(), password: credentials.password });

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={signIn.isPending}>
      <Form.Item
        label="E-Mail"
        name="email"
        rules={[
          { required: true, message: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
          { type: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
        ]}
      >
        <Input prefix={<MailOutlined />} type="email" autoComplete="username" placeholder="name@fahrradladen.de" />
      </Form.Item>
      <Form.Item
        label="Passwort"
        name="password"
        rules={[{ required: true, message: 'Bitte geben Sie Ihr Passwort ein.' }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="Ihr Passwort" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
        Anmelden
      </Button>
    </Form>
  );
}
