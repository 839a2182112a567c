import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { unwrap, userMessageFor } from '@/lib/api/errors';
import type { OrderStatus, PaymentStatus } from '@/components/orders/order-labels';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type AdminOrder = Schemas['AdminOrderDto'];
export type { OrderStatus, PaymentStatus } from '@/components/orders/order-labels';

export interface OrderListParams {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
}

/** Under the admin orders root, so any change to an order elsewhere in the back office refreshes this list too. */
export const dealersTabOrderKeys = {
  all: [...rootKeys.admin.orders, 'dealers-tab'] as const,
  list: (params: OrderListParams) => [...dealersTabOrderKeys.all, params] as const,
};

export const dealersTabOrdersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: dealersTabOrderKeys.list(params),
    queryFn: () => unwrap(api.GET('/api/admin/orders', { params: { query: { ...params, q: params.q || undefined } } })),
    placeholderData: keepPreviousData,
  });

type OrderChange = { id: string; status: OrderStatus } | { id: string; paymentStatus: PaymentStatus };

/** The two dropdowns of the list, with the admin spec's toasts. */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: ({ id, ...body }: OrderChange) => unwrap(api.PATCH('/api/admin/orders/{id}', { params: { path: { id } }, body })),
    onSuccess: (_order, change) => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.admin.orders });
      notification.success({ message: 'status' in change ? 'Bestellstatus aktualisiert' : 'Zahlungsstatus aktualisiert' });
    },
    onError: (error, change) =>
      notification.error({
        message: 'Fehler',
        description: `${'status' in change ? 'Fehler beim Aktualisieren des Bestellstatus.' : 'Fehler beim Aktualisieren des Zahlungsstatus.'} ${userMessageFor(error)}`,
      }),
  });
}
