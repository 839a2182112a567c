import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { adminDealerKeys, type AdminDealer, type DealerDocumentKind } from './queries';

/** The status the admin saw when deciding: if another admin decided meanwhile, the server refuses (409) and says so. */
type SeenStatus = AdminDealer['status'];

/**
 * Toasts as the admin spec lists them: its failure sentence, followed by the server's reason. Approval and
 * rejection also change the dashboard's dealer counts.
 */
function useDealerMutation<T>(run: (input: T) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminDealerKeys.all });
    void queryClient.invalidateQueries({ queryKey: rootKeys.admin.dashboard });
  };
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      refresh();
      notification.success({ message: success });
    },
    onError: (error) => {
      // A refusal often means the page is out of date (another admin decided): show what is so now.
      refresh();
      notification.error({ message: 'Fehler', description: `${failure} ${userMessageFor(error)}` });
    },
  });
}

export const useApproveDealer = () =>
  useDealerMutation(
    ({ id, discountLevel, expectedStatus }: { id: string; discountLevel: number; expectedStatus: SeenStatus }) =>
      unwrap(api.POST('/api/admin/dealers/{id}/approve', { params: { path: { id } }, body: { discountLevel, expectedStatus } })),
    'Händler freigegeben',
    'Fehler beim Freigeben des Händlers.',
  );

export const useRejectDealer = () =>
  useDealerMutation(
    ({ id, reason, expectedStatus }: { id: string; reason: string; expectedStatus: SeenStatus }) =>
      unwrap(api.POST('/api/admin/dealers/{id}/reject', { params: { path: { id } }, body: { reason, expectedStatus } })),
    'Händler abgelehnt',
    'Fehler beim Ablehnen des Händlers.',
  );

export const useUpdateDealerDiscount = () =>
  useDealerMutation(
    ({ id, discountLevel }: { id: string; discountLevel: number }) =>
      unwrap(api.PATCH('/api/admin/dealers/{id}', { params: { path: { id } }, body: { discountLevel } })),
    'Händler aktualisiert',
    'Fehler beim Aktualisieren des Händlers.',
  );

export const useLockDealerPerson = () =>
  useDealerMutation(
    ({ userId }: { userId: string; email: string }) => expectOk(api.POST('/api/admin/dealers/people/{id}/lock', { params: { path: { id: userId } } })),
    'Person gesperrt',
    'Fehler beim Sperren der Person.',
  );

export const useUnlockDealerPerson = () =>
  useDealerMutation(
    ({ userId }: { userId: string; email: string }) => expectOk(api.POST('/api/admin/dealers/people/{id}/unlock', { params: { path: { id: userId } } })),
    'Person entsperrt',
    'Fehler beim Entsperren der Person.',
  );

/** Opens the tab at once (no popup blocker), then points it at the five-minute link. */
export function useOpenDealerDocument() {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: async ({ id, kind }: { id: string; kind: DealerDocumentKind }) => {
      const tab = window.open('', '_blank');
      try {
        const link = await unwrap(api.GET('/api/admin/dealers/{id}/documents/{kind}', { params: { path: { id, kind } } }));
        if (tab) tab.location.href = link.url;
        else window.location.assign(link.url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
  });
}

export type CompanyCreditInput = { purchaseOnAccount: boolean; paymentTermId: string | null; creditLimit: string };

/** 'Kauf auf Rechnung' of a company: allowed, its payment terms, its credit limit. */
export const useUpdateCompanyCredit = () =>
  useDealerMutation(
    ({ companyId, input }: { companyId: string; input: CompanyCreditInput }) =>
      unwrap(api.PUT('/api/admin/companies/{id}/credit', { params: { path: { id: companyId } }, body: input })),
    'Kauf auf Rechnung gespeichert',
    'Fehler beim Speichern von Kauf auf Rechnung.',
  );
