import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { newsKeys } from './queries';

/** Everything on the page counts as read; the list keeps its "Neu" marks until the next visit. */
export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await unwrap(api.POST('/api/news/read'))).count,
    onSuccess: (count) => queryClient.setQueryData(newsKeys.unreadCount(), count),
  });
}
