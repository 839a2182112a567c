import { useQuery } from '@tanstack/react-query';
import { Card, List, Typography } from 'antd';
import { formatDateTime, formatEuro } from '@/lib/format';
import { awaitingApprovalQueryOptions } from '../api/queries';
import { OrderDecision } from './order-decision';
import { OrderNumberLink } from './order-number-link';
import styles from './approval-queue.module.css';

/**
 * For owners: the buyers' orders above their limit, each with who placed it and a link to its page. Approving places
 * the order as if ordered now (today's prices and stock); rejecting asks for the reason the buyer reads.
 */
export function ApprovalQueue() {
  const waiting = useQuery(awaitingApprovalQueryOptions());
  const orders = waiting.data?.items ?? [];
  if (orders.length === 0) return null;
  return (
    <Card className={styles.queue} title={`Freigabe ausstehend (${orders.length})`} data-testid="approval-queue">
      <Typography.Paragraph type="secondary">
        Diese Bestellungen Ihrer Einkäufer liegen über deren Bestelllimit oder Monatsbudget. Bei der Freigabe gelten heutige Preise und
        heutiger Bestand.
      </Typography.Paragraph>
      <List
        dataSource={orders}
        rowKey="id"
        renderItem={(order) => (
          <List.Item className={styles.item}>
            <div className={styles.order}>
              <OrderNumberLink order={order} className={styles.number} />
              <Typography.Text className={styles.placedBy}>bestellt von {order.placedByEmail}</Typography.Text>
              <Typography.Text type="secondary">
                {formatDateTime(order.createdAt)} · {order.itemCount} Artikel · {formatEuro(order.totalAmount)} brutto
              </Typography.Text>
            </div>
            <OrderDecision order={order} />
          </List.Item>
        )}
      />
    </Card>
  );
}
