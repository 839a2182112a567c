import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { ProductListParams } from './types';
import { rootKeys } from '@/lib/query-keys';

/**
 * Prices depend on who asks (visitor, pending or approved dealer), so every key that carries prices
 * includes the viewer: signing in or out never shows another caller's cached prices.
 */
export const catalogueKeys = {
  all: rootKeys.catalogue,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (params: ProductListParams, viewer: string) => [...catalogueKeys.lists(), viewer, params] as const,
  details: () => [...catalogueKeys.all, 'detail'] as const,
  detail: (id: string, viewer: string) => [...catalogueKeys.details(), viewer, id] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  home: (viewer: string) => [...catalogueKeys.all, 'home', viewer] as const,
};

/** `user:<id>:<status>` → `user:<id>`: the same caller, whose dealer status may just have arrived. */
const callerOf = (viewer: string) => viewer.split(':').slice(0, 2).join(':');

export const productListQueryOptions = (params: ProductListParams, viewer: string) =>
  queryOptions({
    queryKey: catalogueKeys.list(params, viewer),
    queryFn: ({ signal }) => unwrap(api.GET('/api/catalogue/products', { params: { query: params }, signal })),
    // The previous page stays while the next loads, but never another caller's prices (sign-in, sign-out).
    placeholderData: (previous, previousQuery) =>
      previousQuery && callerOf(String(previousQuery.queryKey[catalogueKeys.lists().length])) === callerOf(viewer) ? previous : undefined,
    staleTime: 30_000,
  });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/catalogue/categories', { signal })),
    staleTime: 5 * 60_000,
  });

export const homeQueryOptions = (viewer: string) =>
  queryOptions({
    queryKey: catalogueKeys.home(viewer),
    queryFn: ({ signal }) => unwrap(api.GET('/api/catalogue/home', { signal })),
    staleTime: 60_000,
  });

export const productQueryOptions = (id: string, viewer: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id, viewer),
    queryFn: ({ signal }) => unwrap(api.GET('/api/catalogue/products/{id}', { params: { path: { id } }, signal })),
    retry: false,
  });
