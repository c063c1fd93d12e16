import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { backupSchema, type Backup } from '@family-recipes/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../test/hostile-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { backupOfSite } from '../../test/site-backup.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { EXPORT_MESSAGES } from './export.messages.js';

/** Restore reads the uploaded backup from a temporary file, a recipe at a time (backup-reader). */
let source: TestApp;
let backupText: string;
let backup: Backup;
const titles = ['Barley Soup', 'Plum Cake', 'Lentil Stew'];

function as(user: TestUser) {
  return (req: request.Test) => req.set('Authorization', `Bearer ${user.idToken}`);
}

/** multer's temporary files: 32 hex characters directly in the system's temporary folder. */
async function temporaryUploads(): Promise<string[]> {
  return (await readdir(os.tmpdir())).filter((name) => /^[0-9a-f]{32}$/.test(name));
}

/**
 * No temporary file made since `before` is left. On the PostgreSQL server other files' tests run
 * beside these, and an upload of theirs may be in that folder for a moment: it is gone once its
 * request ends, while a file this restore left behind stays and fails the test.
 */
async function noTemporaryLeft(before: string[]): Promise<void> {
  const fresh = async () => (await temporaryUploads()).filter((name) => !before.includes(name));
  await expect.poll(fresh, { timeout: 10_000 }).toEqual([]);
}

function uploadsOf(app: TestApp): string {
  if (app.config.storage.kind !== 'local') throw new Error('These tests need the uploads folder');
  return app.config.storage.dir;
}

/** A fresh site without recipes and its administrator. */
async function emptySite(prefix: string) {
  const site = await createTestApp({}, { databasePrefix: prefix });
  const boss = await createTestUser(site.identity.settings, { groups: ['admin'] });
  return { site, boss };
}

function restore(site: TestApp, boss: TestUser, file: string) {
  return as(boss)(request(site.app).post('/api/admin/restore')).attach(
    'file',
    Buffer.from(file),
    'backup.json',
  );
}

beforeAll(async () => {
  source = await createTestApp({}, { databasePrefix: 'restore_source' });
  ({ text: backupText, backup } = await backupOfSite(source, titles));
}, 60_000);
afterAll(async () => {
  await source?.dispose();
});

