import { refreshSession } from '@/lib/api/session';
import { getAccessToken } from '@/lib/api/session-store';
import { toApiError } from '@/lib/api/errors';
import type { DealerDocument, DealerDocumentKind } from './queries';

/**
 * PUT /api/dealers/me/documents/{kind} as multipart. XMLHttpRequest rather than fetch, because only
 * it reports upload progress. A 401 refreshes the session once and retries.
 */
export async function uploadDocument(kind: DealerDocumentKind, file: File, onProgress: (percent: number) => void): Promise<DealerDocument> {
  const attempt = () =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('PUT', `/api/dealers/me/documents/${kind}`);
      const token = getAccessToken();
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.responseType = 'json';
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      request.onload = () => resolve({ status: request.status, body: request.response });
      request.onerror = () => reject(new TypeError('Netzwerkfehler'));
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });

  let result = await attempt();
  if (result.status === 401 && (await refreshSession())) result = await attempt();
  if (result.status >= 200 && result.status < 300) return result.body as DealerDocument;
  throw toApiError(result.body, new Response(null, { status: result.status }));
}
