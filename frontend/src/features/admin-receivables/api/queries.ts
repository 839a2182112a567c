import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { saveDownload } from '@/lib/api/download';
import type { components, operations } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type ReceivableRow = components['schemas']['ReceivableRowDto'];
export type Ageing = components['schemas']['AgeingDto'];
export type ReceivablesView = components['schemas']['ReceivablesView'];
export type CompanyReceivables = components['schemas']['CompanyReceivablesDto'];
export type ReceivableOpenItem = components['schemas']['OpenItemDto'];
export type IncomingPayment = components['schemas']['IncomingPaymentDto'];
export type ReceivablesFilters = NonNullable<operations['getReceivables']['parameters']['query']>;
export type PaymentPart = components['schemas']['PaymentPartDto'];
export type PaymentPreviewQuery = operations['previewPayment']['parameters']['query'];

export const receivablesKeys = {
  all: rootKeys.admin.receivables,
  lists: () => [...receivablesKeys.all, 'list'] as const,
  list: (filters: ReceivablesFilters) => [...receivablesKeys.lists(), filters] as const,
  company: (companyId: string) => [...receivablesKeys.all, 'company', companyId] as const,
  preview: (query: PaymentPreviewQuery) => [...receivablesKeys.all, 'payment-preview', query] as const,
};

export const receivablesQueryOptions = (filters: ReceivablesFilters) =>
  queryOptions({
    queryKey: receivablesKeys.list(filters),
    queryFn: () => unwrap(api.GET('/api/admin/receivables', { params: { query: filters } })),
    placeholderData: keepPreviousData,
  });

export const companyReceivablesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: receivablesKeys.company(companyId),
    queryFn: () => unwrap(api.GET('/api/admin/receivables/{companyId}', { params: { path: { companyId } } })),
  });

/** Where a payment would go if booked now (the form shows it before booking); a refusal is the server's German message. */
export const paymentPreviewQueryOptions = (query: PaymentPreviewQuery) =>
  queryOptions({
    queryKey: receivablesKeys.preview(query),
    queryFn: () => unwrap(api.GET('/api/admin/payments/preview', { params: { query } })),
    retry: false,
  });

/** Everything the filters select (paging does not apply), as CSV or Excel. */
export function downloadReceivables(filters: ReceivablesFilters, format: 'csv' | 'xlsx'): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...query } = filters;
  const options = { params: { query }, parseAs: 'blob' as const };
  return saveDownload(
    format === 'csv' ? api.GET('/api/admin/receivables/export.csv', options) : api.GET('/api/admin/receivables/export.xlsx', options),
    `forderungen.${format}`,
  );
}
