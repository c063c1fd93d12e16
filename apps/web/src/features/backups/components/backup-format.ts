import type {
  BackupNotice,
  BackupRecord,
  BackupSchedule,
  SiteLanguage,
} from '@family-recipes/shared';
import type { Translate } from '../../../i18n/language';
import type { backupsMessages } from '../messages';

/** The backups' words in the reader's language, and that language for dates and numbers. */
export interface Words {
  t: Translate<keyof typeof backupsMessages.en>;
  language: SiteLanguage;
}

/** The `Intl` locale of a site language: the site's English is British. */
const localeOf = (language: SiteLanguage) => (language === 'en' ? 'en-GB' : language);

export const formatTime = ({ language }: Words, iso: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** "820 KB", "12.4 MB", "1.2 GB" (the number as the reader's language writes it). */
export function formatSize({ language }: Words, bytes: number): string {
  const whole = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 });
  const tenths = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  if (bytes < 1024 * 1024) return `${whole.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  if (bytes < 1024 ** 3) return `${tenths.format(bytes / 1024 ** 2)} MB`;
  return `${tenths.format(bytes / 1024 ** 3)} GB`;
}

/** "40 recipes, 3 users" (users are written after the recipes: unknown while running). */
export function formatCounts(
  { t }: Words,
  record: Pick<BackupRecord, 'recipes' | 'users'>,
): string {
  const recipes = t('recipeCount', { count: record.recipes });
  return record.users === null
    ? recipes
    : t('countsWithUsers', { recipes, users: t('userCount', { count: record.users }) });
}

export function statusLabel({ t }: Words, status: BackupRecord['status']): string {
  if (status === 'running') return t('statusRunning');
  return status === 'complete' ? t('statusComplete') : t('statusFailed');
}

export function kindLabel({ t }: Words, kind: BackupRecord['kind']): string {
  return kind === 'scheduled' ? t('kindScheduled') : t('kindManual');
}

/** One sentence on when backups run and what is kept, where. */
export function describeSchedule(words: Words, schedule: BackupSchedule): string {
  const { t } = words;
  const where = schedule.storage === 's3' ? t('whereS3') : t('whereFolder');
  if (!schedule.enabled || schedule.period_hours === null) return t('scheduleOff', { where });
  const every =
    schedule.period_hours % 24 === 0
      ? t('everyDays', { count: schedule.period_hours / 24 })
      : t('everyHours', { count: schedule.period_hours });
  const kept = { every, where, daily: schedule.keep_daily, weekly: schedule.keep_weekly };
  return schedule.next_on
    ? t('scheduleOnNext', { ...kept, next: formatTime(words, schedule.next_on) })
    : t('scheduleOn', kept);
}

/**
 * The notice of the scheduled backups in the reader's language, from its fields (the API's
 * `message` is the English of it). A recorded error is shown as the backup recorded it.
 */
export function noticeText(words: Words, notice: BackupNotice): string {
  const { t } = words;
  if (notice.reason === 'failed') {
    return notice.error ? t('noticeFailed', { error: notice.error }) : t('noticeFailedNoReason');
  }
  return notice.completed_on
    ? t('noticeOverdue', { time: formatTime(words, notice.completed_on) })
    : t('noticeNever');
}
