import { ArrowLeftOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { BankStatementDetail } from '@/features/admin-bank-statements/components/bank-statement-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/kontoauszuege/:id: one statement with its proposals. */
export function AdminBankStatementPage() {
  useDocumentTitle('Kontoauszug');
  const { id = '' } = useParams();
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Kontoauszug
        </Typography.Title>
        <LinkButton icon={<ArrowLeftOutlined />} to={paths.admin.bankStatements}>
          Alle Kontoauszüge
        </LinkButton>
      </Space>
      <BankStatementDetail id={id} />
    </div>
  );
}
