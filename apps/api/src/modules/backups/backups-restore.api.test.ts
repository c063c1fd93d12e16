import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupList, BackupRecord } from '@family-recipes/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_SITE_ORIGIN } from '../../test/test-identity.js';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe, recipeForm, withFields } from '../../test/test-recipes.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { BACKUP_MESSAGES } from './backups.messages.js';
import { createBackupsModule, type BackupsModule } from './index.js';
import { tempFolder } from './test-backups.js';

/*
 * The restore drill on one machine: a site's scheduled backup, then a new installation (its own
 * database, identity and photo storage) given the same backups folder lists it and restores it.
 */

interface Site {
  t: TestApp;
  admin: TestUser;
  backups: BackupsModule;
  app: Express;
}

let folder: Awaited<ReturnType<typeof tempFolder>>;
let old: Site;
let fresh: Site;

async function site(): Promise<Site> {
  const t = await createTestApp();
  const admin = await createTestUser(t.identity.settings, { groups: ['admin'], name: 'Admin' });
  const backups = createBackupsModule({
    db: t.db.database.db,
    storage: t.storage,
    settings: { ...t.config.backups, store: { kind: 'folder', dir: folder.dir } },
    publicUrl: TEST_SITE_ORIGIN,
  });
  return { t, admin, backups, app: t.build({ backups }) };
}

const listOf = async (s: Site) =>
  (await request(s.app).get('/api/admin/backups').set(bearer(s.admin)).expect(200))
    .body as BackupList;
const recipeCount = (s: Site) => new RecipesRepository(s.t.db.database.db).count();

beforeAll(async () => {
  folder = await tempFolder();
  old = await site();
  const cook = await createTestUser(old.t.identity.settings, { groups: ['user'], name: 'Cook' });
  const submitted = await withFields(
    request(old.app).post('/api/submit-recipe').set(bearer(cook)),
    recipeForm({ title: 'Lemon Tart' }),
  )
    .attach('thumbnail_image', await smallJpeg(120, 90), 'tart.jpg')
    .expect(201);
  await request(old.app)
    .put(`/api/admin/recipes/${(submitted.body as { _id: string })._id}/status/101`)
    .set(bearer(old.admin))
    .expect(200);
  await insertRecipe(old.t, { title: 'Apple Pie' });
  await insertRecipe(old.t, { title: 'Bean Soup', status: 199 });
  fresh = await site();
});
afterAll(async () => {
  for (const s of [old, fresh]) {
    await s.backups.stop();
    await s.t.dispose();
  }
  await folder.dispose();
});

describe('a scheduled backup restored into a new installation', () => {
  let scheduled: BackupRecord | undefined;

  it('when the schedule finds its period without a backup, then it writes one, complete, holding every recipe', async () => {
    const done = await old.backups.scheduler?.runIfDue();

    expect(done).toMatchObject({ kind: 'scheduled', status: 'complete', recipes: 3 });
    scheduled = (await listOf(old)).items[0];
    expect(scheduled).toMatchObject({ id: done?.id, kind: 'scheduled', status: 'complete' });
    expect((await listOf(old)).notice).toBeNull();
  });

  it('when the new installation lists its backups, then it finds the file with the same checksum and counts', async () => {
    const [found] = (await listOf(fresh)).items;

    expect(found).toMatchObject({
      status: 'complete',
      file_name: scheduled?.file_name,
      checksum: scheduled?.checksum,
      size: scheduled?.size,
      recipes: 3,
      users: scheduled?.users,
    });
  });

  it('when the file was changed after it was written, then the restore answers 409 and restores nothing', async () => {
    const [found] = (await listOf(fresh)).items;
    const file = path.join(folder.dir, found?.file_name ?? '');
    const intact = `${file}.kept`;
    await copyFile(file, intact);
    await writeFile(file, (await readFile(file, 'utf8')).replace('Apple Pie', 'Apple Pia'));

    const res = await request(fresh.app)
      .post(`/api/admin/backups/${found?.id}/restore`)
      .set(bearer(fresh.admin))
      .expect(409);

    expect(res.body).toMatchObject({ message: BACKUP_MESSAGES.checksumMismatch });
    expect(await recipeCount(fresh)).toBe(0);
    await copyFile(intact, file);
  });

  it('when the listed backup is restored, then the new installation holds as many recipes and users as the old, the photo included', async () => {
    const [found] = (await listOf(fresh)).items;

    const res = await request(fresh.app)
      .post(`/api/admin/backups/${found?.id}/restore`)
      .set(bearer(fresh.admin))
      .expect(200);

    expect(res.body).toMatchObject({ recipes: 3, users: scheduled?.users });
    expect(await recipeCount(fresh)).toBe(await recipeCount(old));
    const tart = await request(fresh.app).get('/api/all-recipes').expect(200);
    const titles = (tart.body as { title: string; thumbnail_image: string }[]).map((r) => r.title);
    expect(titles.sort()).toEqual(['Apple Pie', 'Lemon Tart']);
    const photo = (tart.body as { title: string; thumbnail_image: string }[]).find(
      (r) => r.title === 'Lemon Tart',
    )?.thumbnail_image;
    expect(photo).toMatch(/^\/uploads\//);
    await request(fresh.app)
      .get(photo ?? '')
      .expect(200);
  });
});
