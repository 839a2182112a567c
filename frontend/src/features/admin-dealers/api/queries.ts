import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type AdminDealer = Schemas['DealerProfileDto'];
export type DealerStatus = Schemas['DealerStatus'];
export type DealerDocumentKind = Schemas['DealerDocumentKind'];

export const adminDealerKeys = {
  all: rootKeys.admin.dealers,
  lists: () => [...adminDealerKeys.all, 'list'] as const,
  list: (status: DealerStatus) => [...adminDealerKeys.lists(), status] as const,
};

export const adminDealersQueryOptions = (status: DealerStatus) =>
  queryOptions({
    queryKey: adminDealerKeys.list(status),
    queryFn: () => unwrap(api.GET('/api/admin/dealers', { params: { query: { status } } })),
  });
