import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';
import { imageMigrationKeys } from './queries';
import type { StartImageMigrationRun } from './types';
import { rootKeys } from '@/lib/query-keys';

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartImageMigrationRun) => unwrap(api.POST('/api/admin/image-migration/runs', { body })),
    onSuccess: (run) => {
      queryClient.setQueryData(imageMigrationKeys.run(run.id), run);
      void queryClient.invalidateQueries({ queryKey: imageMigrationKeys.runs() });
    },
  });
}

/** After a run: the analysis is repeated, and the catalogue screens show the new addresses. */
export function useRunFinished() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: imageMigrationKeys.all });
    void queryClient.invalidateQueries({ queryKey: rootKeys.admin.catalogue });
    void queryClient.invalidateQueries({ queryKey: rootKeys.catalogue });
  };
}
