import { Link } from 'react-router-dom';
import { orderDetailPath } from '@/config/paths';

/**
 * An order's number as the link to its page (/orders/:id), kept on one line: a browser may break after the hyphen,
 * and a phone showed 'B-' above '2026-000002'.
 */
export function OrderNumberLink({ order, className }: { order: { id: string; orderNumber: string }; className?: string }) {
  return (
    <Link to={orderDetailPath(order.id)} className={className} style={{ whiteSpace: 'nowrap' }}>
      {order.orderNumber}
    </Link>
  );
}
