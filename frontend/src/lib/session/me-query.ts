import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import type { MeResponse } from '@/lib/api/contracts';
import { rootKeys } from '@/lib/query-keys';

export const authKeys = {
  all: rootKeys.auth,
  me: () => [...authKeys.all, 'me'] as const,
};

export async function fetchMe(): Promise<MeResponse> {
  return unwrap(api.GET('/api/auth/me'));
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: fetchMe,
    staleTime: 60_000,
  });
