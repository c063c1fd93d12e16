/** What the backups module says to administrators (GET /api/admin/backups, the error answers). */
export const BACKUP_MESSAGES = {
  alreadyRunning: 'A backup is already running. Wait for it to finish.',
  notFound: 'There is no backup with this id.',
  notComplete: 'This backup is not complete: only a complete backup can be downloaded or restored.',
  fileMissing: 'The file of this backup is no longer in the backup storage.',
  checksumMismatch:
    'The backup file does not match the checksum recorded when it was written: it was changed or damaged, and is not restored.',
  restoreRunning: 'A restore is already running.',
  stale:
    'The backup stopped before it finished: its server stopped or lost the database. Its partial file was removed.',
  stopped: 'The backup stopped because the server was shutting down.',
  leaseLost: 'The backup stopped: it could not renew its hold on the database in time.',
  unreadable: (reason: string) =>
    `This file in the backup storage is not a backup a restore can read: ${reason}`,
  storage: (reason: string) => `The backup could not be written to the backup storage: ${reason}`,
  source: (reason: string) => `The backup stopped while reading the site’s data: ${reason}`,
} as const;

const ERRNO_REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full (no space left on device).',
  EDQUOT: 'the disk quota is used up.',
  EACCES: 'permission denied.',
  EPERM: 'permission denied.',
  EROFS: 'the file system is read-only.',
  ENOENT: 'the folder does not exist.',
};

/** An error's reason in words: the system's for a file error, else its message. */
export function reasonOf(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && ERRNO_REASONS[code]) return ERRNO_REASONS[code];
  const message = err instanceof Error ? err.message : String(err);
  const text = message.trim() || 'an unknown error.';
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
