import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type AdminNews = components['schemas']['AdminNewsDto'];
export type SaveNewsInput = components['schemas']['SaveNewsDto'];

export const adminNewsKeys = {
  all: rootKeys.admin.news,
  list: () => [...adminNewsKeys.all, 'list'] as const,
};

export const adminNewsQueryOptions = () =>
  queryOptions({
    queryKey: adminNewsKeys.list(),
    queryFn: () => unwrap(api.GET('/api/admin/news')),
  });
