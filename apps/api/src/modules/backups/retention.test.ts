import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { BackupScheduler } from './backup-scheduler.js';
import { BackupFolder } from './backup-store.js';
import { backupsToKeep, failedToDrop, FAILED_KEPT } from './retention.js';
import { fakeClock, runnerOn, tempFolder } from './test-backups.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dated = (iso: string) => ({ id: iso, startedOn: new Date(iso) });

/** 2030-01-07 is a Monday: a backup each day at 03:00 from then to `last` (a YYYY-MM-DD). */
function dailyUntil(last: string): string[] {
  const days: string[] = [];
  for (let t = Date.UTC(2030, 0, 7, 3); t <= Date.parse(`${last}T03:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString());
  }
  return days;
}

/** Five weeks of daily backups and a manual one on the last Sunday afternoon survive as: */
const SURVIVORS = [
  '2030-02-10T15:00:00.000Z', // daily 1 (the newest of Sunday 10th) and weekly 1
  '2030-02-09T03:00:00.000Z', // daily 2 to 7
  '2030-02-08T03:00:00.000Z',
  '2030-02-07T03:00:00.000Z',
  '2030-02-06T03:00:00.000Z',
  '2030-02-05T03:00:00.000Z',
  '2030-02-04T03:00:00.000Z',
  '2030-02-03T03:00:00.000Z', // weekly 2: the newest of the week from Monday 28th
  '2030-01-27T03:00:00.000Z', // weekly 3
  '2030-01-20T03:00:00.000Z', // weekly 4
];

describe('which backups survive', () => {
  it('when five weeks of daily backups and a manual one are kept 7 daily and 4 weekly, then the newest of each of the last 7 days and of the last 4 weeks survive', () => {
    const all = [...dailyUntil('2030-02-10'), '2030-02-10T15:00:00.000Z'].map(dated);

    const kept = backupsToKeep(all, { daily: 7, weekly: 4 });

    expect([...kept].sort().reverse()).toEqual(SURVIVORS);
  });

  it('when some days have no backup, then the last 7 days that have one are kept', () => {
    const sparse = ['2030-01-01', '2030-01-05', '2030-01-20', '2030-01-21'].map((d) =>
      dated(`${d}T03:00:00.000Z`),
    );
    expect(backupsToKeep(sparse, { daily: 7, weekly: 0 }).size).toBe(4);
    expect([...backupsToKeep(sparse, { daily: 1, weekly: 0 })]).toEqual([
      '2030-01-21T03:00:00.000Z',
    ]);
  });

  it('when there are more failed records than kept, then the oldest failed ones are dropped', () => {
    const failed = dailyUntil('2030-01-31').map(dated);
    const dropped = failedToDrop(failed);
    expect(dropped).toHaveLength(failed.length - FAILED_KEPT);
    expect(dropped).not.toContain('2030-01-31T03:00:00.000Z');
    expect(dropped).toContain('2030-01-07T03:00:00.000Z');
  });
});

describe('scheduled backups with the retention, under a fake clock', () => {
  const test = useTestDatabase('test');

  it('when the schedule runs daily for five weeks and a backup is made by hand on the last day, then the folder holds exactly the survivors', async () => {
    const folder = await tempFolder();
    try {
      await insertRecipe({ db: test }, { title: 'Apple Pie' });
      const clock = fakeClock('2030-01-07T02:59:00Z');
      const { runner, repository } = runnerOn(test.database, new BackupFolder(folder.dir), {
        clock: clock.read,
      });
      const scheduler = new BackupScheduler({
        runner,
        repository,
        schedule: { periodHours: 24, hourUtc: 3 },
        clock: clock.read,
      });
      // Each day at 03:00 the period's backup is due and runs once; at 02:59 the next day the
      // previous day's backup still covers its period.
      clock.set('2030-01-07T03:00:00Z');
      for (let day = 0; day < 35; day += 1) {
        expect((await scheduler.runIfDue())?.status).toBe('complete');
        expect(await scheduler.runIfDue()).toBeUndefined();
        clock.advance(DAY_MS - 60_000);
        expect(await scheduler.runIfDue()).toBeUndefined();
        clock.advance(60_000);
      }
      clock.set('2030-02-10T15:00:00Z');
      expect((await runner.run('manual'))?.status).toBe('complete');

      const rows = await repository.list();
      expect(rows.map((r) => r.startedOn.toISOString())).toEqual(SURVIVORS);
      expect(await folder.files()).toEqual(rows.map((r) => r.storageKey).sort());
    } finally {
      await folder.dispose();
    }
  });
});
