import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

/**
 * Apart from queries.ts on purpose: only the lazily loaded charts import this, so their chunk needs nothing
 * from the admin chunk. The key hangs under the dashboard's, which refreshes it after every change.
 */
export const dashboardChartsQueryOptions = () =>
  queryOptions({
    queryKey: [...rootKeys.admin.dashboard, 'charts'] as const,
    queryFn: () => unwrap(api.GET('/api/admin/dashboard/charts')),
    staleTime: 60_000,
  });
