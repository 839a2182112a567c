import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

export const cartKeys = {
  all: rootKeys.cart,
  count: () => [...cartKeys.all, 'count'] as const,
};

export const cartCountQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.count(),
    queryFn: async () => (await unwrap(api.GET('/api/cart/count'))).count,
    staleTime: 30_000,
  });
