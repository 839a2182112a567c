import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

export const bankStatementKeys = {
  all: rootKeys.admin.bankStatements,
  lists: () => [...bankStatementKeys.all, 'list'] as const,
  list: (page: number) => [...bankStatementKeys.lists(), page] as const,
  detail: (id: string) => [...bankStatementKeys.all, 'detail', id] as const,
};

export const bankStatementListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: bankStatementKeys.list(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/bank-statements', { params: { query: { page, pageSize: 10 } }, signal })),
    placeholderData: keepPreviousData,
  });

export const bankStatementQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bankStatementKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/bank-statements/{id}', { params: { path: { id } }, signal })),
  });
