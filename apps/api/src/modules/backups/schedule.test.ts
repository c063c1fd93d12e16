import { describe, expect, it } from 'vitest';
import { nextDue, noticeOf, periodStart } from './schedule.js';

const daily = { periodHours: 24, hourUtc: 3 };
const at = (iso: string) => new Date(iso);
const attempt = (status: 'running' | 'complete' | 'failed', startedOn: string, error?: string) => ({
  status,
  startedOn: at(startedOn),
  error: error ?? null,
});

describe('the schedule’s periods', () => {
  it('when the schedule is daily at 03:00 UTC, then a period runs from 03:00 to the next day’s 03:00', () => {
    expect(periodStart(daily, at('2030-01-08T02:59:59Z')).toISOString()).toBe(
      '2030-01-07T03:00:00.000Z',
    );
    expect(periodStart(daily, at('2030-01-08T03:00:00Z')).toISOString()).toBe(
      '2030-01-08T03:00:00.000Z',
    );
  });

  it('when the schedule is weekly, then a period starts on Monday at the hour; hourly and 6h periods start on the hour', () => {
    const weekly = { periodHours: 168, hourUtc: 3 };
    expect(periodStart(weekly, at('2030-01-13T23:00:00Z')).toISOString()).toBe(
      '2030-01-07T03:00:00.000Z',
    );
    expect(periodStart(weekly, at('2030-01-14T03:00:00Z')).toISOString()).toBe(
      '2030-01-14T03:00:00.000Z',
    );
    expect(
      periodStart({ periodHours: 1, hourUtc: 3 }, at('2030-01-08T10:59:00Z')).toISOString(),
    ).toBe('2030-01-08T10:00:00.000Z');
    expect(
      periodStart({ periodHours: 6, hourUtc: 3 }, at('2030-01-08T08:59:00Z')).toISOString(),
    ).toBe('2030-01-08T03:00:00.000Z');
  });
});

describe('when the next scheduled backup is due', () => {
  const now = at('2030-01-08T10:00:00Z');

  it('when the period has no backup, then it is due at the period’s start', () => {
    expect(nextDue(daily, now, []).toISOString()).toBe('2030-01-08T03:00:00.000Z');
    expect(nextDue(daily, now, [attempt('complete', '2030-01-07T03:00:00Z')]) <= now).toBe(true);
  });

  it('when the period’s backup completed or is running, then the next is due at the next period', () => {
    for (const status of ['complete', 'running'] as const) {
      expect(nextDue(daily, now, [attempt(status, '2030-01-08T03:01:00Z')]).toISOString()).toBe(
        '2030-01-09T03:00:00.000Z',
      );
    }
  });

  it('when the period’s backup failed, then it is tried again an hour later', () => {
    expect(nextDue(daily, now, [attempt('failed', '2030-01-08T09:30:00Z')]).toISOString()).toBe(
      '2030-01-08T10:30:00.000Z',
    );
    expect(
      nextDue(daily, at('2030-01-09T02:50:00Z'), [
        attempt('failed', '2030-01-09T02:40:00Z'),
      ]).toISOString(),
    ).toBe('2030-01-09T03:00:00.000Z');
  });
});

describe('the notice to administrators', () => {
  const now = at('2030-01-08T10:00:00Z');

  it('when the last finished scheduled backup failed, then the notice says so with its reason', () => {
    expect(
      noticeOf(daily, now, [
        attempt('running', '2030-01-08T09:59:00Z'),
        attempt('failed', '2030-01-08T03:00:00Z', 'the disk is full.'),
        attempt('complete', '2030-01-07T03:00:00Z'),
      ]),
    ).toEqual({
      reason: 'failed',
      message: 'The last scheduled backup failed: the disk is full.',
      error: 'the disk is full.',
      completed_on: null,
    });
  });

  it('when the last complete one is within two periods, then there is no notice; older, the notice says overdue', () => {
    expect(noticeOf(daily, now, [attempt('complete', '2030-01-06T10:00:00Z')])).toBeNull();
    expect(noticeOf(daily, now, [attempt('complete', '2030-01-06T09:59:59Z')])).toEqual({
      reason: 'overdue',
      message:
        'The last scheduled backup completed on 2030-01-06T09:59:59.000Z, more than two schedule periods ago.',
      error: null,
      completed_on: '2030-01-06T09:59:59.000Z',
    });
  });

  it('when no scheduled backup ever completed, then the notice says overdue', () => {
    expect(noticeOf(daily, now, [])).toEqual({
      reason: 'overdue',
      message: 'No scheduled backup has completed yet.',
      error: null,
      completed_on: null,
    });
  });
});
