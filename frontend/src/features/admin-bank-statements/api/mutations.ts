import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { bankStatementKeys } from './queries';
import type { BankStatementDetail } from './types';

export function useUploadBankStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadWithProgress<BankStatementDetail>({ method: 'POST', url: '/api/admin/bank-statements', file, onProgress }),
    onSuccess: (detail) => {
      queryClient.setQueryData(bankStatementKeys.detail(detail.id), detail);
      void queryClient.invalidateQueries({ queryKey: bankStatementKeys.lists() });
    },
  });
}

/** Booking pays invoices: invoices, orders (payment status) and the dashboard change as well. */
export function useConfirmBankStatement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineIds?: string[]) => unwrap(api.POST('/api/admin/bank-statements/{id}/confirm', { params: { path: { id } }, body: lineIds ? { lineIds } : {} })),
    onSettled: () => {
      for (const queryKey of [bankStatementKeys.all, rootKeys.admin.invoices, rootKeys.admin.orders, rootKeys.admin.dashboard, rootKeys.orders]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useAssignBankStatementLine(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, invoiceNumber }: { lineId: string; invoiceNumber: string }) =>
      unwrap(api.POST('/api/admin/bank-statements/{id}/lines/{lineId}/assign', { params: { path: { id, lineId } }, body: { invoiceNumber } })),
    onSuccess: (detail) => {
      queryClient.setQueryData(bankStatementKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: bankStatementKeys.lists() });
    },
  });
}
