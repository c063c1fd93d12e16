import type { BackupRecord, BackupSchedule } from '@family-recipes/shared';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** "820 KB", "12.4 MB", "1.2 GB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

const plural = (count: number, one: string) => `${count} ${count === 1 ? one : `${one}s`}`;

/** "40 recipes, 3 users" (users are written after the recipes: unknown while running). */
export function formatCounts(record: Pick<BackupRecord, 'recipes' | 'users'>): string {
  const recipes = plural(record.recipes, 'recipe');
  return record.users === null ? recipes : `${recipes}, ${plural(record.users, 'user')}`;
}

export const STATUS_LABELS: Record<BackupRecord['status'], string> = {
  running: 'Running',
  complete: 'Complete',
  failed: 'Failed',
};

export const KIND_LABELS: Record<BackupRecord['kind'], string> = {
  scheduled: 'Scheduled',
  manual: 'Backed up by hand',
};

/** One sentence on when backups run and what is kept, where. */
export function describeSchedule(schedule: BackupSchedule): string {
  const where = schedule.storage === 's3' ? 'in the S3 bucket' : 'in a folder on the server';
  if (!schedule.enabled || schedule.period_hours === null) {
    return `Scheduled backups are off. Backups made by hand are kept ${where}.`;
  }
  const every =
    schedule.period_hours === 24
      ? 'every day'
      : schedule.period_hours % 24 === 0
        ? `every ${schedule.period_hours / 24} days`
        : `every ${plural(schedule.period_hours, 'hour')}`;
  const next = schedule.next_on ? `; the next is due ${formatTime(schedule.next_on)}` : '';
  return `A backup is written ${every}${next}. The last ${schedule.keep_daily} daily and ${schedule.keep_weekly} weekly backups are kept, ${where}.`;
}
