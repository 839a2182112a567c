import { Empty, Typography } from 'antd';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Placeholder until the catalogue (search, filter, product cards) is built. */
export function ProductsPage() {
  useDocumentTitle('Produktkatalog');
  return (
    <div style={{ maxWidth: 1120, margin: '0 auto' }}>
      <Typography.Title level={1}>Produktkatalog</Typography.Title>
      <Empty description="Der Produktkatalog wird gerade aufgebaut und ist in Kürze hier verfügbar." />
    </div>
  );
}
