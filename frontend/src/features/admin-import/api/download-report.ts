import { api } from '@/lib/api/client';
import { toApiError } from '@/lib/api/errors';

/** Fetches the error report (CSV) with the session's token and hands it to the browser as a download. */
export async function downloadErrorReport(id: string): Promise<void> {
  const { data, error, response } = await api.GET('/api/admin/imports/{id}/errors', { params: { path: { id } }, parseAs: 'blob' });
  if (!response.ok || !data) throw toApiError(error, response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(data as Blob);
  link.download = encoded ? decodeURIComponent(encoded) : 'Importbericht.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
