import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { userMessageFor } from '@/lib/api/errors';
import { useSaveReceivablesSettings } from '../api/mutations';
import { receivablesSettingsQueryOptions } from '../api/queries';
import { BankSection, DatevSection } from './bank-datev-section';
import { DunningSection } from './dunning-section';
import { PaymentTermsSection } from './payment-terms-section';
import styles from './receivables-settings.module.css';
import { type SettingsFormValues, toFormValues, toSettings } from './settings-form-values';

/** The whole receivables settings on one form: saved together, the server checks and audits every change. */
export function ReceivablesSettingsForm() {
  const settings = useQuery(receivablesSettingsQueryOptions());
  const save = useSaveReceivablesSettings();
  const [form] = Form.useForm<SettingsFormValues>();
  const { notification } = App.useApp();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toFormValues(settings.data));
  }, [settings.data, form]);

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (settings.isError) return <Alert type="error" showIcon message="Die Einstellungen konnten nicht geladen werden." description={userMessageFor(settings.error)} />;

  // every value of the store, also the rows' 'saved' flags no field shows
  const submit = () => {
    setFailure(null);
    save.mutate(toSettings(form.getFieldsValue(true) as SettingsFormValues), {
      onSuccess: () => notification.success({ message: 'Einstellungen gespeichert' }),
      onError: (error) => setFailure(userMessageFor(error)),
    });
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} initialValues={toFormValues(settings.data)} scrollToFirstError>
      <div className={styles.sections}>
        <PaymentTermsSection />
        <DunningSection />
        <BankSection />
        <DatevSection />
      </div>
      {failure && <Alert type="error" showIcon message="Nicht gespeichert" description={failure} style={{ marginTop: 16 }} />}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending}>
          Einstellungen speichern
        </Button>
        <Button onClick={() => form.setFieldsValue(toFormValues(settings.data))} disabled={save.isPending}>
          Änderungen verwerfen
        </Button>
      </div>
    </Form>
  );
}
