import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { ImageMigrationRunSummary } from './types';
import { rootKeys } from '@/lib/query-keys';

const POLL_MS = 1000;
export const isRunActive = (run: Pick<ImageMigrationRunSummary, 'status'> | undefined) => run?.status === 'queued' || run?.status === 'running';

export const imageMigrationKeys = {
  all: rootKeys.admin.imageMigration,
  analysis: (page: number) => [...imageMigrationKeys.all, 'analysis', page] as const,
  runs: () => [...imageMigrationKeys.all, 'runs'] as const,
  run: (id: string) => [...imageMigrationKeys.all, 'run', id] as const,
};

export const analysisQueryOptions = (page: number) =>
  queryOptions({
    queryKey: imageMigrationKeys.analysis(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/image-migration/analysis', { params: { query: { page, pageSize: 10 } }, signal })),
    placeholderData: keepPreviousData,
  });

export const runsQueryOptions = () =>
  queryOptions({
    queryKey: imageMigrationKeys.runs(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/image-migration/runs', { signal })),
    refetchInterval: (query) => (query.state.data?.items.some(isRunActive) ? POLL_MS : false),
  });

/** A run while it works is asked for every second (its row carries the counters). */
export const runQueryOptions = (id: string) =>
  queryOptions({
    queryKey: imageMigrationKeys.run(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/image-migration/runs/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (query) => (isRunActive(query.state.data) ? POLL_MS : false),
  });
