import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { expectOk, unwrap } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type RecordPaymentInput = components['schemas']['RecordPaymentDto'];
export type RecordedPayment = components['schemas']['RecordedPaymentDto'];

/** A payment changes receivables, the invoice lists and the order's payment status. */
function usePaymentChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      for (const key of [rootKeys.admin.receivables, rootKeys.admin.invoices, rootKeys.admin.orders]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** `key`: the form's Idempotency-Key (one per opening): a double click or a retry books once. */
export const useRecordPayment = () =>
  usePaymentChange(({ body, key }: { body: RecordPaymentInput; key: string }) =>
    unwrap<RecordedPayment>(api.POST('/api/admin/payments', { body, params: { header: { 'idempotency-key': key } } })),
  );

export const useReversePayment = () =>
  usePaymentChange(({ id, reason }: { id: string; reason: string }) =>
    expectOk(api.POST('/api/admin/payments/{id}/reverse', { params: { path: { id } }, body: { reason } })),
  );
