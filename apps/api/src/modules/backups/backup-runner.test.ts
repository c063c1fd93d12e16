import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backupSchema } from '@family-recipes/shared';
import { useTestDatabase } from '../../test/test-database.js';
import { insertRecipe } from '../../test/test-recipes.js';
import type { BackupSource } from './backup-runner.js';
import { BackupFolder } from './backup-store.js';
import { BACKUP_MESSAGES } from './backups.messages.js';
import {
  exportOf,
  faultyFolder,
  fakeClock,
  insertUser,
  runnerOn,
  tempFolder,
} from './test-backups.js';

const test = useTestDatabase('test');
let folder: Awaited<ReturnType<typeof tempFolder>>;

beforeEach(async () => {
  folder = await tempFolder();
  const db = { db: test };
  await insertRecipe(db, { title: 'Apple Pie' });
  await insertRecipe(db, { title: 'Bean Soup', status: 100 });
  await insertRecipe(db, { title: 'Corn Bread', status: 199 });
  await insertUser(test.database, 'ann@example.test');
  await insertUser(test.database, 'bob@example.test');
});
afterEach(async () => {
  await folder.dispose();
});

/** A source that holds the backup after its first chunk until `release()`. */
function held() {
  let release: () => void = () => undefined;
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  const source: BackupSource = {
    async *backup(origin) {
      let first = true;
      for await (const chunk of exportOf(test.database).backup(origin)) {
        yield chunk;
        if (first) await open;
        first = false;
      }
    },
  };
  return { source, release };
}

describe('a backup written by the runner', () => {
  it('when it completes, then the file is named by its key, its checksum is the SHA-256 of its bytes, and its counts are the site’s', async () => {
    const { runner, repository } = runnerOn(test.database, new BackupFolder(folder.dir));

    const done = await runner.run('manual');

    expect(done).toMatchObject({ status: 'complete', recipes: 3, users: 2, error: null });
    expect(await folder.files()).toEqual([done?.storageKey]);
    const bytes = await readFile(path.join(folder.dir, done?.storageKey ?? ''));
    expect(done?.checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(done?.size).toBe(bytes.length);
    const parsed = backupSchema.parse(JSON.parse(bytes.toString('utf8')));
    expect(parsed.recipes.map((r) => r.name).sort()).toEqual([
      'Apple Pie',
      'Bean Soup',
      'Corn Bread',
    ]);
    expect(await repository.byId(done?.id ?? '')).toMatchObject({
      status: 'complete',
      checksum: done?.checksum,
      size: bytes.length,
      recipes: 3,
      users: 2,
      leaseUntil: null,
    });
  });

  it('when two runners start at once, as two replicas would, then one backup is written and the other is refused', async () => {
    const a = runnerOn(test.database, new BackupFolder(folder.dir));
    const b = runnerOn(test.database, new BackupFolder(folder.dir));

    const results = await Promise.all([a.runner.run('scheduled'), b.runner.run('scheduled')]);

    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.find((r) => r !== undefined)?.status).toBe('complete');
    expect(await a.repository.list()).toHaveLength(1);
    expect(await folder.files()).toHaveLength(1);
  });

  it('when the storage fills up mid-way, then the backup is recorded failed with the reason and leaves no file', async () => {
    const { runner, repository } = runnerOn(
      test.database,
      faultyFolder(folder.dir, { failAfter: 2 }),
    );

    const done = await runner.run('scheduled');

    expect(done?.status).toBe('failed');
    const row = await repository.byId(done?.id ?? '');
    expect(row).toMatchObject({ status: 'failed', checksum: null, leaseUntil: null });
    expect(row?.error).toBe(BACKUP_MESSAGES.storage('the disk is full (no space left on device).'));
    expect(row?.finishedOn).toBeInstanceOf(Date);
    expect(await folder.files()).toEqual([]);
  });

  it('when the storage refuses to make the file whole, then the backup is failed and the partial file is gone', async () => {
    const { runner } = runnerOn(test.database, faultyFolder(folder.dir, { refuseFinish: true }));

    const done = await runner.run('manual');

    expect(done).toMatchObject({
      status: 'failed',
      error: BACKUP_MESSAGES.storage('permission denied.'),
    });
    expect(await folder.files()).toEqual([]);
  });

  it('when the database fails in the middle of the backup, then it is recorded failed with the database’s words and leaves no file', async () => {
    const failing: BackupSource = {
      async *backup(origin) {
        let chunks = 0;
        for await (const chunk of exportOf(test.database).backup(origin)) {
          if (chunks === 2) throw new Error('Connection terminated unexpectedly');
          chunks += 1;
          yield chunk;
        }
      },
    };
    const { runner, repository } = runnerOn(test.database, new BackupFolder(folder.dir), {
      source: failing,
    });

    const done = await runner.run('scheduled');

    expect((await repository.byId(done?.id ?? ''))?.error).toBe(
      BACKUP_MESSAGES.source('Connection terminated unexpectedly.'),
    );
    expect(await folder.files()).toEqual([]);
  });

  it('when a running backup’s process stopped (its lease passed), then the next backup records it failed, removes its file and runs', async () => {
    const clock = fakeClock('2030-03-04T03:00:00Z');
    const { repository, runner } = runnerOn(test.database, new BackupFolder(folder.dir), {
      clock: clock.read,
      leaseMs: 60_000,
    });
    const crashed = await repository.begin({
      kind: 'scheduled',
      storageKey: 'family-recipes-backup-crashed.json',
      now: clock.read(),
      leaseUntil: new Date(clock.read().getTime() + 60_000),
      staleError: BACKUP_MESSAGES.stale,
    });
    await writeFile(
      path.join(folder.dir, 'family-recipes-backup-crashed.json.partial'),
      '{"format":',
    );

    expect(await runner.run('manual')).toBeUndefined();
    clock.advance(61_000);
    const done = await runner.run('manual');

    expect(done?.status).toBe('complete');
    expect(await repository.byId(crashed.row?.id ?? '')).toMatchObject({
      status: 'failed',
      error: BACKUP_MESSAGES.stale,
    });
    expect(await folder.files()).toEqual([done?.storageKey]);
  });

  it('when the server stops during a backup, then it is recorded failed as stopped and leaves no file', async () => {
    const hold = held();
    const { runner, repository } = runnerOn(test.database, new BackupFolder(folder.dir), {
      source: hold.source,
    });
    const started = await runner.start('manual');

    const stopping = runner.stop();
    hold.release();
    await stopping;

    expect((await repository.byId(started?.record.id ?? ''))?.error).toBe(BACKUP_MESSAGES.stopped);
    expect(await folder.files()).toEqual([]);
  });
});

