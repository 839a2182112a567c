import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type AdminDealer = Schemas['AdminDealerDto'];
export type DealerPerson = Schemas['CompanyPersonDto'];
export type DealerStatus = Schemas['DealerStatus'];
export type DealerDocumentKind = Schemas['DealerDocumentKind'];

export interface DealerListParams {
  status: DealerStatus;
  page: number;
  pageSize: number;
  q?: string;
}

export const adminDealerKeys = {
  all: rootKeys.admin.dealers,
  lists: () => [...adminDealerKeys.all, 'list'] as const,
  list: (params: DealerListParams) => [...adminDealerKeys.lists(), params] as const,
};

export const adminDealersQueryOptions = (params: DealerListParams) =>
  queryOptions({
    queryKey: adminDealerKeys.list(params),
    queryFn: () => unwrap(api.GET('/api/admin/dealers', { params: { query: { ...params, q: params.q || undefined } } })),
    placeholderData: keepPreviousData,
  });
