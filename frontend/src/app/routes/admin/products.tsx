import { CloudUploadOutlined, FileAddOutlined, PictureOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import styles from '@/features/admin-catalogue/components/admin-catalogue.module.css';
import { NEW_PRODUCT_PATH, ProductManagement } from '@/features/admin-catalogue/components/product-management';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/products: product management. */
export function AdminProductsPage() {
  useDocumentTitle('Produkte verwalten');
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>Produktverwaltung</h1>
        <div className={styles.headActions}>
          <LinkButton icon={<CloudUploadOutlined />} to={paths.admin.productImport}>
            Import
          </LinkButton>
          <LinkButton icon={<PictureOutlined />} to={paths.admin.imageMigration}>
            Bilder migrieren
          </LinkButton>
          <LinkButton type="primary" icon={<FileAddOutlined />} to={NEW_PRODUCT_PATH}>
            Neues Produkt
          </LinkButton>
        </div>
      </div>
      <ProductManagement />
    </div>
  );
}
