import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components, operations } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type AdminOrder = components['schemas']['AdminOrderDto'];
export type AdminOrderFilters = NonNullable<operations['getAdminOrders']['parameters']['query']>;

export const adminOrderKeys = {
  all: rootKeys.admin.orders,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (filters: AdminOrderFilters) => [...adminOrderKeys.lists(), filters] as const,
  dealers: () => [...adminOrderKeys.all, 'dealers'] as const,
};

/** Every dealer for the dealer filter; orders belong to the dealer's user account, so the value is its id. */
export const orderDealerOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrderKeys.dealers(),
    queryFn: async () =>
      (await unwrap(api.GET('/api/admin/dealers/options'))).map((dealer) => ({ value: dealer.userId, label: dealer.companyName })),
    staleTime: 5 * 60_000,
  });

/** Every filter runs on the server (SQL); the page keeps showing the previous result while the next loads. */
export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: adminOrderKeys.list(filters),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/orders', { params: { query: filters }, signal })),
    placeholderData: keepPreviousData,
  });
