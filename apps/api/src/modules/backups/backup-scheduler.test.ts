import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackupRunner } from './backup-runner.js';
import { BackupScheduler } from './backup-scheduler.js';
import type { BackupsRepository } from './backups.repository.js';

/** The scheduler's timing alone: no backup is in the list, so every check writes one. */
function scheduler(firstCheckMs: number | undefined) {
  const kinds: string[] = [];
  const repository = { list: () => Promise.resolve([]) } as unknown as BackupsRepository;
  const runner = {
    run: (kind: string) => {
      kinds.push(kind);
      return Promise.resolve(undefined);
    },
  } as unknown as BackupRunner;
  const made = new BackupScheduler({
    runner,
    repository,
    schedule: { periodHours: 24, hourUtc: 3 },
    firstCheckMs,
  });
  return { made, kinds };
}

describe('the backup scheduler’s checks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when nothing is configured, then the first check comes a minute after start, and every 5 minutes after that', async () => {
    const { made, kinds } = scheduler(undefined);
    made.start();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(kinds).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(kinds).toEqual(['scheduled']);
    await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 60_000);
    expect(kinds).toEqual(['scheduled', 'scheduled']);
    await made.stop();
  });

  it('when the first check is set to 5 seconds (BACKUP_FIRST_CHECK_SECONDS), then it comes 5 seconds after start', async () => {
    const { made, kinds } = scheduler(5000);
    made.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(kinds).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(kinds).toEqual(['scheduled']);
    await made.stop();
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(kinds).toEqual(['scheduled']);
  });
});
