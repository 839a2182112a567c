import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import type { OrderStatus, PaymentStatus } from './order-labels';
import { refundOutcome } from './stripe-refund';

export type OrderChange = { id: string; status: OrderStatus } | { id: string; paymentStatus: PaymentStatus };

/** The admin spec's toasts; a refusal adds the server's reason (e.g. the product that is short). */
const toastsFor = (change: OrderChange) =>
  'status' in change
    ? { success: 'Bestellstatus aktualisiert', failure: 'Fehler beim Aktualisieren des Bestellstatus.' }
    : { success: 'Zahlungsstatus aktualisiert', failure: 'Fehler beim Aktualisieren des Zahlungsstatus.' };

/** An order change moves stock, figures and invoices: refresh all of them. */
function useRefreshAfterOrderChange() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [rootKeys.admin.orders, rootKeys.admin.dashboard, rootKeys.admin.invoices, rootKeys.orderInvoices, rootKeys.admin.catalogue, rootKeys.catalogue]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}

/**
 * An order's status or payment status, from the orders tab and from the dealers tab's "Alle Bestellungen" alike:
 * one hook per endpoint, so whichever tab makes the change, every list that shows the order is refreshed.
 */
export function useUpdateAdminOrder() {
  const refresh = useRefreshAfterOrderChange();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: ({ id, ...body }: OrderChange) => unwrap(api.PATCH('/api/admin/orders/{id}', { params: { path: { id } }, body })),
    onSuccess: (_order, change) => {
      refresh();
      notification.success({ message: toastsFor(change).success });
    },
    onError: (error, change) => notification.error({ message: 'Fehler', description: `${toastsFor(change).failure} ${userMessageFor(error)}` }),
  });
}

/**
 * "Über Stripe erstatten": the card money goes back through Stripe and the order becomes 'Erstattet'. Refreshed either
 * way, since a refusal usually means another administrator refunded it first.
 */
export function useRefundAdminOrderAtStripe() {
  const refresh = useRefreshAfterOrderChange();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/admin/orders/{id}/payment/refund', { params: { path: { id } } })),
    onSuccess: ({ order, refund }) => notification.success({ message: `${order.orderNumber} über Stripe erstattet`, description: refundOutcome(refund) }),
    onError: (error) => notification.error({ message: 'Fehler', description: `Die Erstattung über Stripe hat nicht geklappt. ${userMessageFor(error)}` }),
    onSettled: refresh,
  });
}

export function useDeleteAdminOrder() {
  const refresh = useRefreshAfterOrderChange();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => expectOk(api.DELETE('/api/admin/orders/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      refresh();
      notification.success({ message: 'Bestellung gelöscht' });
    },
    onError: (error) => notification.error({ message: 'Fehler', description: `Fehler beim Löschen der Bestellung. ${userMessageFor(error)}` }),
  });
}
