import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { api } from '@/lib/api/client';
import { expectOk, unwrap, userMessageFor } from '@/lib/api/errors';
import { company } from '@/config/company';
import { companyKeys, type CompanyAddress, type CompanyAddressInput, type InviteStaffInput, type UpdateStaffInput } from './queries';

/** What a success notification says: a plain message, or a warning when the change went through with a catch. */
type Outcome = string | { warning: string; description: string };

/** One notification per outcome; every change reloads what the company screen shows. */
function useCompanyMutation<I, O>(mutationFn: (input: I) => Promise<O>, success: (input: I, data: O) => Outcome, failure: string) {
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  return useMutation({
    mutationFn,
    onSuccess: (data, input) => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      const outcome = success(input, data);
      if (typeof outcome === 'string') notification.success({ message: outcome });
      else notification.warning({ message: outcome.warning, description: outcome.description, duration: 10 });
    },
    onError: (error) => notification.error({ message: failure, description: userMessageFor(error) }),
  });
}

/** "Bremen, Oldenburg, Hannover, Osnabrück und Hamburg" */
const deliveryCities = () => {
  const cities = company.deliveryCities;
  return cities.length <= 1 ? (cities[0] ?? '') : `${cities.slice(0, -1).join(', ')} und ${cities.at(-1)}`;
};

/** The warning beside an address outside the delivery areas (the server's flag; it keeps the address). */
export const outsideDeliveryAreaText = () =>
  `Wir liefern derzeit nur nach ${deliveryCities()}. An diese Adresse nehmen wir an der Kasse keine Bestellung an; gespeichert bleibt sie trotzdem.`;

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
    ({ id, ...body }: CompanyAddressInput & { id?: string }): Promise<CompanyAddress> =>
      id
        ? unwrap(api.PATCH('/api/company/addresses/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/company/addresses', { body })),
    (_input, saved) =>
      saved.inDeliveryArea === false
        ? { warning: 'Lieferadresse gespeichert – außerhalb unseres Liefergebiets', description: outsideDeliveryAreaText() }
        : 'Lieferadresse gespeichert',
    'Lieferadresse nicht gespeichert',
  );

export const useDeleteAddress = () =>
  useCompanyMutation(
    (id: string) => expectOk(api.DELETE('/api/company/addresses/{id}', { params: { path: { id } } })),
    () => 'Lieferadresse gelöscht',
    'Lieferadresse nicht gelöscht',
  );
