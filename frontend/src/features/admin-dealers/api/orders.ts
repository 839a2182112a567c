import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { unwrap } from '@/lib/api/errors';
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
