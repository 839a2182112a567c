import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { adminNewsKeys, type SaveNewsInput } from './queries';
import { rootKeys } from '@/lib/query-keys';

function useNewsMutation<T>(run: (input: T) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminNewsKeys.all });
      // the dealers' list and unread badge of an administrator who is a dealer, too
      void queryClient.invalidateQueries({ queryKey: rootKeys.news });
      notification.success({ message: success });
    },
    onError: (error) => notification.error({ message: 'Fehler', description: `${failure} ${userMessageFor(error)}` }),
  });
}

export const useCreateNews = () =>
  useNewsMutation((input: SaveNewsInput) => unwrap(api.POST('/api/admin/news', { body: input })), 'News gespeichert', 'Die News konnte nicht gespeichert werden.');

export const useUpdateNews = () =>
  useNewsMutation(
    ({ id, ...input }: SaveNewsInput & { id: string }) => unwrap(api.PUT('/api/admin/news/{id}', { params: { path: { id } }, body: input })),
    'News gespeichert',
    'Die News konnte nicht gespeichert werden.',
  );

export const useDeleteNews = () =>
  useNewsMutation(
    (id: string) => expectOk(api.DELETE('/api/admin/news/{id}', { params: { path: { id } } })),
    'News gelöscht',
    'Die News konnte nicht gelöscht werden.',
  );
