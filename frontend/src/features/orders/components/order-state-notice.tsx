import { Alert, Space, Typography } from 'antd';
import { isCompanyOwner } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import type { Order } from '../api/queries';
import { OrderDecision } from './order-decision';
import { wasRejected } from './order-notes';

/**
 * Above an order's page, where its state needs words: waiting for approval (an owner decides right here), rejected
 * with the owner's reason, or cancelled. Nothing for an order on its way.
 */
export function OrderStateNotice({ order }: { order: Order }) {
  const owner = isCompanyOwner(useSession());
  if (order.status === 'awaiting_approval') {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="order-state-notice"
        message={owner ? 'Diese Bestellung wartet auf Ihre Freigabe' : 'Diese Bestellung wartet auf die Freigabe durch den Inhaber Ihrer Firma'}
        description={
          <Space direction="vertical" size={12}>
            <Typography.Text>
              Bestellt von {order.placedByEmail}. Sie liegt über dem Bestelllimit oder Monatsbudget; Bestand ist dafür noch nicht reserviert.
              {owner ? ' Bei der Freigabe gelten heutige Preise und heutiger Bestand.' : ' Sie erhalten eine E-Mail, sobald entschieden ist.'}
            </Typography.Text>
            {owner && <OrderDecision order={order} />}
          </Space>
        }
      />
    );
  }
  if (wasRejected(order)) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="order-state-notice"
        message="Vom Inhaber nicht freigegeben"
        description={
          <Space direction="vertical" size={4}>
            <Typography.Text>
              <Typography.Text type="secondary">Grund: </Typography.Text>
              <span style={{ whiteSpace: 'pre-line' }}>{order.rejectionReason}</span>
            </Typography.Text>
            <Typography.Text>Die Bestellung ist damit storniert; es wird nichts geliefert oder berechnet.</Typography.Text>
          </Space>
        }
      />
    );
  }
  if (order.status === 'cancelled') {
    return <Alert type="info" showIcon style={{ marginBottom: 16 }} data-testid="order-state-notice" message="Diese Bestellung wurde storniert." />;
  }
  return null;
}
