import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

/** An owner's decision on a buyer's order: the order lists change, and an approval takes stock from the catalogue. */
function useOrderDecision<T>(decide: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      for (const key of [rootKeys.orders, rootKeys.catalogue]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export const useApproveOrder = () => useOrderDecision((id: string) => unwrap(api.POST('/api/orders/{id}/approve', { params: { path: { id } } })));

export const useRejectOrder = () =>
  useOrderDecision(({ id, reason }: { id: string; reason: string }) =>
    unwrap(api.POST('/api/orders/{id}/reject', { params: { path: { id } }, body: { reason } })),
  );
