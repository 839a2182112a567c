import { Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { bankStatementPath } from '@/config/paths';
import { BankStatementList } from '@/features/admin-bank-statements/components/bank-statement-list';
import { BankStatementUpload } from '@/features/admin-bank-statements/components/bank-statement-upload';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/kontoauszuege: read a CAMT.053 statement and see the ones read so far. */
export function AdminBankStatementsPage() {
  useDocumentTitle('Kontoauszüge');
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>Kontoauszüge</Typography.Title>
      <Typography.Paragraph type="secondary">
        Zahlungseingänge aus dem Kontoauszug der Bank (CAMT.053) den offenen Rechnungen zuordnen und buchen.
      </Typography.Paragraph>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <BankStatementUpload onUploaded={(detail) => navigate(bankStatementPath(detail.id))} />
        <BankStatementList />
      </Space>
    </div>
  );
}
