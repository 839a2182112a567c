import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Select } from 'antd';
import { useDeleteAdminOrder, useUpdateAdminOrder } from '@/components/orders/admin-order-mutations';
import { paymentStatusOptions, statusOptions } from '@/components/orders/order-labels';
import type { AdminOrder } from '../api/queries';

/** 190 px beside the other columns; the phone's single column passes '100%'. */
type SelectWidth = { width?: number | string };

/**
 * The admin spec's dropdowns, limited to the moves the order process allows from the current status
 * (the server sends them and refuses any other); cancelling returns the stock (the server does it once).
 */
export function OrderStatusSelect({ order, width = 190 }: { order: AdminOrder } & SelectWidth) {
  const update = useUpdateAdminOrder();
  return (
    <Select
      aria-label={`Bestellstatus von ${order.orderNumber}`}
      size="small"
      style={{ width }}
      value={order.status}
      loading={update.isPending}
      disabled={update.isPending || order.allowedStatuses.length === 0}
      onChange={(status) => update.mutate({ id: order.id, status })}
      options={statusOptions(order)}
    />
  );
}

export function PaymentStatusSelect({ order, width = 190 }: { order: AdminOrder } & SelectWidth) {
  const update = useUpdateAdminOrder();
  return (
    <Select
      aria-label={`Zahlungsstatus von ${order.orderNumber}`}
      size="small"
      style={{ width }}
      value={order.paymentStatus}
      loading={update.isPending}
      disabled={update.isPending || order.allowedPaymentStatuses.length === 0}
      onChange={(paymentStatus) => update.mutate({ id: order.id, paymentStatus })}
      options={paymentStatusOptions(order)}
    />
  );
}

/**
 * Delete after a confirmation naming the order number; an order that holds stock gives it back. Offered only where the
 * server allows it (no invoice, no money received or refunded); the button says why not.
 */
export function DeleteOrderButton({ order }: { order: AdminOrder }) {
  const remove = useDeleteAdminOrder();
  const { modal } = App.useApp();
  const confirm = () =>
    modal.confirm({
      title: `Bestellung ${order.orderNumber} löschen?`,
      content: 'Die Bestellung und ihre Positionen werden endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.',
      okText: 'Löschen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: () => remove.mutateAsync(order.id).catch(() => undefined),
    });
  const refusal = order.deletable ? undefined : 'Mit Rechnung oder Zahlung bleibt die Bestellung erhalten; stornieren Sie sie stattdessen.';
  return (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined />}
      aria-label={`Bestellung ${order.orderNumber} löschen`}
      title={refusal}
      disabled={!order.deletable}
      loading={remove.isPending}
      onClick={confirm}
    />
  );
}
