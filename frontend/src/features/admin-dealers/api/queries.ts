import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { components } from '@/lib/api/schema.gen';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';

type Schemas = components['schemas'];
export type AdminDealer = Schemas['AdminDealerDto'];
export type DealerPerson = Schemas['CompanyPersonDto'];
export type DealerStatus = Schemas['DealerStatus'];
export type DealerDocumentKind = Schemas['DealerDocumentKind'];

export interface DealerListParams {
  status: DealerStatus;
  page: number;
  pageSize: number;
  q?: string;
}

export const adminDealerKeys = {
  all: rootKeys.admin.dealers,
  lists: () => [...adminDealerKeys.all, 'list'] as const,
  list: (params: DealerListParams) => [...adminDealerKeys.lists(), params] as const,
};

export const adminDealersQueryOptions = (params: DealerListParams) =>
  queryOptions({
    queryKey: adminDealerKeys.list(params),
    queryFn: () => unwrap(api.GET('/api/admin/dealers', { params: { query: { ...params, q: params.q || undefined } } })),
    placeholderData: keepPreviousData,
  });

export type CompanyCreditStanding = Schemas['CompanyCreditStandingDto'];
export type PaymentTerm = Schemas['ReceivablesSettingsDto']['paymentTerms'][number];

/** One company's 'Kauf auf Rechnung' with what it owes now (the dialog reads it when it opens). */
export const companyCreditQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...adminDealerKeys.all, 'credit', companyId] as const,
    queryFn: () => unwrap(api.GET('/api/admin/companies/{id}/credit', { params: { path: { id: companyId } } })),
  });

/** The payment terms the back office maintains in the receivables settings, for the dialog's select. */
export const paymentTermsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminDealerKeys.all, 'payment-terms'] as const,
    queryFn: async () => {
      const settings = await unwrap(api.GET('/api/admin/settings/receivables'));
      return { terms: settings.paymentTerms, defaultId: settings.defaultPaymentTermId };
    },
    staleTime: 60_000,
  });
