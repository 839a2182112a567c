import { FileAddOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Statistic } from 'antd';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { productStatsQueryOptions } from '../api/queries';
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

const euroWhole = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Dashboard summary cards: number of products and stock value at base price (no decimals). */
export function ProductSummaryCards() {
  const stats = useQuery(productStatsQueryOptions());
  return (
    <>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title="Produkte" value={stats.data?.productCount ?? '–'} groupSeparator="." />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title="Lagerwert (Grundpreis)" value={stats.data ? euroWhole.format(Number(stats.data.stockValue)) : '–'} />
        </Card>
      </Col>
    </>
  );
}
