import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import layout from '@/features/admin-catalogue/components/admin-catalogue.module.css';
import styles from '@/features/admin-image-migration/components/image-migration.module.css';
import { MigrationDashboard } from '@/features/admin-image-migration/components/migration-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/images/migration: moving external product images into the portal's own storage. */
export function AdminImageMigrationPage() {
  useDocumentTitle('Bildmigration');
  return (
    <div className={layout.page}>
      <div className={layout.head}>
        <div className={styles.titleBlock}>
          <h1>Bildmigration</h1>
          <p className={styles.lead}>Produktbilder, die noch auf fremden Servern oder dem früheren Shop liegen, in den eigenen Bildspeicher übernehmen.</p>
        </div>
        <LinkButton icon={<ArrowLeftOutlined />} to={paths.admin.products}>
          Zur Produktverwaltung
        </LinkButton>
      </div>
      <MigrationDashboard />
    </div>
  );
}
