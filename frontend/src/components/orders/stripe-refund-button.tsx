import { Button, Popconfirm } from 'antd';
import type { components } from '@/lib/api/schema.gen';
import { formatEuro } from '@/lib/format';
import { useRefundAdminOrderAtStripe } from './admin-order-mutations';
import { RefundFailureTag } from './refund-failure-notice';

type RefundableOrder = Pick<components['schemas']['AdminOrderDto'], 'id' | 'orderNumber' | 'totalAmount' | 'refundableAtProvider' | 'dealer' | 'refundFailure'>;

/**
 * "Über Stripe erstatten" beside the payment status, where the server allows it (a paid card order, or money after
 * cancelling); the confirmation names the amount, since the money really moves. A refund Stripe reported as failed is
 * named above it.
 */
export function StripeRefundButton({ order, block = false }: { order: RefundableOrder; block?: boolean }) {
  if (!order.refundableAtProvider) return null;
  return (
    <>
      <RefundFailureTag failure={order.refundFailure} />
      <RefundAtStripe order={order} block={block} />
    </>
  );
}

function RefundAtStripe({ order, block }: { order: RefundableOrder; block: boolean }) {
  const refund = useRefundAdminOrderAtStripe();
  return (
    <Popconfirm
      title={`${formatEuro(order.totalAmount)} über Stripe erstatten?`}
      description={`Das Geld der Bestellung ${order.orderNumber} geht an die Karte von ${order.dealer.companyName} zurück; der Zahlungsstatus wird „Erstattet“.`}
      okText="Ja, erstatten"
      okButtonProps={{ danger: true }}
      cancelText="Abbrechen"
      onConfirm={() => refund.mutateAsync(order.id).catch(() => undefined)}
    >
      <Button size="small" block={block} loading={refund.isPending}>
        Über Stripe erstatten
      </Button>
    </Popconfirm>
  );
}
