import { Button, Col, Form, Input, Row } from 'antd';
import { useEffect } from 'react';
import { dealerRules, orNull } from '@/lib/dealer-fields';
import { normaliseVatId } from '@/lib/vat-id';
import { useUpdateDealerProfile } from '../api/mutations';
import type { DealerProfile } from '../api/queries';

type Values = Pick<DealerProfile, 'companyName' | 'contactPerson' | 'ustId'> & {
  phone?: string | null;
  taxNumber?: string | null;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
};

/** Editable business data: company name, contact person and VAT ID required; the rest optional. */
export function BusinessDataForm({ profile }: { profile: DealerProfile }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateDealerProfile();

  useEffect(() => {
    form.setFieldsValue(profile);
  }, [form, profile]);

  const submit = (values: Values) =>
    update.mutate({
      companyName: values.companyName.trim(),
      contactPerson: values.contactPerson.trim(),
      ustId: normaliseVatId(values.ustId),
      phone: orNull(values.phone),
      taxNumber: orNull(values.taxNumber),
      address: orNull(values.address),
      postalCode: orNull(values.postalCode),
      city: orNull(values.city),
    });

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional" initialValues={profile} disabled={update.isPending}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Firmenname" name="companyName" rules={dealerRules.companyName}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Ansprechpartner" name="contactPerson" rules={dealerRules.contactPerson}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Telefon" name="phone" rules={dealerRules.phoneOptional}>
            <Input type="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="USt-IdNr." name="ustId" rules={dealerRules.ustId} validateDebounce={300}>
            <Input placeholder="DE123456789" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Steuernummer" name="taxNumber" rules={dealerRules.taxNumber}>
            <Input placeholder="optional" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Adresse" name="address" rules={dealerRules.address}>
            <Input placeholder="Straße und Hausnummer" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="PLZ" name="postalCode" rules={dealerRules.postalCode}>
            <Input inputMode="numeric" maxLength={5} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label="Ort" name="city" rules={dealerRules.city}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        Änderungen speichern
      </Button>
    </Form>
  );
}
