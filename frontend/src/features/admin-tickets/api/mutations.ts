import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { unwrap, userMessageFor } from '@/lib/api/errors';
import type { components } from '@/lib/api/schema.gen';
import { saveBlob } from '@/lib/save-blob';
import { adminTicketKeys } from './queries';

type UpdateTicketInput = components['schemas']['UpdateTicketDto'];

/** Toasts of the admin spec for the status ('Status aktualisiert' / its failure sentence), alike for the rest. */
function toastsFor(input: UpdateTicketInput): { success: string; failure: string } {
  if (input.status) return { success: 'Status aktualisiert', failure: 'Fehler beim Aktualisieren des Ticket-Status.' };
  if (input.priority) return { success: 'Priorität aktualisiert', failure: 'Fehler beim Aktualisieren der Priorität.' };
  return { success: 'Bearbeiter aktualisiert', failure: 'Fehler beim Zuweisen des Tickets.' };
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateTicketInput & { id: string }) =>
      unwrap(api.PATCH('/api/admin/tickets/{id}', { params: { path: { id } }, body: input })),
    onSuccess: (ticket, input) => {
      queryClient.setQueryData(adminTicketKeys.detail(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: adminTicketKeys.lists() });
      notification.success({ message: toastsFor(input).success });
    },
    onError: (error, input) => notification.error({ message: 'Fehler', description: `${toastsFor(input).failure} ${userMessageFor(error)}` }),
  });
}

export function useAddAdminTicketMessage(ticketId: string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (input: { body: string; internal: boolean }) =>
      unwrap(api.POST('/api/admin/tickets/{id}/messages', { params: { path: { id: ticketId } }, body: input })),
    onSuccess: (ticket, input) => {
      queryClient.setQueryData(adminTicketKeys.detail(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: adminTicketKeys.lists() });
      notification.success({ message: input.internal ? 'Notiz gespeichert' : 'Antwort gesendet' });
    },
    onError: (error, input) =>
      notification.error({
        message: 'Fehler',
        description: `${input.internal ? 'Die Notiz konnte nicht gespeichert werden.' : 'Die Antwort konnte nicht gesendet werden.'} ${userMessageFor(error)}`,
      }),
  });
}

export function useDownloadTicketAttachment(ticketId: string) {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const blob = await unwrap(
        api.GET('/api/admin/tickets/{id}/attachments/{attachmentId}', { params: { path: { id: ticketId, attachmentId: id } }, parseAs: 'blob' }),
      );
      saveBlob(blob as Blob, fileName);
    },
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
  });
}
