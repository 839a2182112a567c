import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { DealerDocument, DealerDocumentKind } from './queries';

/** PUT /api/dealers/me/documents/{kind} as multipart, with upload progress. */
export function uploadDocument(kind: DealerDocumentKind, file: File, onProgress: (percent: number) => void): Promise<DealerDocument> {
  return uploadWithProgress({ method: 'PUT', url: `/api/dealers/me/documents/${kind}`, file, onProgress });
}
