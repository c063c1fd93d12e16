import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client.js';
import { siteBackups, type SiteBackups } from '../export/index.js';
import { LocalStorage } from '../storage/storage.js';
import { UsersRepository } from '../users/index.js';
import { BackupRunner, type BackupRunnerOptions } from './backup-runner.js';
import { BackupFolder, type BackupStore, type BackupWriter } from './backup-store.js';
import { BackupsRepository } from './backups.repository.js';

/* Helpers of the backups module's tests. */

/** A clock the test moves: `clock.now` is what the code reads. */
export function fakeClock(start: string) {
  const clock = { now: new Date(start), read: () => new Date(clock.now) };
  return {
    read: clock.read,
    set: (when: string | Date) => {
      clock.now = new Date(when);
    },
    advance: (ms: number) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
}

/** A fresh folder for backup files; `files()` lists what is in it, `dispose()` removes it. */
export async function tempFolder() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-backups-'));
  return {
    dir,
    files: async () => (await readdir(dir)).sort(),
    sha256: async (name: string) =>
      createHash('sha256')
        .update(await readFile(path.join(dir, name)))
        .digest('hex'),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The export's real backup of `database` (photos from a folder that holds none). */
export function exportOf(database: Database): SiteBackups {
  return siteBackups({
    db: database.db,
    storage: new LocalStorage(path.join(os.tmpdir(), 'fr-no-photos')),
  });
}

/** A runner on `database` with the export's real backup, writing to `store`. */
export function runnerOn(
  database: Database,
  store: BackupStore,
  options: Partial<BackupRunnerOptions> = {},
): { runner: BackupRunner; repository: BackupsRepository } {
  const repository = new BackupsRepository(database.db);
  const runner = new BackupRunner({
    repository,
    store,
    source: exportOf(database),
    origin: 'http://localhost:3000',
    keep: { daily: 7, weekly: 4 },
    ...options,
  });
  return { runner, repository };
}

/** Stores a user record (the backup's `users`). */
export async function insertUser(database: Database, email: string): Promise<void> {
  await new UsersRepository(database.db).insertIfAbsent({
    name: email.split('@')[0] ?? email,
    email,
    birthDay: null,
    birthMonth: null,
    groups: ['user'],
  });
}

/**
 * A real folder whose writes fail as a full disk does once `failAfter` chunks are written, or whose
 * finishing rename is refused: the storage faults a backup must survive.
 */
export function faultyFolder(
  dir: string,
  fault: { failAfter?: number; refuseFinish?: boolean },
): BackupStore {
  const folder = new BackupFolder(dir);
  return {
    kind: 'folder',
    read: (key) => folder.read(key),
    remove: (key) => folder.remove(key),
    list: () => folder.list(),
    create: async (key): Promise<BackupWriter> => {
      const writer = await folder.create(key);
      let written = 0;
      return {
        write: async (chunk) => {
          if (fault.failAfter !== undefined && written >= fault.failAfter) {
            throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
              code: 'ENOSPC',
            });
          }
          written += 1;
          await writer.write(chunk);
        },
        finish: async () => {
          if (fault.refuseFinish) {
            throw Object.assign(new Error('EACCES: permission denied, rename'), {
              code: 'EACCES',
            });
          }
          await writer.finish();
        },
        abort: () => writer.abort(),
      };
    },
  };
}
