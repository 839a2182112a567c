import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { importKeys } from './queries';
import type { ImportDetail, ImportMapping } from './types';

/** Products and categories change with an import: the catalogue screens refetch. */
const CATALOGUE_KEYS = [['admin-catalogue'], ['catalogue']] as const;

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) =>
      uploadWithProgress<ImportDetail>({ method: 'POST', url: '/api/admin/imports', file, onProgress }),
    onSuccess: (detail) => queryClient.setQueryData(importKeys.detail(detail.id), detail),
  });
}

export function useStartImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { mapping: ImportMapping; saveMappingAs?: string }) =>
      unwrap(api.POST('/api/admin/imports/{id}/start', { params: { path: { id } }, body })),
    onSuccess: (detail) => {
      queryClient.setQueryData(importKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}

export function useCancelImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/imports/{id}/cancel', { params: { path: { id } } })),
    onSuccess: (detail) => {
      queryClient.setQueryData(importKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    },
  });
}

/** After an import ended: history and catalogue screens show the new state. */
export function useImportFinished() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: importKeys.lists() });
    for (const queryKey of CATALOGUE_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
}
