import { toApiError } from './errors';

interface FileResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/**
 * Hands a file that the API serves only to signed-in callers (bearer token, so no plain link) to the
 * browser as a download, under the name the server gives in Content-Disposition.
 */
export async function saveDownload(pending: Promise<FileResult>, fallbackName: string): Promise<void> {
  const { data, error, response } = await pending;
  if (!response.ok || !data) throw toApiError(error, response);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
