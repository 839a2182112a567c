import { Alert, Button, Col, Form, Input, Row } from 'antd';

/**
 * The sign-up form as it will look, disabled until registration (with document upload and
 * e-mail confirmation) is built.
 */
export function SignUpPreview() {
  return (
    <>
      <Alert
        type="info"
        showIcon
        message="Die Registrierung wird in Kürze freigeschaltet."
        description="Bis dahin richten wir Händlerkonten gern persönlich ein – schreiben Sie uns oder rufen Sie an."
        style={{ marginBottom: 20 }}
      />
      <Form layout="vertical" disabled requiredMark="optional" aria-label="Registrierung (noch nicht verfügbar)">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label="E-Mail" name="email" required>
              <Input type="email" placeholder="name@fahrradladen.de" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Passwort" name="password" required>
              <Input.Password placeholder="Mindestens 8 Zeichen" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Firmenname" name="companyName" required>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Ansprechpartner" name="contactPerson" required>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Telefon" name="phone" required>
              <Input type="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="USt-IdNr." name="vatId" required>
              <Input placeholder="DE123456789" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Adresse" name="address">
              <Input placeholder="Straße und Hausnummer" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item label="PLZ" name="postalCode">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item label="Ort" name="city">
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" block size="large">
          Registrieren
        </Button>
      </Form>
    </>
  );
}
