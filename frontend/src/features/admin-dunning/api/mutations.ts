import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { dunningKeys } from './queries';

/** Every dunning change refreshes the list (and the admin's invoice data, whose open items it concerns). */
function useDunningMutation<T, R>(mutationFn: (input: T) => Promise<R>, success: (result: R) => string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: (result) => notification.success({ message: success(result) }),
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: dunningKeys.all }), queryClient.invalidateQueries({ queryKey: rootKeys.admin.invoices })]),
  });
}

export const useRunDunning = () =>
  useDunningMutation(
    () => unwrap(api.POST('/api/admin/dunning/run')),
    (result) => (result.letters === 0 ? 'Mahnlauf beendet: keine neuen Schreiben fällig' : `Mahnlauf beendet: ${result.letters} Schreiben erstellt`),
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
