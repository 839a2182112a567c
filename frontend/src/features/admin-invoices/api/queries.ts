import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { saveDownload } from '@/lib/api/download';
import type { components, operations } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type AdminInvoice = components['schemas']['AdminInvoiceDto'];
export type InvoiceState = components['schemas']['InvoiceState'];
export type InvoiceFilters = NonNullable<operations['getAdminInvoices']['parameters']['query']>;

export const adminInvoiceKeys = {
  all: rootKeys.admin.invoices,
  lists: () => [...adminInvoiceKeys.all, 'list'] as const,
  list: (filters: InvoiceFilters) => [...adminInvoiceKeys.lists(), filters] as const,
};

export const adminInvoicesQueryOptions = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: adminInvoiceKeys.list(filters),
    queryFn: () => unwrap(api.GET('/api/admin/invoices', { params: { query: filters } })),
    placeholderData: keepPreviousData,
    // a new invoice is rendered by the worker within seconds: refresh while one is still in the making
    refetchInterval: (query) => (query.state.data?.items.some((invoice) => !invoice.ready) ? 3_000 : false),
  });

/** The accountant's CSV of everything the filters select (paging does not apply). */
export function downloadInvoicesCsv(filters: InvoiceFilters): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...rest } = filters;
  return saveDownload(api.GET('/api/admin/invoices/export.csv', { params: { query: rest }, parseAs: 'blob' }), 'rechnungen.csv');
}

export function downloadInvoiceFile(invoice: AdminInvoice, file: 'pdf' | 'xml'): Promise<void> {
  const params = { params: { path: { id: invoice.id } }, parseAs: 'blob' as const };
  return saveDownload(
    file === 'pdf' ? api.GET('/api/admin/invoices/{id}.pdf', params) : api.GET('/api/admin/invoices/{id}.xml', params),
    `${invoice.number}.${file}`,
  );
}
