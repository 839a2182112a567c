import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { refundOutcome } from '@/components/orders/stripe-refund';
import { api } from '@/lib/api/client';
import { unwrap, userMessageFor } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { adminOrderKeys } from './queries';

export type DuplicatePayment = components['schemas']['DuplicateCardPaymentDto'];

const duplicateKeys = {
  all: () => [...adminOrderKeys.all, 'duplicate-payments'] as const,
  open: () => [...duplicateKeys.all(), 'open'] as const,
  ofOrder: (orderId: string) => [...duplicateKeys.all(), 'order', orderId] as const,
};

/** Money from a second card session still to refund, oldest first: the orders tab's work list. */
export const openDuplicatePaymentsQueryOptions = () =>
  queryOptions({
    queryKey: duplicateKeys.open(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/card-payments/duplicates', { signal })),
  });

/** One card order's second payments, refunded or not. */
export const orderDuplicatePaymentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: duplicateKeys.ofOrder(orderId),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/card-payments/duplicates', { params: { query: { orderId } }, signal })),
  });

/** "Über Stripe erstatten": the second money goes back through Stripe and is noted with the refund. */
export function useRefundDuplicateAtStripe() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/admin/card-payments/duplicates/{id}/refund', { params: { path: { id } } })),
    onSuccess: ({ duplicate, refund }) =>
      notification.success({ message: `Doppelte Zahlung zu ${duplicate.orderNumber} über Stripe erstattet`, description: refundOutcome(refund) }),
    onError: (error) => notification.error({ message: 'Fehler', description: `Die Erstattung über Stripe hat nicht geklappt. ${userMessageFor(error)}` }),
    // refreshed either way: a refusal usually means another administrator refunded or noted it first
    onSettled: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all() }),
  });
}

/** "Als erstattet vermerken": refunded in Stripe's dashboard, only noted here. */
export function useMarkDuplicateRefunded() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/admin/card-payments/duplicates/{id}/refunded', { params: { path: { id } } })),
    onSuccess: (duplicate) => notification.success({ message: `Erstattung zu ${duplicate.orderNumber} vermerkt` }),
    onError: (error) => notification.error({ message: 'Fehler', description: `Die Erstattung wurde nicht vermerkt. ${userMessageFor(error)}` }),
    // refreshed either way: a refusal usually means another administrator noted it first
    onSettled: () => queryClient.invalidateQueries({ queryKey: duplicateKeys.all() }),
  });
}
