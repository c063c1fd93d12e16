import {
  listBackups,
  restore,
  restoreListedBackup,
  startBackup,
  type BackupList,
  type RestoreResult,
} from '@family-recipes/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { upload } from '../../../lib/api-upload';
import { call } from '../../../lib/endpoint-client';

/** Only this feature reads the backups (lib/query-keys.ts holds the keys features share). */
const backupKeys = {
  list: () => ['backups', 'list'] as const,
};

/** While a backup runs its record is read again this often, for its progress. */
const RUNNING_POLL_MS = 2_000;

/**
 * GET /api/admin/backups: the backups, the schedule and the notice. Read again every few seconds
 * while one of them runs, and not at all otherwise.
 */
export const backupsQueryOptions = () =>
  queryOptions<BackupList, ApiError>({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) => call(listBackups, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'running') ? RUNNING_POLL_MS : false,
  });

/** POST /api/admin/backups: back up now. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(startBackup, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}

/** POST /api/admin/backups/:id/restore: a listed backup into a site without recipes. */
export function useRestoreListed() {
  return useMutation<RestoreResult, ApiError, string>({
    mutationFn: (id) => call(restoreListedBackup, { params: { id } }),
  });
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
