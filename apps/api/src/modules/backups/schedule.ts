import type { BackupNotice } from '@family-recipes/shared';

/*
 * When scheduled backups fall due (BACKUP_SCHEDULE, BACKUP_HOUR_UTC). Time is cut into periods of
 * `periodHours`, counted from Monday 1970-01-05 at `hourUtc`: a daily schedule's periods start each
 * day at that hour, a weekly one's on Mondays at that hour, an hourly one's on the hour, a 6h one's
 * at that hour and every six hours after. One scheduled backup is due in each period.
 */

const HOUR_MS = 60 * 60 * 1000;
/** A Monday, midnight UTC. */
const ANCHOR_MS = Date.UTC(1970, 0, 5);
/** A failed scheduled backup is tried again after this long (or the next period, if sooner). */
const RETRY_MS = HOUR_MS;

export interface Schedule {
  periodHours: number;
  hourUtc: number;
}

interface Attempt {
  status: 'running' | 'complete' | 'failed';
  startedOn: Date;
  error: string | null;
}

function periodMs(schedule: Schedule): number {
  return schedule.periodHours * HOUR_MS;
}

/** The start of the period `now` is in. */
export function periodStart(schedule: Schedule, now: Date): Date {
  const period = periodMs(schedule);
  const anchor = ANCHOR_MS + schedule.hourUtc * HOUR_MS;
  const since = now.getTime() - anchor;
  return new Date(anchor + Math.floor(since / period) * period);
}

/**
 * When the next scheduled backup falls due, given the scheduled attempts of the current period
 * (newest first): now when none ran or is running; after RETRY_MS when the last failed; the
 * next period's start once one completed.
 */
export function nextDue(schedule: Schedule, now: Date, attempts: Attempt[]): Date {
  const start = periodStart(schedule, now);
  const next = new Date(start.getTime() + periodMs(schedule));
  const current = attempts.filter((a) => a.startedOn.getTime() >= start.getTime());
  if (current.some((a) => a.status !== 'failed')) return next;
  const lastFailed = current[0];
  if (!lastFailed) return start;
  const retry = new Date(lastFailed.startedOn.getTime() + RETRY_MS);
  return retry < next ? retry : next;
}

/**
 * What administrators are told about the scheduled backups (newest first): the last finished one
 * failed, or none completed within two periods (or ever).
 */
export function noticeOf(schedule: Schedule, now: Date, attempts: Attempt[]): BackupNotice | null {
  const finished = attempts.find((a) => a.status !== 'running');
  if (finished?.status === 'failed') {
    return {
      reason: 'failed',
      message: `The last scheduled backup failed: ${finished.error ?? 'no reason was recorded.'}`,
      error: finished.error ?? null,
      completed_on: null,
    };
  }
  const complete = attempts.find((a) => a.status === 'complete');
  const limit = now.getTime() - 2 * periodMs(schedule);
  if (!complete) {
    return {
      reason: 'overdue',
      message: 'No scheduled backup has completed yet.',
      error: null,
      completed_on: null,
    };
  }
  if (complete.startedOn.getTime() < limit) {
    return {
      reason: 'overdue',
      message: `The last scheduled backup completed on ${complete.startedOn.toISOString()}, more than two schedule periods ago.`,
      error: null,
      completed_on: complete.startedOn.toISOString(),
    };
  }
  return null;
}
