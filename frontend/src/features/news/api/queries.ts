import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type NewsItem = components['schemas']['NewsDto'];

export const newsKeys = {
  all: rootKeys.news,
  list: () => [...newsKeys.all, 'list'] as const,
  unreadCount: () => [...newsKeys.all, 'unread-count'] as const,
};

export const newsQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.list(),
    queryFn: () => unwrap(api.GET('/api/news')),
  });

/** For the sidebar badge: looked at again every few minutes, so a scheduled item shows up. */
export const unreadNewsCountQueryOptions = () =>
  queryOptions({
    queryKey: newsKeys.unreadCount(),
    queryFn: async () => (await unwrap(api.GET('/api/news/unread-count'))).count,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
