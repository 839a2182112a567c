import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { formatEuro } from '@/lib/format';
import { companyRoleOf } from '@/lib/session/session';
import { useSession } from '@/lib/session/session-context';
import { companyQueryOptions } from '../api/queries';

/**
 * Before a buyer sends an order: whether it will wait for an owner's approval. The order limit is compared here with
 * the cart's net goods value, as the checkout does; the monthly budget depends on this month's orders, which the server
 * counts at the checkout, so it is named, not computed.
 */
export function SpendingLimitNotice({ subtotal, style }: { subtotal: string; style?: React.CSSProperties }) {
  const buyer = companyRoleOf(useSession()) === 'buyer';
  const company = useQuery({ ...companyQueryOptions(), enabled: buyer });
  const limits = company.data?.spendingLimits;
  if (!buyer || !limits) return null;
  const overLimit = limits.orderLimit !== null && Number(subtotal) > Number(limits.orderLimit);
  if (overLimit) {
    return (
      <Alert
        style={style}
        type="info"
        showIcon
        message="Diese Bestellung wartet auf Freigabe"
        description={`Der Warenwert von ${formatEuro(subtotal)} netto liegt über Ihrem Bestelllimit von ${formatEuro(limits.orderLimit!)}. Nach dem Absenden gibt ein Inhaber Ihrer Firma sie frei; erst dann wird sie bearbeitet.`}
      />
    );
  }
  if (limits.monthlyBudget === null) return null;
  return (
    <Alert
      style={style}
      type="info"
      showIcon
      message={`Ihr Monatsbudget: ${formatEuro(limits.monthlyBudget)} netto`}
      description="Bringt diese Bestellung Ihre Bestellungen dieses Monats darüber, wartet sie nach dem Absenden auf die Freigabe durch einen Inhaber."
    />
  );
}
