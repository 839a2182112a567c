import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
};

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => unwrap(api.GET('/api/admin/dashboard')),
    staleTime: 30_000,
  });
