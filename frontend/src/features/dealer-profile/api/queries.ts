import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type DealerProfile = Schemas['DealerProfileDto'];
export type DealerDocument = Schemas['DealerDocumentDto'];
export type DealerDocumentKind = Schemas['DealerDocumentKind'];
export type UpdateDealerProfileInput = Schemas['UpdateDealerProfileDto'];

export const dealerProfileKeys = {
  all: rootKeys.dealerProfile,
  own: () => [...dealerProfileKeys.all, 'own'] as const,
};

export const ownDealerProfileQueryOptions = () =>
  queryOptions({
    queryKey: dealerProfileKeys.own(),
    queryFn: () => unwrap(api.GET('/api/dealers/me')),
  });
