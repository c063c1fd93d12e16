/* Why a restore leaves rows out, apart from the report's zod schema (restore-report.ts re-exports it). */

/** Why a restore leaves rows of a backup out. */
export const RESTORE_SKIPPED = {
  userOnRecord:
    'A record with this email address is already on this site (the restoring administrator’s own); it was kept.',
  listMembers:
    'Lists belong to households now: a list sharing of older backups is not restored, the list goes to its household.',
  photo:
    'A photo the upload pipeline refused was left out; its recipe was restored without it, and an administrator or its cook can add one again.',
  accountWaiting:
    'This account is already waiting on this site for its owner to sign in; the earlier record was kept.',
} as const;

/** What a refused restore says (the API's export module). */
export const RESTORE_MESSAGES = {
  notEmpty:
    'Restore needs an empty site: this one already has recipes. Restore into a new installation.',
  invalidBackup: 'The file is not a Family Recipes backup.',
  restoreFailed:
    'The restore failed before it finished and nothing of it was kept: the site is as it was before. The server’s log says why; try again once that is fixed.',
  newerVersion: (version: number) =>
    `This backup was written by a newer version of Family Recipes (format ${version}); update this site first.`,
} as const;

/** What the backups say to administrators (GET /api/admin/backups, the error answers). */
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