describe('restore read from disk a recipe at a time', () => {
  it('when a real backup is restored into an empty site, then it round-trips and no temporary file is left', async () => {
    const { site, boss } = await emptySite('restore_stream');
    try {
      const before = await temporaryUploads();
      const res = await restore(site, boss, backupText).expect(200);
      expect(res.body).toMatchObject({
        recipes: titles.length,
        users: backup.users.length,
        restored: { recipes: titles.length },
      });
      await noTemporaryLeft(before);

      const again = await as(boss)(request(site.app).get('/api/admin/backup')).expect(200);
      const restored = backupSchema.parse(again.body);
      expect(restored.users).toEqual(backup.users);
      expect(restored.recipes.map((r) => r.name).sort()).toEqual([...titles].sort());
      const byId = new Map(backup.recipes.map((r) => [r.family_recipes.id, r]));
      for (const recipe of restored.recipes) {
        const original = byId.get(recipe.family_recipes.id);
        expect(original).toBeDefined();
        const { image, ...rest } = recipe.family_recipes;
        const { image: originalImage, ...originalRest } = original!.family_recipes;
        expect(rest).toEqual(originalRest);
        // The photo went through the upload pipeline again: a stored photo, of the same kind.
        expect(image?.content_type).toBe(originalImage?.content_type);
        expect(image?.data?.length).toBeGreaterThan(0);
      }
      expect((await filesUnder(uploadsOf(site))).length).toBeGreaterThan(0);
    } finally {
      await site.dispose();
    }
  });

  it('when a photo of the backup is not an image, then its recipe is restored without it and the report names it', async () => {
    const { site, boss } = await emptySite('restore_stream_photo');
    try {
      const broken = backup.recipes[1]!;
      const recipes = backup.recipes.map((recipe) =>
        recipe === broken
          ? {
              ...recipe,
              family_recipes: {
                ...recipe.family_recipes,
                image: {
                  ...recipe.family_recipes.image!,
                  data: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64'),
                },
              },
            }
          : recipe,
      );
      const res = await restore(site, boss, JSON.stringify({ ...backup, recipes })).expect(200);
      const id = broken.family_recipes.id;
      expect(res.body).toMatchObject({
        recipes: titles.length,
        restored: { recipes: titles.length },
        skipped: [{ table: 'photos', rows: 1, ids: [id] }],
      });
      const [skipped] = (res.body as { skipped: { reason: string }[] }).skipped;
      expect(skipped?.reason).toMatch(/^A photo the upload pipeline refused was left out/);
      const after = backupSchema.parse(
        (await as(boss)(request(site.app).get('/api/admin/backup')).expect(200)).body,
      );
      const images = new Map(after.recipes.map((r) => [r.family_recipes.id, r.family_recipes]));
      expect(images.get(id)?.image).toBeNull();
      expect(images.get(id)?.title).toBe(broken.family_recipes.title);
      const others = after.recipes.filter((r) => r.family_recipes.id !== id);
      expect(others.every((r) => (r.family_recipes.image?.data ?? '').length > 0)).toBe(true);
    } finally {
      await site.dispose();
    }
  });

  it('when one recipe of the backup is bad, then restore answers 400 naming it and stores nothing, not even the photos before it', async () => {
    const { site, boss } = await emptySite('restore_stream_bad');
    try {
      const before = await temporaryUploads();
      const recipes = backup.recipes.map((recipe, i) =>
        i === backup.recipes.length - 1
          ? { ...recipe, family_recipes: { ...recipe.family_recipes, category: 'Not a category' } }
          : recipe,
      );
      const res = await restore(site, boss, JSON.stringify({ ...backup, recipes })).expect(400);
      const body = res.body as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toBe(EXPORT_MESSAGES.invalidBackup);
      expect(body.errors).toHaveLength(1);
      const field = `recipes.${backup.recipes.length - 1}.family_recipes.category`;
      expect(body.errors[0]?.field).toBe(field);
      expect(body.errors[0]?.message.startsWith(`${field}: `)).toBe(true);

      const after = await as(boss)(request(site.app).get('/api/admin/backup')).expect(200);
      expect((after.body as Backup).recipes).toEqual([]);
      expect(await filesUnder(uploadsOf(site))).toEqual([]);
      await noTemporaryLeft(before);
    } finally {
      await site.dispose();
    }
  });

  it('when a recipe of the backup is nested 90,000 deep or is not JSON, then restore answers 400 and stores nothing', async () => {
    const { site, boss } = await emptySite('restore_stream_deep');
    try {
      const deep = '['.repeat(90_000) + ']'.repeat(90_000);
      const cases: [string, string][] = [
        [backupText.replace('"reviews":', `"reviews":${deep},"was":`), 'recipes.0: nested deeper'],
        [backupText.replace('"reviews":', '"reviews":nope,"was":'), 'recipes.0: not valid JSON'],
      ];
      for (const [file, problem] of cases) {
        const res = await restore(site, boss, file).expect(400);
        const body = res.body as { message: string; errors: { field: string; message: string }[] };
        expect(body.message).toBe(EXPORT_MESSAGES.invalidBackup);
        expect(body.errors[0]?.field).toBe('recipes.0');
        expect(body.errors[0]?.message).toContain(problem);
      }
      const after = await as(boss)(request(site.app).get('/api/admin/backup')).expect(200);
      expect((after.body as Backup).recipes).toEqual([]);
      expect(await filesUnder(uploadsOf(site))).toEqual([]);
    } finally {
      await site.dispose();
    }
  });

  it('when the upload of a backup is cut off halfway, then no temporary file is left and nothing is stored', async () => {
    const { site, boss } = await emptySite('restore_stream_cut');
    const server = site.app.listen(0, '127.0.0.1');
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const before = await temporaryUploads();
      const boundary = '----cut';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.json"\r\n` +
          'Content-Type: application/json\r\n\r\n',
      );
      const req = http.request(`http://127.0.0.1:${port}/api/admin/restore`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${boss.idToken}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(head.length + 8 * 2 ** 20),
        },
      });
      req.on('error', () => undefined);
      req.write(head);
      req.write(Buffer.from(backupText.slice(0, 2 ** 20)));
      const fresh = async () => (await temporaryUploads()).filter((name) => !before.includes(name));
      // The upload is on disk before it is cut off.
      await expect.poll(fresh, { timeout: 5_000 }).toHaveLength(1);
      req.destroy();
      await expect.poll(fresh, { timeout: 5_000 }).toEqual([]);
      const after = await as(boss)(request(site.app).get('/api/admin/backup')).expect(200);
      expect((after.body as Backup).recipes).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await site.dispose();
    }
  });
});
