import { CheckOutlined } from '@ant-design/icons';
import { Button, Collapse, Pagination, Typography } from 'antd';
import { formatDate } from '@/lib/format';
import type { AdminDealer } from '../api/queries';
import { useDealerList } from './use-dealer-list';
import styles from './dealers-tab.module.css';

const PAGE_SIZE = 10;

/** Rejected sign-ups, folded away; an administrator may still approve one. Hidden while there are none. */
export function RejectedDealers({ onApprove }: { onApprove: (dealer: AdminDealer) => void }) {
  const { query, params, setPage } = useDealerList('rejected', PAGE_SIZE);
  if (!query.data || query.data.total === 0) return null;
  return (
    <Collapse
      items={[
        {
          key: 'rejected',
          label: `Abgelehnte Registrierungen (${query.data.total.toLocaleString('de-DE')})`,
          children: (
            <div className={styles.rows}>
              {query.data.items.map((dealer) => (
                <div key={dealer.id} className={styles.rowMain}>
                  <div className={styles.rowText}>
                    <Typography.Text strong>{dealer.companyName}</Typography.Text>
                    <Typography.Text type="secondary">
                      {dealer.rejectedAt ? `abgelehnt am ${formatDate(dealer.rejectedAt)}: ` : ''}
                      {dealer.rejectionReason}
                    </Typography.Text>
                  </div>
                  <Button icon={<CheckOutlined />} onClick={() => onApprove(dealer)}>
                    Freigeben
                  </Button>
                </div>
              ))}
              {query.data.total > PAGE_SIZE && (
                <Pagination current={params.page} pageSize={PAGE_SIZE} total={query.data.total} onChange={setPage} showSizeChanger={false} size="small" />
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
