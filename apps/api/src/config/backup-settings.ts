import path from 'node:path';
import { z } from 'zod';
import { optionalString } from './env-values.js';

/** The named backup schedules, as hours between backups; null is off. */
const BACKUP_PERIODS: Record<string, number | null> = {
  off: null,
  hourly: 1,
  daily: 24,
  weekly: 168,
};

/** The backups' settings among the environment variables that config.ts reads. */
export const BACKUP_ENV = {
  /** off, hourly, daily, weekly, or a number of hours such as 6h (1h to 168h). */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .toLowerCase()
    .default('daily')
    .transform((value, ctx): number | null => {
      const named = Object.hasOwn(BACKUP_PERIODS, value);
      const hours = named
        ? (BACKUP_PERIODS[value] ?? null)
        : /^\d{1,3}h$/.test(value)
          ? parseInt(value, 10)
          : NaN;
      if (hours === null || (hours >= 1 && hours <= 168)) return hours;
      ctx.addIssue({
        code: 'custom',
        message: 'must be off, hourly, daily, weekly or a number of hours from 1h to 168h',
      });
      return z.NEVER;
    }),
  /** The hour (UTC) a daily or weekly backup falls due; a weekly one on Mondays. */
  BACKUP_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(3),
  /** Seconds from start to the first check whether a scheduled backup is due (then every 5 min). */
  BACKUP_FIRST_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(1000).default(4),
  BACKUP_DIR: optionalString,
  BACKUP_S3_BUCKET: optionalString,
  BACKUP_S3_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9/_-]*\/$/,
        'must be lowercase letters, digits, -, _ and / ending in /',
      )
      .optional(),
  ),
};

export interface BackupSettings {
  /** Hours between scheduled backups; null when they are off. */
  periodHours: number | null;
  /** The hour (UTC) the periods of a daily or weekly schedule start at. */
  hourUtc: number;
  /** Seconds from start to the scheduler's first check (BACKUP_FIRST_CHECK_SECONDS). */
  firstCheckSeconds: number;
  keepDaily: number;
  keepWeekly: number;
  store:
    | { kind: 'folder'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        /** Put before every key: empty, or ending in `/`. */
        prefix: string;
        region: string;
        endpoint: string | undefined;
      };
}

/**
 * Scheduled backups and where they are written: BACKUP_S3_BUCKET in the photos' S3 region and
 * endpoint, else BACKUP_DIR, else `backups` under `dataDir`.
 */
export function backupSettings(
  env: z.infer<z.ZodObject<typeof BACKUP_ENV>>,
  s3: { region: string; endpoint: string | undefined },
  dataDir: string,
): BackupSettings {
  return {
    periodHours: env.BACKUP_SCHEDULE,
    hourUtc: env.BACKUP_HOUR_UTC,
    firstCheckSeconds: env.BACKUP_FIRST_CHECK_SECONDS,
    keepDaily: env.BACKUP_KEEP_DAILY,
    keepWeekly: env.BACKUP_KEEP_WEEKLY,
    store: env.BACKUP_S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.BACKUP_S3_BUCKET,
          prefix: env.BACKUP_S3_PREFIX ?? '',
          region: s3.region,
          endpoint: s3.endpoint,
        }
      : { kind: 'folder', dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')) },
  };
}