describe('the lease of a running backup', () => {
  /**
   * A runner whose backups are held after their first chunk, on a clock standing at 03:00 that
   * the test moves, with a lease of a minute renewed every `renewMs`.
   */
  function heldRunner(renewMs: number) {
    const clock = fakeClock('2030-03-04T03:00:00Z');
    const hold = held();
    const made = runnerOn(test.database, new BackupFolder(folder.dir), {
      source: hold.source,
      clock: clock.read,
      leaseMs: 60_000,
      renewMs,
    });
    return { clock, hold, ...made };
  }

  it('when a backup runs, then it renews its lease and its record shows the bytes written so far', async () => {
    const { clock, hold, runner, repository } = heldRunner(5);
    const started = await runner.start('manual');
    const id = started?.record.id ?? '';
    clock.advance(30_000);

    await vi.waitFor(async () => {
      const row = await repository.byId(id);
      expect(row?.size).toBeGreaterThan(0);
      expect(row?.leaseUntil?.toISOString()).toBe('2030-03-04T03:01:30.000Z');
    });
    hold.release();
    expect((await started?.done)?.status).toBe('complete');
  });

  it('when another process takes a lease it let pass, then the backup stops, stays failed and leaves no file', async () => {
    const { hold, runner, repository } = heldRunner(60 * 60 * 1000);
    const started = await runner.start('manual');
    const other = runnerOn(test.database, new BackupFolder(folder.dir), {
      clock: () => new Date('2030-03-04T03:02:00Z'),
    });

    const taken = await other.runner.run('scheduled');
    hold.release();
    const done = await started?.done;

    expect(taken?.status).toBe('complete');
    expect(done?.status).toBe('failed');
    expect(await repository.byId(started?.record.id ?? '')).toMatchObject({
      status: 'failed',
      error: BACKUP_MESSAGES.stale,
    });
    expect(await folder.files()).toEqual([taken?.storageKey]);
  });
});
