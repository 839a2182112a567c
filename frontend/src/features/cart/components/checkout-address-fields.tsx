import { Form, Input } from 'antd';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Firmenname, Straße und Hausnummer, PLZ, Ort (required); Ansprechpartner, Telefon (optional). Used for shipping and billing. */
export function CheckoutAddressFields() {
  return (
    <>
      <Form.Item name="company" label="Firmenname" rules={[...required('Bitte geben Sie den Firmennamen ein.'), { max: 200 }]}>
        <Input autoComplete="organization" maxLength={200} />
      </Form.Item>
      <Form.Item name="contactPerson" label="Ansprechpartner">
        <Input autoComplete="name" maxLength={200} />
      </Form.Item>
      <Form.Item name="address" label="Straße und Hausnummer" rules={required('Bitte geben Sie Straße und Hausnummer ein.')}>
        <Input autoComplete="street-address" maxLength={200} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, 1fr) minmax(0, 2fr)', gap: 12 }}>
        <Form.Item
          name="postalCode"
          label="PLZ"
          rules={[
            { required: true, message: 'Bitte geben Sie die Postleitzahl ein.' },
            { pattern: /^\s*\d{5}\s*$/, message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' },
          ]}
        >
          <Input autoComplete="postal-code" inputMode="numeric" maxLength={5} />
        </Form.Item>
        <Form.Item name="city" label="Ort" rules={required('Bitte geben Sie den Ort ein.')}>
          <Input autoComplete="address-level2" maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item name="phone" label="Telefon">
        <Input autoComplete="tel" inputMode="tel" maxLength={50} />
      </Form.Item>
    </>
  );
}
