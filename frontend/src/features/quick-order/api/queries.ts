import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type LookupItem = Schemas['LookupItemDto'];
export type BulkAnswer = Schemas['BulkCartAnswerDto'];
export type BulkPreview = Schemas['BulkCartPreviewDto'];
export type BulkLine = Schemas['BulkCartLineDto'];
export type RefusedLine = Schemas['BulkRefusedLineDto'];
export type AcceptedLine = Schemas['BulkAcceptedLineDto'];
export type Category = Schemas['CategoryDto'];

export const quickOrderKeys = {
  all: rootKeys.quickOrder,
  lookups: () => [...quickOrderKeys.all, 'lookup'] as const,
  lookup: (q: string) => [...quickOrderKeys.lookups(), q] as const,
  categories: () => [...quickOrderKeys.all, 'categories'] as const,
};

/** Suggestions for a term; short-lived because stock and prices move. */
export const lookupQueryOptions = (q: string) =>
  queryOptions({
    queryKey: quickOrderKeys.lookup(q),
    queryFn: ({ signal }) => unwrap(api.GET('/api/catalogue/lookup', { params: { query: { q } }, signal })),
    staleTime: 10_000,
  });

export const exportCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: quickOrderKeys.categories(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/catalogue/categories', { signal })),
    staleTime: 5 * 60_000,
  });
