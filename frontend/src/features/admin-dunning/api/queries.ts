import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { saveDownload } from '@/lib/api/download';
import { unwrap } from '@/lib/api/errors';
import type { components, operations } from '@/lib/api/schema.gen';
import { rootKeys } from '@/lib/query-keys';

export type DunningInvoice = components['schemas']['DunningInvoiceDto'];
export type DunningLetter = components['schemas']['DunningLetterDto'];
export type DunningFilter = components['schemas']['DunningFilter'];
export type DunningQuery = NonNullable<operations['getDunning']['parameters']['query']>;

export const dunningKeys = {
  all: rootKeys.admin.dunning,
  lists: () => [...dunningKeys.all, 'list'] as const,
  list: (query: DunningQuery) => [...dunningKeys.lists(), query] as const,
};

export const dunningQueryOptions = (query: DunningQuery) =>
  queryOptions({
    queryKey: dunningKeys.list(query),
    queryFn: () => unwrap(api.GET('/api/admin/dunning', { params: { query } })),
    placeholderData: keepPreviousData,
    // a new letter is rendered and mailed by the worker within seconds: refresh while one is in the making
    refetchInterval: (current) => (current.state.data?.items.some((item) => item.letters.some((letter) => !letter.rendered)) ? 3_000 : false),
  });

export function downloadDunningLetter(invoice: DunningInvoice, letter: DunningLetter): Promise<void> {
  return saveDownload(
    api.GET('/api/admin/dunning/letters/{id}.pdf', { params: { path: { id: letter.id } }, parseAs: 'blob' }),
    `${letter.label.replace(/[^A-Za-z0-9ÄÖÜäöüß]+/g, '_')}_${invoice.invoiceNumber}.pdf`,
  );
}
