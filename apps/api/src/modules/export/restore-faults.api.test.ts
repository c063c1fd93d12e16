import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupSchema, EXPORT_FORMAT_VERSION, type Backup } from '@family-recipes/shared';
import { snapshotState, stateTables } from '../../fuzz/state.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { backupOfSite } from '../../test/site-backup.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';
import type { Storage } from '../storage/storage.js';
import { EXPORT_MESSAGES } from './export.messages.js';
import { ExportRepository } from './export.repository.js';
import { ExportService } from './export.service.js';

/*
 * A restore that meets a damaged file, a newer format, a database or a photo storage that fails
 * late: it answers why, and the site is as it was, every row of every table and every upload.
 */
let source: TestApp;
let target: TestApp;
let boss: TestUser;
let backupText: string;
let backup: Backup;

function uploadsOf(app: TestApp): string {
  if (app.config.storage.kind !== 'local') throw new Error('These tests need the uploads folder');
  return app.config.storage.dir;
}

/** Every row of every table of the target (md5 by table) and every file of its uploads. */
async function state() {
  const db = target.db.database.db;
  return snapshotState(db, await stateTables(db), uploadsOf(target));
}

function restore(app: Express, file: string | Buffer) {
  return request(app)
    .post('/api/admin/restore')
    .set(bearer(boss))
    .attach('file', Buffer.from(file), 'backup.json');
}

/** The photo storage of the target, refusing every write after the first `allowed`. */
function failingStorage(storage: Storage, allowed: number) {
  const stored: string[] = [];
  let writes = 0;
  const faulty: Storage = {
    put: async (key, body, type) => {
      writes += 1;
      if (writes > allowed) {
        throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
      }
      await storage.put(key, body, type);
      stored.push(key);
    },
    get: (key) => storage.get(key),
    remove: (keys) => storage.remove(keys),
    url: (key) => storage.url(key),
  };
  return { faulty, stored };
}

beforeAll(async () => {
  [source, target] = await Promise.all([
    createTestApp({}, { databasePrefix: 'restore_faults_source' }),
    createTestApp({}, { databasePrefix: 'restore_faults_target' }),
  ]);
  ({ text: backupText, backup } = await backupOfSite(source, [
    'Barley Soup',
    'Plum Cake',
    'Lentil Stew',
  ]));
  boss = await createTestUser(target.identity.settings, { groups: ['admin'], name: 'Boss' });
  // The target has rows of its own a failed restore must leave alone: the administrator's.
  await request(target.app)
    .post('/api/insert-user')
    .set(bearer(boss))
    .send({ name: boss.name, email: boss.email, birth_day: 3, birth_month: 7 })
    .expect((r) => expect([200, 201]).toContain(r.status));
}, 60_000);
afterAll(async () => {
  await Promise.all([source?.dispose(), target?.dispose()]);
});

