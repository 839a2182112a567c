import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { ImportDetail, ImportMapping } from './types';
import { rootKeys } from '@/lib/query-keys';

/** While the worker has it, the screen asks every second; the row in the database carries the progress. */
const POLL_MS = 1000;
export const isImportActive = (status: ImportDetail['status'] | undefined) => status === 'queued' || status === 'running';

export const importKeys = {
  all: rootKeys.admin.import,
  lists: () => [...importKeys.all, 'list'] as const,
  list: (page: number) => [...importKeys.lists(), page] as const,
  detail: (id: string) => [...importKeys.all, 'detail', id] as const,
  preview: (id: string, mapping: ImportMapping) => [...importKeys.all, 'preview', id, mapping] as const,
};

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/imports/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (query) => (isImportActive(query.state.data?.status) ? POLL_MS : false),
  });

export const importListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: importKeys.list(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/imports', { params: { query: { page, pageSize: 10 } }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((item) => isImportActive(item.status)) ? POLL_MS : false),
  });

/** The first rows as the server will store them with this mapping (derivations and checks are the server's). */
export const importPreviewQueryOptions = (id: string, mapping: ImportMapping) =>
  queryOptions({
    queryKey: importKeys.preview(id, mapping),
    queryFn: ({ signal }) => unwrap(api.POST('/api/admin/imports/{id}/preview', { params: { path: { id } }, body: { mapping }, signal })),
    placeholderData: keepPreviousData,
  });
