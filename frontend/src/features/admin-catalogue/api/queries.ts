import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { AdminProductListParams } from './types';
import { rootKeys } from '@/lib/query-keys';

export const adminCatalogueKeys = {
  all: rootKeys.admin.catalogue,
  products: () => [...adminCatalogueKeys.all, 'products'] as const,
  productList: (params: AdminProductListParams) => [...adminCatalogueKeys.products(), 'list', params] as const,
  product: (id: string) => [...adminCatalogueKeys.products(), 'detail', id] as const,
  stats: () => [...adminCatalogueKeys.products(), 'stats'] as const,
  categories: () => [...adminCatalogueKeys.all, 'categories'] as const,
};

export const adminProductListQueryOptions = (params: AdminProductListParams) =>
  queryOptions({
    queryKey: adminCatalogueKeys.productList(params),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/products', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const adminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminCatalogueKeys.product(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/products/{id}', { params: { path: { id } }, signal })),
  });

export const productStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.stats(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/products/stats', { signal })),
  });

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCatalogueKeys.categories(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/categories', { signal })),
  });
