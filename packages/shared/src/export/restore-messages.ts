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
