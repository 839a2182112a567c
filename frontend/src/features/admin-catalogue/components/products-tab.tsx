import { FileAddOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import styles from './admin-catalogue.module.css';
import { NEW_PRODUCT_PATH, ProductManagement } from './product-management';

/** The dashboard's 'Produkte' tab: the same management as /admin/products. */
export function ProductsTab() {
  return (
    <>
      <div className={styles.head}>
        <span />
        <div className={styles.headActions}>
          <LinkButton icon={<UnorderedListOutlined />} to={paths.admin.products}>
            Produktverwaltung öffnen
          </LinkButton>
          <LinkButton type="primary" icon={<FileAddOutlined />} to={NEW_PRODUCT_PATH}>
            Neues Produkt
          </LinkButton>
        </div>
      </div>
      <ProductManagement />
    </>
  );
}
