import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type Cart = Schemas['CartDto'];
export type CartLine = Schemas['CartLineDto'];
export type DeliveryOption = Schemas['DeliveryOption'];

export const cartKeys = {
  all: rootKeys.cart,
  count: () => [...cartKeys.all, 'count'] as const,
  details: () => [...cartKeys.all, 'detail'] as const,
  /** The summary depends on the delivery (express surcharge, planned date). */
  detail: (delivery: DeliveryOption) => [...cartKeys.details(), delivery] as const,
};

export const cartCountQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.count(),
    queryFn: async () => (await unwrap(api.GET('/api/cart/count'))).count,
    staleTime: 30_000,
  });

export const cartQueryOptions = (delivery: DeliveryOption = 'standard') =>
  queryOptions({
    queryKey: cartKeys.detail(delivery),
    queryFn: ({ signal }) => unwrap(api.GET('/api/cart', { params: { query: { delivery } }, signal })),
  });

export type OwnCredit = Schemas['OwnCreditDto'];

/** Whether the checkout offers 'Kauf auf Rechnung' now; under the cart's key, since every placed order changes it. */
export const companyCreditQueryOptions = () =>
  queryOptions({
    queryKey: [...cartKeys.all, 'credit'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/api/company/credit', { signal })),
  });
