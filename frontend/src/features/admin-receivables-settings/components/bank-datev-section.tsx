import { Card, Form, Input, InputNumber, Select, Typography } from 'antd';
import styles from './receivables-settings.module.css';

const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const ACCOUNT = { pattern: /^\d{4,8}$/, message: '4 bis 8 Ziffern.' };

/** The account printed on invoices and dunning letters. */
export function BankSection() {
  return (
    <Card title="Bankverbindung">
      <div className={styles.fields}>
        <Form.Item name={['bank', 'accountHolder']} label="Kontoinhaber" rules={[{ required: true, whitespace: true, message: 'Bitte angeben.' }]}>
          <Input maxLength={70} />
        </Form.Item>
        <Form.Item name={['bank', 'bankName']} label="Bank" rules={[{ required: true, whitespace: true, message: 'Bitte angeben.' }]}>
          <Input maxLength={70} />
        </Form.Item>
        <Form.Item name={['bank', 'iban']} label="IBAN" rules={[{ required: true, message: 'Bitte angeben.' }]}>
          <Input maxLength={42} autoComplete="off" />
        </Form.Item>
        <Form.Item name={['bank', 'bic']} label="BIC" rules={[{ required: true, message: 'Bitte angeben.' }]}>
          <Input maxLength={14} autoComplete="off" />
        </Form.Item>
      </div>
    </Card>
  );
}

/** Numbers and accounts of the DATEV Buchungsstapel; the tax adviser knows them. */
export function DatevSection() {
  return (
    <Card title="DATEV">
      <Typography.Paragraph type="secondary">
        Vom Steuerberater. Die Konten folgen dem SKR03 (8400 Erlöse 19 % USt, 1200 Bank, 8736 gewährte Skonti 19 %); Debitoren haben eine Stelle mehr als die Sachkontenlänge.
      </Typography.Paragraph>
      <div className={styles.fields}>
        <Form.Item name={['datev', 'consultantNumber']} label="Beraternummer" rules={[{ required: true, message: 'Bitte angeben.' }]}>
          <InputNumber min={1001} max={9999999} precision={0} className={styles.full} />
        </Form.Item>
        <Form.Item name={['datev', 'clientNumber']} label="Mandantennummer" rules={[{ required: true, message: 'Bitte angeben.' }]}>
          <InputNumber min={1} max={99999} precision={0} className={styles.full} />
        </Form.Item>
        <Form.Item name={['datev', 'fiscalYearStartMonth']} label="Beginn des Wirtschaftsjahres">
          <Select options={MONTHS.map((label, index) => ({ value: index + 1, label }))} />
        </Form.Item>
        <Form.Item name={['datev', 'accountLength']} label="Sachkontenlänge">
          <Select options={[4, 5, 6, 7, 8].map((value) => ({ value, label: `${value} Stellen` }))} />
        </Form.Item>
        <Form.Item name={['datev', 'revenueAccount']} label="Erlöskonto" rules={[{ required: true, message: 'Bitte angeben.' }, ACCOUNT]}>
          <Input inputMode="numeric" maxLength={8} />
        </Form.Item>
        <Form.Item name={['datev', 'bankAccount']} label="Bankkonto" rules={[{ required: true, message: 'Bitte angeben.' }, ACCOUNT]}>
          <Input inputMode="numeric" maxLength={8} />
        </Form.Item>
        <Form.Item name={['datev', 'skontoAccount']} label="Skontokonto" rules={[{ required: true, message: 'Bitte angeben.' }, ACCOUNT]}>
          <Input inputMode="numeric" maxLength={8} />
        </Form.Item>
      </div>
    </Card>
  );
}
