import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api/client';
import { expectOk } from '@/lib/api/errors';

/**
 * Bull Board is served by the backend, not by this SPA. It cannot read our in-memory bearer
 * token, so we first ask for a short-lived cookie scoped to its path, then leave the SPA.
 */
async function openJobQueues(): Promise<void> {
  await expectOk(api.POST('/api/auth/queue-session'));
  window.location.assign(paths.jobQueues);
}

export function useOpenJobQueues() {
  return useMutation({ mutationFn: openJobQueues });
}
