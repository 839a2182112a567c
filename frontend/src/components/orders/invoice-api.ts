import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';
import { saveDownload } from '@/lib/api/download';
import type { components } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type OrderInvoice = components['schemas']['InvoiceSummaryDto'];
/** Whose view: the dealer's own order or the back office. */
export type InvoiceScope = 'dealer' | 'admin';
export type InvoiceDocument = 'invoice' | 'cancellation';
export type InvoiceFile = 'pdf' | 'xml';

export const orderInvoiceKeys = {
  all: rootKeys.orderInvoices,
  detail: (scope: InvoiceScope, orderId: string) => [...orderInvoiceKeys.all, scope, orderId] as const,
};

/** Only a shipped or delivered order without an invoice can get one by hand ('Rechnung erstellen'). */
export const invoiceable = (orderStatus: string) => orderStatus === 'shipped' || orderStatus === 'delivered';

const stillRendering = (invoice: OrderInvoice | null | undefined) =>
  Boolean(invoice && (!invoice.ready || (invoice.cancellation && !invoice.cancellation.ready)));

/** The order's invoice; asked for only when the order says it has one (else the API answers 404). */
export const orderInvoiceQueryOptions = (scope: InvoiceScope, orderId: string) =>
  queryOptions({
    queryKey: orderInvoiceKeys.detail(scope, orderId),
    queryFn: async (): Promise<OrderInvoice | null> => {
      const params = { params: { path: { id: orderId } } };
      const { data, error, response } =
        scope === 'admin' ? await api.GET('/api/admin/orders/{id}/invoice', params) : await api.GET('/api/orders/{id}/invoice', params);
      if (response.status === 404) return null;
      if (!response.ok || !data) throw toApiError(error, response);
      return data;
    },
    // PDF and XML are written by the worker within seconds of the invoice: ask again until they are there.
    refetchInterval: (query) => (stillRendering(query.state.data) ? 2_000 : false),
  });

export function downloadOrderInvoice(scope: InvoiceScope, orderId: string, file: InvoiceFile, document: InvoiceDocument, fallbackName: string) {
  const options = { params: { path: { id: orderId }, query: { document } }, parseAs: 'blob' as const };
  if (scope === 'admin') {
    return saveDownload(
      file === 'pdf' ? api.GET('/api/admin/orders/{id}/invoice.pdf', options) : api.GET('/api/admin/orders/{id}/invoice.xml', options),
      fallbackName,
    );
  }
  return saveDownload(file === 'pdf' ? api.GET('/api/orders/{id}/invoice.pdf', options) : api.GET('/api/orders/{id}/invoice.xml', options), fallbackName);
}

export const createOrderInvoice = (orderId: string) =>
  api.POST('/api/admin/orders/{id}/invoice', { params: { path: { id: orderId } } }).then(({ data, error, response }) => {
    if (!response.ok || !data) throw toApiError(error, response);
    return data;
  });
