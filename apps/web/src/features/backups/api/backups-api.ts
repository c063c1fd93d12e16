import {
  listBackups,
  restore,
  restoreListedBackup,
  startBackup,
  type RestoreResult,
} from '@family-recipes/shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { upload } from '../../../lib/api-upload';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** While a backup runs its record is read again this often, for its progress. */
const RUNNING_POLL_MS = 2_000;

/**
 * GET /api/admin/backups: the backups, the schedule and the notice. Read again every few seconds
 * while one of them runs, and not at all otherwise.
 */
export const backupsQueryOptions = () =>
  endpointQuery(
    listBackups,
    {},
    {
      refetchInterval: (query) =>
        query.state.data?.items.some((item) => item.status === 'running') ? RUNNING_POLL_MS : false,
    },
  );

/** POST /api/admin/backups: back up now. */
export function useStartBackup() {
  return useEndpointMutation(
    startBackup,
    () => ({}),
    (queryClient) => ({
      onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(listBackups) }),
    }),
  );
}

/** POST /api/admin/backups/:id/restore: a listed backup into a site without recipes. */
export function useRestoreListed() {
  return useMutation(endpointMutation(restoreListedBackup, (id: string) => ({ params: { id } })));
}

/** POST /api/admin/restore: a backup file from this computer, with the upload's progress. */
export function useRestoreFile(onProgress: (percent: number) => void) {
  return useMutation<RestoreResult, ApiError, File>({
    mutationFn: (file) => {
      const form = new FormData();
      form.append('file', file);
      return upload(restore, { form, onProgress });
    },
  });
}
