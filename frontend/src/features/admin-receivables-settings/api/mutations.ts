import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { type ReceivablesSettings, receivablesSettingsKeys } from './queries';

/** Replaces the whole settings document; the answer is what the server stored (sorted, trimmed). */
export function useSaveReceivablesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReceivablesSettings) => unwrap(api.PUT('/api/admin/settings/receivables', { body: settings })),
    onSuccess: (saved) => queryClient.setQueryData(receivablesSettingsKeys.all, saved),
  });
}
