import { SettingOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import layout from '@/features/admin-catalogue/components/admin-catalogue.module.css';
import { DatevExportCard } from '@/features/admin-datev/components/datev-export-card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/exports/datev: the period's Buchungsstapel as a download. */
export function AdminDatevExportPage() {
  useDocumentTitle('DATEV-Export');
  return (
    <div className={layout.page} style={{ maxWidth: 1100 }}>
      <div className={layout.head}>
        <h1>DATEV-Export</h1>
        <LinkButton icon={<SettingOutlined />} to={paths.admin.receivablesSettings}>
          Berater, Mandant und Konten
        </LinkButton>
      </div>
      <DatevExportCard />
    </div>
  );
}
