import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Select, Tooltip, Typography } from 'antd';
import styles from './receivables-settings.module.css';
import { newTermId, type PaymentTermRow } from './settings-form-values';

/** The terms the back office offers companies on account, and which one a company gets by default. */
export function PaymentTermsSection() {
  const form = Form.useFormInstance();
  const terms: PaymentTermRow[] = Form.useWatch('paymentTerms', form) ?? [];
  const defaultId: string | undefined = Form.useWatch('defaultPaymentTermId', form);

  return (
    <Card title="Zahlungsbedingungen">
      <Typography.Paragraph type="secondary">
        Ohne Skonto bleiben Prozentsatz und Frist leer. Die Kennung gespeicherter Bedingungen bleibt fest, weil Firmen sie zugeordnet haben.
      </Typography.Paragraph>
      <Form.List name="paymentTerms">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const term = terms[index];
              const isDefault = term?.id === defaultId;
              return (
                <div key={field.key} className={`${styles.row} ${styles.termRow}`} data-testid="payment-term">
                  <Form.Item name={[field.name, 'label']} label="Bezeichnung" className={styles.termLabel} rules={[{ required: true, whitespace: true, message: 'Bitte eine Bezeichnung angeben.' }]}>
                    <Input maxLength={120} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'days']} label="Zahlungsziel" rules={[{ required: true, message: 'Bitte Tage angeben.' }]}>
                    <InputNumber min={0} max={120} precision={0} addonAfter="Tage" className={styles.full} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'skontoPercent']} label="Skonto">
                    <InputNumber min={0.01} max={10} step={0.5} precision={2} decimalSeparator="," addonAfter="%" className={styles.full} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'skontoDays']} label="Skontofrist">
                    <InputNumber min={1} max={60} precision={0} addonAfter="Tage" className={styles.full} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'id']} label="Kennung" rules={[{ required: true, pattern: /^[a-z0-9-]{1,40}$/, message: 'Kleinbuchstaben, Ziffern, Bindestrich.' }]}>
                    <Input disabled={term?.saved} maxLength={40} />
                  </Form.Item>
                  <Tooltip title={isDefault ? 'Die Standardbedingung kann nicht entfernt werden.' : undefined}>
                    <Button
                      className={styles.remove}
                      icon={<DeleteOutlined />}
                      aria-label={`${term?.label || 'Zahlungsbedingung'} entfernen`}
                      disabled={isDefault || fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                </div>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => add({ id: newTermId(terms), label: '', days: 30, skontoPercent: null, skontoDays: null, saved: false })} disabled={fields.length >= 20}>
              Zahlungsbedingung hinzufügen
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="defaultPaymentTermId" label="Standard für Firmen ohne eigene Bedingung" style={{ marginTop: 16, maxWidth: 520 }} rules={[{ required: true, message: 'Bitte eine Standardbedingung wählen.' }]}>
        <Select options={terms.filter((term) => term?.id).map((term) => ({ value: term.id, label: term.label || term.id }))} />
      </Form.Item>
    </Card>
  );
}
