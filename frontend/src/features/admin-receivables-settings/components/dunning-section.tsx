import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { missingBaseRateFrom } from '../base-rate-check';
import type { SettingsFormValues } from './settings-form-values';
import styles from './receivables-settings.module.css';

/** Dunning levels, the § 288 BGB figures and the Basiszinssatz with the day it applies from. */
export function DunningSection() {
  const baseRates = Form.useWatch<SettingsFormValues['baseRates'] | undefined>('baseRates');
  const missing = missingBaseRateFrom(baseRates ?? []);
  return (
    <Card title="Mahnwesen und Verzug">
      <Typography.Paragraph type="secondary">
        Jede Stufe folgt eine feste Zahl von Tagen nach Fälligkeit. Verzugszinsen nach § 288 (2) BGB: Prozentpunkte über dem Basiszinssatz;
        die Pauschale nach § 288 (5) BGB wird je Rechnung einmal berechnet.
      </Typography.Paragraph>
      <Form.List name="dunningLevels">
        {(fields) =>
          fields.map((field, index) => (
            <div key={field.key} className={`${styles.row} ${styles.levelRow}`} data-testid="dunning-level">
              <span className={styles.levelName}>Stufe {index + 1}</span>
              <Form.Item name={[field.name, 'label']} label="Bezeichnung" className={styles.levelLabel} rules={[{ required: true, whitespace: true, message: 'Bitte eine Bezeichnung angeben.' }]}>
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name={[field.name, 'daysOverdue']} label="Nach Fälligkeit" rules={[{ required: true, message: 'Bitte Tage angeben.' }]}>
                <InputNumber min={1} max={365} precision={0} addonAfter="Tage" className={styles.full} />
              </Form.Item>
              <Form.Item name={[field.name, 'chargesInterest']} valuePropName="checked">
                <Checkbox>Verzugszinsen</Checkbox>
              </Form.Item>
              <Form.Item name={[field.name, 'chargesFlatFee']} valuePropName="checked">
                <Checkbox>Pauschale</Checkbox>
              </Form.Item>
            </div>
          ))
        }
      </Form.List>
      <div className={styles.fields}>
        <Form.Item name="flatFeeAmount" label="Verzugspauschale" rules={[{ required: true, message: 'Bitte einen Betrag angeben.' }]}>
          <InputNumber min={0} max={1000} precision={2} decimalSeparator="," addonAfter="€" className={styles.full} />
        </Form.Item>
        <Form.Item name="interestPointsAboveBase" label="Prozentpunkte über dem Basiszinssatz" rules={[{ required: true, message: 'Bitte eine Zahl angeben.' }]}>
          <InputNumber min={0} max={20} precision={2} decimalSeparator="," addonAfter="%-Punkte" className={styles.full} />
        </Form.Item>
      </div>
      <Typography.Title level={5}>Basiszinssatz (Deutsche Bundesbank)</Typography.Title>
      {missing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Der Basiszinssatz ab ${missing.format('DD.MM.YYYY')} fehlt`}
          description="Die Bundesbank setzt ihn zum 1. Januar und 1. Juli neu fest. Bis er hier eingetragen ist, berechnen Mahnungen Verzugszinsen mit dem letzten eingetragenen Satz."
        />
      )}
      <Form.List name="baseRates">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <div key={field.key} className={`${styles.row} ${styles.rateRow}`} data-testid="base-rate">
                <Form.Item name={[field.name, 'validFrom']} label="Gültig ab" rules={[{ required: true, message: 'Bitte ein Datum wählen.' }]}>
                  <DatePicker format="DD.MM.YYYY" className={styles.full} />
                </Form.Item>
                <Form.Item name={[field.name, 'ratePercent']} label="Satz" rules={[{ required: true, message: 'Bitte einen Satz angeben.' }]}>
                  <InputNumber min={-10} max={20} step={0.01} precision={2} decimalSeparator="," addonAfter="%" className={styles.full} />
                </Form.Item>
                <Button className={styles.remove} icon={<DeleteOutlined />} aria-label="Basiszinssatz entfernen" disabled={fields.length === 1} onClick={() => remove(field.name)} />
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ validFrom: dayjs().startOf('month'), ratePercent: 0 })}>
              Basiszinssatz hinzufügen
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
