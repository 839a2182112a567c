import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { DealerBusinessFields } from '@/components/forms/dealer-business-fields';
import { dealerRules, orNull } from '@/lib/dealer-fields';
import { normaliseVatId } from '@/lib/vat-id';
import { type SignUpInput, useSignUp } from '../api/account';

interface SignUpValues {
  email: string;
  password: string;
  companyName: string;
  contactPerson: string;
  phone: string;
  ustId: string;
  address?: string;
  postalCode?: string;
  city?: string;
}

/** Step 1 of 3: account and business data. Checked here and again by the server. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [form] = Form.useForm<SignUpValues>();
  const signUp = useSignUp(onSignedUp);

  const submit = (values: SignUpValues) => {
    const input: SignUpInput = {
      email: values.email.trim(),
      password: values.password,
      companyName: values.companyName.trim(),
      contactPerson: values.contactPerson.trim(),
      phone: values.phone.trim(),
      ustId: normaliseVatId(values.ustId),
      address: orNull(values.address),
      postalCode: orNull(values.postalCode),
      city: orNull(values.city),
    };
    signUp.mutate(input);
  };

  return (
    <Form form={form} name="signUp" layout="vertical" onFinish={submit} requiredMark="optional" disabled={signUp.isPending} aria-label="Registrierung">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Schritt 1 von 3: Registrieren Sie Ihren Betrieb als Händler. Danach laden Sie Ihre Geschäftsdokumente hoch und
        bestätigen Ihre E-Mail-Adresse.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="E-Mail" name="email" rules={dealerRules.email}>
            <Input type="email" autoComplete="email" placeholder="name@fahrradladen.de" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Passwort" name="password" rules={dealerRules.password}>
            <Input.Password autoComplete="new-password" placeholder="Mindestens 8 Zeichen" />
          </Form.Item>
        </Col>
        <DealerBusinessFields phoneRequired breakpoint="sm" />
      </Row>
      <Button type="primary" htmlType="submit" block size="large" loading={signUp.isPending}>
        Registrieren
      </Button>
    </Form>
  );
}
