import { Col, Form, Input } from 'antd';
import { dealerRules } from '@/lib/dealer-fields';

interface DealerBusinessFieldsProps {
  /** Sign-up asks for a phone number; the profile may leave it empty. */
  phoneRequired: boolean;
  /** The profile also edits the tax number. */
  withTaxNumber?: boolean;
  /** Where the two-column layout starts: 'sm' in the narrow sign-up card, 'md' on the profile page. */
  breakpoint: 'sm' | 'md';
}

/** A dealer's business data as form fields inside a <Row>, with the browser's copy of the server's rules. */
export function DealerBusinessFields({ phoneRequired, withTaxNumber = false, breakpoint }: DealerBusinessFieldsProps) {
  const half = { xs: 24, [breakpoint]: 12 };
  return (
    <>
      <Col {...half}>
        <Form.Item label="Firmenname" name="companyName" rules={dealerRules.companyName}>
          <Input autoComplete="organization" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Ansprechpartner" name="contactPerson" rules={dealerRules.contactPerson}>
          <Input autoComplete="name" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="Telefon" name="phone" rules={phoneRequired ? dealerRules.phoneRequired : dealerRules.phoneOptional}>
          <Input type="tel" autoComplete="tel" placeholder="0421 123456" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label="USt-IdNr." name="ustId" rules={dealerRules.ustId} validateDebounce={300}>
          <Input placeholder="DE123456789" autoComplete="off" />
        </Form.Item>
      </Col>
      {withTaxNumber && (
        <Col {...half}>
          <Form.Item label="Steuernummer" name="taxNumber" rules={dealerRules.taxNumber}>
            <Input placeholder="optional" />
          </Form.Item>
        </Col>
      )}
      <Col {...(withTaxNumber ? half : { xs: 24 })}>
        <Form.Item label="Adresse" name="address" rules={dealerRules.address}>
          <Input placeholder="Straße und Hausnummer" autoComplete="street-address" />
        </Form.Item>
      </Col>
      <Col xs={24} {...{ [breakpoint]: 8 }}>
        <Form.Item label="PLZ" name="postalCode" rules={dealerRules.postalCode}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} />
        </Form.Item>
      </Col>
      <Col xs={24} {...{ [breakpoint]: 16 }}>
        <Form.Item label="Ort" name="city" rules={dealerRules.city}>
          <Input autoComplete="address-level2" />
        </Form.Item>
      </Col>
    </>
  );
}
