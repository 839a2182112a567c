import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { expectOk, unwrap } from '@/lib/api/errors';
import { adminCatalogueKeys } from './queries';
import type { AdminProduct, SaveCategory, SaveProduct } from './types';
import { uploadProductImage } from './upload-image';

/** The storefront caches prices and counts too; its keys start with 'catalogue'. */
const STOREFRONT_KEY = ['catalogue'] as const;

function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return (product?: AdminProduct) => {
    if (product) queryClient.setQueryData(adminCatalogueKeys.product(product.id), product);
    void queryClient.invalidateQueries({ queryKey: adminCatalogueKeys.all });
    void queryClient.invalidateQueries({ queryKey: STOREFRONT_KEY });
  };
}

export function useSaveProduct(id: string | undefined) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: SaveProduct) =>
      id
        ? unwrap(api.PUT('/api/admin/products/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/admin/products', { body })),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => expectOk(api.DELETE('/api/admin/products/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}

export function useUploadProductImage(id: string) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => uploadProductImage(id, file, onProgress),
    onSuccess: invalidate,
  });
}

export function useRemoveProductImage(id: string) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (url: string) => unwrap(api.DELETE('/api/admin/products/{id}/images', { params: { path: { id }, query: { url } } })),
    onSuccess: invalidate,
  });
}

export function useSaveCategory(id: string | undefined) {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (body: SaveCategory) =>
      id
        ? unwrap(api.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/admin/categories', { body })),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidateCatalogue();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/admin/categories/{id}', { params: { path: { id } } })),
    onSuccess: () => invalidate(),
  });
}
