import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { createElement, type ReactNode } from 'react';
import { SkippedReasons } from '../components/skipped-reasons';
import { runResultNotice } from '../components/run-result';
import { dunningKeys } from './queries';

type Notice = string | { type: 'success' | 'warning'; message: string; description?: ReactNode };

/** Every dunning change refreshes the list (and the admin's invoice data, whose open items it concerns). */
function useDunningMutation<T, R>(mutationFn: (input: T) => Promise<R>, success: (result: R) => Notice) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      const notice = success(result);
      if (typeof notice === 'string') notification.success({ message: notice });
      else notification[notice.type]({ message: notice.message, description: notice.description, duration: notice.type === 'warning' ? 0 : undefined });
    },
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: dunningKeys.all }), queryClient.invalidateQueries({ queryKey: rootKeys.admin.invoices })]),
  });
}

/** The run's notice names the letters not written (count and German reasons); it stays until closed then. */
export const useRunDunning = () =>
  useDunningMutation(
    () => unwrap(api.POST('/api/admin/dunning/run')),
    (result) => {
      const notice = runResultNotice(result);
      return { type: notice.type, message: notice.message, description: notice.reasons.length ? createElement(SkippedReasons, { reasons: notice.reasons }) : undefined };
    },
  );

export const useSetDunningHold = () =>
  useDunningMutation(
    (input: { invoiceId: string; hold: boolean; reason: string }) =>
      unwrap(api.POST('/api/admin/invoices/{id}/dunning-hold', { params: { path: { id: input.invoiceId } }, body: { hold: input.hold, reason: input.reason } })),
    (result) => (result.held ? 'Mahnwesen angehalten' : 'Mahnwesen fortgesetzt'),
  );

export const useResendDunningLetter = () =>
  useDunningMutation(
    (letterId: string) => unwrap(api.POST('/api/admin/dunning/letters/{id}/resend', { params: { path: { id: letterId } } })),
    (letter) => `${letter.label} erneut versandt`,
  );

export const useReleaseDeliveryBlock = () =>
  useDunningMutation(
    (input: { companyId: string; reason: string }) =>
      expectOk(api.POST('/api/admin/companies/{id}/delivery-block/release', { params: { path: { id: input.companyId } }, body: { reason: input.reason } })),
    () => 'Liefersperre aufgehoben',
  );