describe('a damaged backup or one from a newer version', () => {
  /** Bytes of the middle of the file turned into others, as a bad disk or copy would. */
  function flipped(): Buffer {
    const bytes = Buffer.from(backupText);
    const middle = Math.floor(bytes.length / 2);
    for (let i = middle; i < middle + 16; i += 1) bytes[i] = (bytes[i] as number) ^ 0xff;
    return bytes;
  }

  const cases: [string, () => string | Buffer, RegExp][] = [
    [
      'is cut off halfway',
      () => backupText.slice(0, Math.floor(backupText.length / 2)),
      /^recipes\.\d+: the file ends before the backup does$/,
    ],
    ['has bytes flipped in the middle', flipped, /^recipes\.\d+/],
    ['is not JSON at all', () => 'Family Recipes backup, page 1 of 3', /^backup: the file is not/],
    [
      'has a recipe that is not JSON',
      () => backupText.replace('"reviews":', '"reviews":nope,"was":'),
      /^recipes\.0: not valid JSON$/,
    ],
    [
      'has a last recipe that fails its schema',
      () =>
        JSON.stringify({
          ...backup,
          recipes: backup.recipes.map((recipe, i) =>
            i === backup.recipes.length - 1
              ? { ...recipe, family_recipes: { ...recipe.family_recipes, category: 'Nope' } }
              : recipe,
          ),
        }),
      /^recipes\.\d+\.family_recipes\.category: /,
    ],
    [
      'holds one recipe twice',
      () => JSON.stringify({ ...backup, recipes: [...backup.recipes, backup.recipes[0]] }),
      /^recipes\.\d+: the backup holds this row twice$/,
    ],
  ];

  for (const [what, file, problem] of cases) {
    it(`when the file ${what}, then restore answers 400 naming the problem and every table and upload is as before`, async () => {
      const before = await state();

      const res = await restore(target.app, file()).expect(400);

      const body = res.body as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(EXPORT_MESSAGES.invalidBackup);
      expect(body.errors[0]?.message).toMatch(problem);
      expect(await state()).toEqual(before);
    });
  }

  it('when the backup has a format version newer than this site’s, then restore answers 400 asking to update first and changes nothing', async () => {
    const before = await state();
    const newer = EXPORT_FORMAT_VERSION + 1;
    // A newer format may also change the recipes: the version is what the answer names.
    const file = JSON.stringify({ ...backup, version: newer, recipes: [{ future: true }] });

    const res = await restore(target.app, file).expect(400);

    expect((res.body as { message: string }).message).toBe(EXPORT_MESSAGES.newerVersion(newer));
    expect((res.body as { message: string }).message).toContain(`format ${newer}`);
    expect(await state()).toEqual(before);
  });
});

describe('a restore that fails after its photos are stored', () => {
  it('when the photo storage refuses a write midway, then nothing is written and the photos it stored are removed', async () => {
    // Each photo is stored in IMAGE_LIMITS.widths (3) sizes and its original for print: the first
    // whole, the second in part.
    const { faulty, stored } = failingStorage(target.storage, 6);
    const before = await state();

    const res = await restore(target.build({ storage: faulty }), backupText);

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: EXPORT_MESSAGES.restoreFailed });
    expect(stored).toHaveLength(6);
    expect(await state()).toEqual(before);
  });

  it('when the database refuses the recipes in the final transaction, then nothing is written, the photos it stored are removed', async () => {
    const db = target.db.database.db;
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_restore() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER refuse_restore BEFORE INSERT ON recipes
        FOR EACH ROW EXECUTE FUNCTION refuse_restore()`),
    );
    const before = await state();
    const counted = failingStorage(target.storage, Infinity);

    const res = await restore(target.build({ storage: counted.faulty }), backupText);

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: EXPORT_MESSAGES.restoreFailed });
    expect(counted.stored).toHaveLength(12);
    expect(await state()).toEqual(before);
    await db.execute(sql.raw('DROP TRIGGER refuse_restore ON recipes'));
    await db.execute(sql.raw('DROP FUNCTION refuse_restore()'));
  });

  it('when giving the accounts to their cooks fails after the rows are written, then the restored recipes keep their photos', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'fr-restore-')), 'backup.json');
    await writeFile(file, backupText);
    const service = new ExportService(new ExportRepository(target.db.database.db), target.storage, {
      claimAccounts: () => Promise.reject(new Error('the identity pool did not answer')),
    });

    await expect(service.restore(file)).rejects.toThrow('the identity pool did not answer');

    await rm(path.dirname(file), { recursive: true, force: true });
    const after = await request(target.app).get('/api/admin/backup').set(bearer(boss)).expect(200);
    const recipes = backupSchema.parse(after.body).recipes;
    expect(recipes.map((r) => r.name).sort()).toEqual(backup.recipes.map((r) => r.name).sort());
    for (const recipe of recipes) {
      expect(recipe.family_recipes.image?.data?.length).toBeGreaterThan(0);
    }
    expect((await state()).files).toHaveLength(12);
  });
});
