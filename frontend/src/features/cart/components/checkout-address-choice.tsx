import { Form, Radio, Tag, Typography } from 'antd';
import { DROP_SHIPPING_LABEL, isKnownChoice, type SavedAddress, TYPED_ADDRESS } from '../delivery-address';
import { CheckoutAddressFields } from './checkout-address-fields';
import styles from './checkout-address-choice.module.css';

/**
 * The company's saved addresses to pick from, and 'Andere Lieferadresse eingeben' with the form.
 * Without saved addresses only the form is shown, as before the address book existed.
 */
export function CheckoutAddressChoice({ saved }: { saved: readonly SavedAddress[] }) {
  const choice: string | undefined = Form.useWatch('addressChoice', Form.useFormInstance());
  if (saved.length === 0) {
    return (
      <>
        <Typography.Paragraph type="secondary">Die Adresse gilt als Liefer- und Rechnungsadresse.</Typography.Paragraph>
        <CheckoutAddressFields />
      </>
    );
  }
  return (
    <>
      <Form.Item
        name="addressChoice"
        label="Lieferung an"
        rules={[{ validator: (_, value: string | undefined) => (isKnownChoice(value, saved) ? Promise.resolve() : Promise.reject(new Error('Bitte wählen Sie eine Lieferadresse.'))) }]}
      >
        <Radio.Group className={styles.choices}>
          {saved.map((address) => (
            <Radio key={address.id} value={address.id} className={styles.choice}>
              <span className={styles.name}>{address.recipient}</span>
              {address.isDefault && <Tag color="blue">Standard</Tag>}
              {address.dropShipping && <Tag color="orange">{DROP_SHIPPING_LABEL}</Tag>}
              <span className={styles.lines}>
                {[address.contactPerson, address.address, `${address.postalCode} ${address.city}`].filter(Boolean).join(', ')}
              </span>
            </Radio>
          ))}
          <Radio value={TYPED_ADDRESS} className={styles.choice}>
            <span className={styles.name}>Andere Lieferadresse eingeben</span>
          </Radio>
        </Radio.Group>
      </Form.Item>
      {choice === TYPED_ADDRESS && (
        <>
          <Typography.Paragraph type="secondary">Die eingegebene Adresse gilt als Liefer- und Rechnungsadresse.</Typography.Paragraph>
          <CheckoutAddressFields />
        </>
      )}
    </>
  );
}
