/*
 * Which backups survive (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY), as restic's `forget
 * --keep-daily --keep-weekly` decides. Only complete backups count, scheduled and manual alike:
 *
 * - daily: the newest backup of each of the `daily` most recent UTC days that have one;
 * - weekly: the newest backup of each of the `weekly` most recent weeks (Monday 00:00 UTC to the
 *   next) that have one.
 *
 * A backup kept by either rule survives; every other complete backup is removed, file and record.
 * The newest complete backup always survives (daily is at least 1). Failed records have no file;
 * the FAILED_KEPT newest are kept, so a failure that repeats does not fill the list. Running
 * backups are never touched.
 */

/** Failed backups listed at most. */
export const FAILED_KEPT = 10;

export interface Kept {
  daily: number;
  weekly: number;
}

interface Dated {
  id: string;
  startedOn: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function dayOf(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/** The week's Monday as a day number (1970-01-01, day 0, was a Thursday). */
function weekOf(date: Date): number {
  const day = dayOf(date);
  return day - ((day + 3) % 7);
}

/** The ids of the complete backups that survive. */
export function backupsToKeep(complete: Dated[], keep: Kept): Set<string> {
  const newestFirst = [...complete].sort((a, b) => b.startedOn.getTime() - a.startedOn.getTime());
  const kept = new Set<string>();
  const pick = (count: number, bucketOf: (date: Date) => number) => {
    const seen = new Set<number>();
    for (const backup of newestFirst) {
      if (seen.size >= count) break;
      const bucket = bucketOf(backup.startedOn);
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      kept.add(backup.id);
    }
  };
  pick(Math.max(1, keep.daily), dayOf);
  pick(keep.weekly, weekOf);
  return kept;
}

/** The ids of the failed backups beyond the FAILED_KEPT newest. */
export function failedToDrop(failed: Dated[]): string[] {
  return [...failed]
    .sort((a, b) => b.startedOn.getTime() - a.startedOn.getTime())
    .slice(FAILED_KEPT)
    .map((backup) => backup.id);
}
