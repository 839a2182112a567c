import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { AdminProduct } from './types';

/** Uploads one product image with progress. */
export function uploadProductImage(productId: string, file: File, onProgress: (percent: number) => void): Promise<AdminProduct> {
  return uploadWithProgress({ method: 'POST', url: `/api/admin/products/${encodeURIComponent(productId)}/images`, file, onProgress });
}
