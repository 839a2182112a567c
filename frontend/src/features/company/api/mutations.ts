import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { companyKeys, type CompanyAddressInput, type InviteStaffInput, type UpdateStaffInput } from './queries';

/** One notification per outcome; every change reloads what the company screen shows. */
function useCompanyMutation<I, O>(mutationFn: (input: I) => Promise<O>, success: (input: I) => string, failure: string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      notification.success({ message: success(input) });
    },
    onError: (error) => notification.error({ message: failure, description: userMessageFor(error) }),
  });
}

export const useInviteStaff = () =>
  useCompanyMutation(
    (input: InviteStaffInput) => unwrap(api.POST('/api/company/staff', { body: input })),
    (input) => `Einladung an ${input.email} verschickt`,
    'Einladung nicht verschickt',
  );

export const useUpdateStaff = () =>
  useCompanyMutation(
    ({ id, ...body }: UpdateStaffInput & { id: string }) => unwrap(api.PATCH('/api/company/staff/{id}', { params: { path: { id } }, body })),
    () => 'Mitarbeiter gespeichert',
    'Änderung nicht gespeichert',
  );

export const useRemoveStaff = () =>
  useCompanyMutation(
    ({ id }: { id: string; email: string }) => expectOk(api.DELETE('/api/company/staff/{id}', { params: { path: { id } } })),
    ({ email }) => `${email} wurde entfernt`,
    'Nicht entfernt',
  );

export const useSaveAddress = () =>
  useCompanyMutation(
    ({ id, ...body }: CompanyAddressInput & { id?: string }) =>
      id
        ? unwrap(api.PATCH('/api/company/addresses/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/company/addresses', { body })),
    () => 'Lieferadresse gespeichert',
    'Lieferadresse nicht gespeichert',
  );

export const useDeleteAddress = () =>
  useCompanyMutation(
    (id: string) => expectOk(api.DELETE('/api/company/addresses/{id}', { params: { path: { id } } })),
    () => 'Lieferadresse gelöscht',
    'Lieferadresse nicht gelöscht',
  );
