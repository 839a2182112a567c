import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { unwrap, userMessageFor } from '@/lib/api/errors';
import { saveBlob } from '@/lib/save-blob';
import { type CreateTicketInput, type OwnTicketDetail, ticketKeys } from './queries';

/** One file to an own ticket (multipart; the typed client passes FormData through as it is). */
function uploadAttachment(ticketId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return unwrap(api.POST('/api/tickets/{id}/attachments', { params: { path: { id: ticketId } }, body: form as unknown as { file: string } }));
}

/**
 * Opens the ticket, then sends its files one by one. A refused file does not undo the ticket: the
 * dealer is told which one and can attach it again from the ticket.
 */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: async ({ input, files }: { input: CreateTicketInput; files: File[] }) => {
      const ticket = await unwrap(api.POST('/api/tickets', { body: input }));
      const failed: string[] = [];
      for (const file of files) {
        try {
          await uploadAttachment(ticket.id, file);
        } catch (error) {
          failed.push(`${file.name}: ${userMessageFor(error)}`);
        }
      }
      return { ticket, failed };
    },
    onSuccess: ({ ticket, failed }) => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      notification.success({ message: 'Ticket erstellt', description: `Ihr Ticket ${ticket.ticketNumber} ist bei uns eingegangen. Wir melden uns per E-Mail.` });
      if (failed.length > 0) notification.warning({ message: 'Anhang nicht übernommen', description: failed.join('\n') });
    },
    onError: (error) => notification.error({ message: 'Fehler', description: `Das Ticket konnte nicht erstellt werden. ${userMessageFor(error)}` }),
  });
}

function useTicketChange<T>(ticketId: string, run: (input: T) => Promise<OwnTicketDetail>, success: string, failure: string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: run,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.detail(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
      notification.success({ message: success });
    },
    onError: (error) => notification.error({ message: 'Fehler', description: `${failure} ${userMessageFor(error)}` }),
  });
}

export const useReplyToTicket = (ticketId: string) =>
  useTicketChange(
    ticketId,
    (body: string) => unwrap(api.POST('/api/tickets/{id}/messages', { params: { path: { id: ticketId } }, body: { body } })),
    'Antwort gesendet',
    'Die Antwort konnte nicht gesendet werden.',
  );

export const useCloseTicket = (ticketId: string) =>
  useTicketChange(
    ticketId,
    () => unwrap(api.POST('/api/tickets/{id}/close', { params: { path: { id: ticketId } } })),
    'Ticket geschlossen',
    'Das Ticket konnte nicht geschlossen werden.',
  );

export function useAttachFile(ticketId: string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(ticketId, file),
    onSuccess: (attachment) => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) });
      notification.success({ message: 'Upload erfolgreich', description: `${attachment.fileName} wurde angehängt.` });
    },
    onError: (error) => notification.error({ message: 'Upload fehlgeschlagen', description: userMessageFor(error) }),
  });
}

export function useDownloadOwnAttachment(ticketId: string) {
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) => {
      const blob = await unwrap(
        api.GET('/api/tickets/{id}/attachments/{attachmentId}', { params: { path: { id: ticketId, attachmentId: id } }, parseAs: 'blob' }),
      );
      saveBlob(blob as Blob, fileName);
    },
    onError: (error) => notification.error({ message: 'Fehler', description: userMessageFor(error) }),
  });
}
