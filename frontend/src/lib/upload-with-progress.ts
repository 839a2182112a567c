import { ApiError, toApiError, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api/errors';
import { refreshSession } from '@/lib/api/session';
import { getAccessToken } from '@/lib/api/session-store';

export interface UploadRequest {
  method: 'POST' | 'PUT';
  url: string;
  file: File;
  /** 0–100 while the bytes go out. */
  onProgress?: (percent: number) => void;
}

/**
 * Sends one file as multipart (field `file`) with upload progress: XMLHttpRequest, because fetch cannot
 * report it. Same bearer token and error shape as the typed client; one retry after a silent refresh on 401.
 */
export async function uploadWithProgress<T>({ method, url, file, onProgress }: UploadRequest): Promise<T> {
  const attempt = () =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(method, url);
      const token = getAccessToken();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => resolve({ status: request.status, body: request.response });
      request.onerror = () => reject(new ApiError({ statusCode: 0, code: 'NETWORK', message: UNEXPECTED_ERROR_MESSAGE }));
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });

  let result = await attempt();
  if (result.status === 401 && (await refreshSession())) result = await attempt();
  if (result.status < 200 || result.status >= 300) throw toApiError(result.body, new Response(null, { status: result.status }));
  return result.body as T;
}
