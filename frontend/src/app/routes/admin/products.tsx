import { Empty, Typography } from 'antd';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Placeholder until the product administration is built. */
export function AdminProductsPage() {
  useDocumentTitle('Produkte verwalten');
  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={1}>Produkte</Typography.Title>
      <Empty description="Die Produktverwaltung wird gerade aufgebaut." />
    </div>
  );
}
