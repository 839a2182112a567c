import { Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import { useSaveAddress } from '../api/mutations';
import type { CompanyAddress, CompanyAddressInput } from '../api/queries';

type Values = Omit<CompanyAddressInput, 'contactPerson' | 'phone'> & { contactPerson?: string; phone?: string };

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** A new delivery address or changes to one. */
export function AddressDialog({ address, onClose }: { address?: CompanyAddress; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveAddress();

  const submit = async (values: Values) => {
    await save.mutateAsync({
      id: address?.id,
      recipient: values.recipient.trim(),
      contactPerson: orNull(values.contactPerson),
      address: values.address.trim(),
      postalCode: values.postalCode.trim(),
      city: values.city.trim(),
      phone: orNull(values.phone),
      isDefault: values.isDefault === true,
      dropShipping: values.dropShipping === true,
    });
    onClose();
  };

  return (
    <Modal
      open
      title={address ? 'Lieferadresse bearbeiten' : 'Lieferadresse hinzufügen'}
      okText="Speichern"
      cancelText="Abbrechen"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnClose
    >
      <Form
        form={form}
        name="deliveryAddress"
        layout="vertical"
        requiredMark="optional"
        disabled={save.isPending}
        initialValues={{ ...address, contactPerson: address?.contactPerson ?? '', phone: address?.phone ?? '' }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item label="Empfänger" name="recipient" rules={[{ required: true, whitespace: true, message: 'Bitte geben Sie den Empfänger ein.' }]}>
          <Input maxLength={200} placeholder="Firma oder Name des Endkunden" />
        </Form.Item>
        <Form.Item label="Ansprechpartner" name="contactPerson">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="Straße und Hausnummer" name="address" rules={[{ required: true, whitespace: true, message: 'Bitte geben Sie Straße und Hausnummer ein.' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item
              label="PLZ"
              name="postalCode"
              rules={[{ required: true, pattern: /^\d{5}$/, message: 'Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern).' }]}
            >
              <Input inputMode="numeric" maxLength={5} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item label="Ort" name="city" rules={[{ required: true, whitespace: true, message: 'Bitte geben Sie den Ort ein.' }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Telefon" name="phone">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="dropShipping" valuePropName="checked" extra="Lieferung direkt an einen Endkunden Ihres Shops: der Lieferschein nennt Ihre Firma als Absender und zeigt keine Preise.">
          <Checkbox>Streckengeschäft (Endkunde)</Checkbox>
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox disabled={address?.isDefault}>Standardadresse an der Kasse</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
