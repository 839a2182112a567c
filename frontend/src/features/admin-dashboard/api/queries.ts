import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

export const dashboardKeys = {
  all: rootKeys.admin.dashboard,
};

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: () => unwrap(api.GET('/api/admin/dashboard')),
    staleTime: 30_000,
  });
