import { FileDoneOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { DealerOnly } from '@/components/orders/dealer-only';
import { OpenItemsView } from '@/features/open-items/components/open-items-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function InvoicesPage() {
  useDocumentTitle('Rechnungen');
  return (
    <div style={{ maxWidth: 1180, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>
        <FileDoneOutlined /> Rechnungen
      </Typography.Title>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        Offene Posten
      </Typography.Title>
      <DealerOnly what="Ihre Rechnungen zu sehen">
        <OpenItemsView />
      </DealerOnly>
    </div>
  );
}
