import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import layout from '@/features/admin-catalogue/components/admin-catalogue.module.css';
import styles from '@/features/admin-import/components/admin-import.module.css';
import { ProductImport } from '@/features/admin-import/components/product-import';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /admin/products/import: product import from CSV or XLSX. */
export function AdminProductImportPage() {
  useDocumentTitle('Produkte importieren');
  return (
    <div className={layout.page}>
      <div className={layout.head}>
        <div className={styles.titleBlock}>
          <h1>Produkte importieren</h1>
          <p className={styles.lead}>Preislisten von Lieferanten als CSV oder XLSX: neue Artikel werden angelegt, vorhandene über die Artikelnummer aktualisiert.</p>
        </div>
        <LinkButton icon={<ArrowLeftOutlined />} to={paths.admin.products}>
          Zur Produktverwaltung
        </LinkButton>
      </div>
      <ProductImport />
    </div>
  );
}
