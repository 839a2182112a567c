import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { type DealerDocumentKind, dealerProfileKeys, type UpdateDealerProfileInput } from './queries';
import { uploadDocument } from './upload';
import { rootKeys } from '@/lib/query-keys';

export function useUpdateDealerProfile() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (input: UpdateDealerProfileInput) => unwrap(api.PATCH('/api/dealers/me', { body: input })),
    onSuccess: (profile) => {
      queryClient.setQueryData(dealerProfileKeys.own(), profile);
      void queryClient.invalidateQueries({ queryKey: rootKeys.auth });
      void queryClient.invalidateQueries({ queryKey: rootKeys.company });
      notification.success({ message: 'Profil aktualisiert' });
    },
    onError: (error) => notification.error({ message: 'Fehler beim Speichern', description: userMessageFor(error) }),
  });
}

export function useUploadDocument(kind: DealerDocumentKind, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (file: File) => uploadDocument(kind, file, onProgress),
    onSuccess: (document) => {
      void queryClient.invalidateQueries({ queryKey: dealerProfileKeys.all });
      notification.success({ message: 'Upload erfolgreich', description: `${document.fileName} wurde hochgeladen.` });
    },
    onError: (error) => notification.error({ message: 'Upload fehlgeschlagen', description: userMessageFor(error) }),
  });
}

export function useRemoveDocument(kind: DealerDocumentKind) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: () => expectOk(api.DELETE('/api/dealers/me/documents/{kind}', { params: { path: { kind } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealerProfileKeys.all });
      notification.success({ message: 'Datei entfernt' });
    },
    onError: (error) =>
      notification.error({ message: 'Fehler', description: `Die Datei konnte nicht entfernt werden. ${userMessageFor(error)}` }),
  });
}

/** Opens the tab first (so no popup blocker interferes), then points it at the short-lived link. */
export function useOpenOwnDocument() {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: async (kind: DealerDocumentKind) => {
      const tab = window.open('', '_blank');
      try {
        const link = await unwrap(api.GET('/api/dealers/me/documents/{kind}', { params: { path: { kind } } }));
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
