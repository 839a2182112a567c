import { Button, Form, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { DealerBusinessFields } from '@/components/forms/dealer-business-fields';
import { orNull } from '@/lib/dealer-fields';
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

/**
 * Editable business data: company name, contact person and VAT ID required; the rest optional. Only the company's
 * owners change it (the server refuses everyone else); the others see it read-only.
 */
export function BusinessDataForm({ profile, readOnly = false }: { profile: DealerProfile; readOnly?: boolean }) {
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
    <Form form={form} name="businessData" layout="vertical" onFinish={submit} requiredMark="optional" initialValues={profile} disabled={update.isPending || readOnly}>
      <Row gutter={16}>
        <DealerBusinessFields phoneRequired={false} withTaxNumber breakpoint="md" />
      </Row>
      {readOnly ? (
        <Typography.Text type="secondary">Die Firmendaten ändern die Inhaber Ihrer Firma.</Typography.Text>
      ) : (
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Änderungen speichern
        </Button>
      )}
    </Form>
  );
}
