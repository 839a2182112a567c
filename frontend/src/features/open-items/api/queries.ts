import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type OpenItem = components['schemas']['OpenItemDto'];
export type OpenItemFilter = components['schemas']['OpenItemFilter'];
export type CompanyBalance = components['schemas']['CompanyBalanceDto'];

export const openItemKeys = {
  all: rootKeys.openItems,
  list: (status: OpenItemFilter, page: number) => [...openItemKeys.all, status, page] as const,
};

export const openItemsQueryOptions = (status: OpenItemFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: openItemKeys.list(status, page),
    queryFn: () => unwrap(api.GET('/api/invoices', { params: { query: { status, page, pageSize } } })),
    placeholderData: keepPreviousData,
  });
