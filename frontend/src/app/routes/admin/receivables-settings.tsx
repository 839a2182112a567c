import { ExportOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import layout from '@/features/admin-catalogue/components/admin-catalogue.module.css';
import { ReceivablesSettingsForm } from '@/features/admin-receivables-settings/components/receivables-settings-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/settings/receivables: payment terms, dunning, base rate, bank and DATEV on one page. */
export function AdminReceivablesSettingsPage() {
  useDocumentTitle('Einstellungen Forderungen');
  return (
    <div className={layout.page} style={{ maxWidth: 1100 }}>
      <div className={layout.head}>
        <h1>Einstellungen Forderungen</h1>
        <LinkButton icon={<ExportOutlined />} to={paths.admin.datevExport}>
          DATEV-Export
        </LinkButton>
      </div>
      <ReceivablesSettingsForm />
    </div>
  );
}
