import { z } from '../zod.js';

/*
 * The administrators' backups (GET/POST /api/admin/backups): each backup the site wrote or is
 * writing, the schedule, and the notice the site shows when the scheduled backups need attention.
 */

export const BACKUP_KINDS = ['scheduled', 'manual'] as const;
export const BACKUP_STATUSES = ['running', 'complete', 'failed'] as const;

/** One backup. While it runs, `size` and `recipes` count what is written so far. */
export const backupRecordSchema = z.object({
  id: z.uuid(),
  kind: z.enum(BACKUP_KINDS),
  status: z.enum(BACKUP_STATUSES),
  started_on: z.iso.datetime({ offset: true }),
  /** When it completed or failed; null while it runs. */
  finished_on: z.iso.datetime({ offset: true }).nullable(),
  /** Bytes of the file (written so far while running). */
  size: z.number().int().nonnegative(),
  /** SHA-256 of the file's bytes, 64 hex digits; null unless complete. */
  checksum: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
  /** Recipes in the file (so far while running). */
  recipes: z.number().int().nonnegative(),
  /** Users in the file; null until the file's users are written. */
  users: z.number().int().nonnegative().nullable(),
  /** Why it failed; null otherwise. */
  error: z.string().nullable(),
  /** The file's name, as a download is named. */
  file_name: z.string(),
});
export type BackupRecord = z.infer<typeof backupRecordSchema>;

/** When scheduled backups run; `period_hours` is null when they are off. */
export const backupScheduleSchema = z.object({
  enabled: z.boolean(),
  period_hours: z.number().int().positive().nullable(),
  /** When the next scheduled backup falls due; null when they are off. */
  next_on: z.iso.datetime({ offset: true }).nullable(),
  keep_daily: z.number().int().nonnegative(),
  keep_weekly: z.number().int().nonnegative(),
  /** Where the files go: a folder on the server or an S3 bucket. */
  storage: z.enum(['folder', 's3']),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/**
 * What administrators are shown when scheduled backups need attention: the last scheduled backup
 * failed (`failed`), or none has completed within two schedule periods (`overdue`).
 */
export const backupNoticeSchema = z.object({
  reason: z.enum(['failed', 'overdue']),
  /** The notice in English; a page writes it in the reader's language from the fields below. */
  message: z.string(),
  /** `failed`: the error the backup recorded, null when it recorded none. */
  error: z.string().nullable(),
  /** `overdue`: when the last scheduled backup that completed started, null when none has. */
  completed_on: z.iso.datetime({ offset: true }).nullable(),
});
export type BackupNotice = z.infer<typeof backupNoticeSchema>;

/** GET /api/admin/backups: the backups, newest first, with the schedule and the notice. */
export const backupListSchema = z.object({
  items: z.array(backupRecordSchema),
  schedule: backupScheduleSchema,
  notice: backupNoticeSchema.nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;
