import { ApiError, toApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/errors';
import { refreshSession } from '@/lib/api/session';
import { getAccessToken } from '@/lib/api/session-store';
import type { AdminProduct } from './types';

/**
 * Uploads one image with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * Same bearer token and error shape as the typed client; one retry after a silent refresh on 401.
 */
export async function uploadProductImage(productId: string, file: File, onProgress: (percent: number) => void): Promise<AdminProduct> {
  const attempt = () =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `/api/admin/products/${encodeURIComponent(productId)}/images`);
      const token = getAccessToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.responseType = 'json';
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
      xhr.onload = () => resolve({ status: xhr.status, body: xhr.response });
      xhr.onerror = () => reject(new ApiError({ statusCode: 0, code: 'NETWORK', message: UNEXPECTED_ERROR_MESSAGE }));
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });

  let result = await attempt();
  if (result.status === 401 && (await refreshSession())) result = await attempt();
  if (result.status < 200 || result.status >= 300) throw toApiError(result.body, new Response(null, { status: result.status }));
  return result.body as AdminProduct;
}
