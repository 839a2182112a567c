import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { saveDownload } from '@/lib/api/download';
import { unwrap } from '@/lib/api/errors';
import { rootKeys } from '@/lib/query-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { BulkLine, BulkPreview } from './queries';

/** One request for the whole list; the cart (badge, page) is refreshed through the one key root. */
export function useBulkAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: BulkLine[]) => unwrap(api.POST('/api/cart/items/bulk', { body: { lines } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.cart });
      void queryClient.invalidateQueries({ queryKey: rootKeys.quickOrder });
    },
  });
}

/** A pasted list travels as a small CSV file, so paste and upload go through the same reader on the server. */
export const pastedListFile = (text: string) => new File([text], 'eingefuegte-liste.csv', { type: 'text/csv' });

export const previewOrderList = (file: File) =>
  uploadWithProgress<BulkPreview>({ method: 'POST', url: '/api/cart/items/bulk/preview', file });

export function downloadCatalogue(format: 'csv' | 'xlsx', category: string | undefined) {
  const options = { params: { query: category ? { category } : {} }, parseAs: 'blob' as const };
  return format === 'csv'
    ? saveDownload(api.GET('/api/catalogue/export.csv', options), 'katalog.csv')
    : saveDownload(api.GET('/api/catalogue/export.xlsx', options), 'katalog.xlsx');
}
