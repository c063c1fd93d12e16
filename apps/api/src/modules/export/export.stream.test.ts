import { strFromU8, unzipSync } from 'fflate';
import { backupSchema, recipeExportSchema } from '@family-recipes/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPE_FIELDS } from '../../test/hostile-uploads.js';
import { smallJpeg } from '../../test/test-images.js';
import type { TestUser } from '../../test/test-users.js';
import { subOf } from '../../test/test-recipes.js';
import type { Principal } from '../identity/index.js';
import type { Storage } from '../storage/storage.js';
import { ExportRepository } from './export.repository.js';
import { ExportService } from './export.service.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

/** Export and backup are written a batch of recipes at a time; these use batches of two. */
const titles = ['First Soup', 'Second Stew', 'Third Tart', 'Fourth Fudge', 'Fifth Flan'];
const ids: string[] = [];

async function submit(user: TestUser, title: string) {
  let req = request(t.app)
    .post('/api/submit-recipe')
    .set('Authorization', `Bearer ${user.idToken}`);
  const fields = { ...RECIPE_FIELDS, title, description: `${title}, as we make it.` };
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  const res = await req.attach('thumbnail_image', await smallJpeg(40, 30), 'photo.jpg');
  expect(res.status).toBe(201);
  return (res.body as { _id: string })._id;
}

function principal(user: TestUser): Principal {
  return {
    sub: subOf(user.idToken),
    username: user.email,
    email: user.email,
    name: user.name,
    groups: ['user'],
  };
}

function service(storage: Storage = t.storage) {
  return new ExportService(new ExportRepository(t.db.database.db), storage, { batch: 2 });
}

async function collect<T>(chunks: AsyncGenerator<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

const t = useTestApp();
const [cook, admin] = useUsers(t, 'Cook Clara', { groups: ['admin'], name: 'Admin Abe' });

beforeAll(async () => {
  // One after the other: the export's order is the order of submission.
  for (const title of titles) ids.push(await submit(cook, title));
  await request(t.app)
    .put(`/api/admin/recipes/${ids[3]}/status/199`)
    .set('Authorization', `Bearer ${admin.idToken}`)
    .send({ note: 'Say how long the fudge sets.' })
    .expect(200);
});

describe('export and backup in batches', () => {
  it('when a backup spans several batches, then it is one valid file with every recipe in order and each its own history', async () => {
    const chunks = await collect(service().backup('https://recipes.example.test'));
    // The head, one chunk per recipe, and each kitchen array's own: nothing was assembled in one
    // piece.
    expect(chunks.slice(1, titles.length + 1).every((chunk) => chunk.includes('"Recipe"'))).toBe(
      true,
    );
    const backup = backupSchema.parse(JSON.parse(chunks.join('')));
    expect(backup.recipes.map((r) => r.name)).toEqual(titles);
    const history = backup.recipes.map((r) => r.family_recipes.history ?? []);
    // Each recipe's own: its submission, and for the fourth the denial with its note.
    expect(history.map((h) => h.length)).toEqual([1, 1, 1, 2, 1]);
    expect(history[3]?.map((h) => h.note)).toEqual([null, 'Say how long the fudge sets.']);
    expect(backup.recipes.every((r) => (r.family_recipes.image?.data?.length ?? 0) > 100)).toBe(
      true,
    );
  });

  it("when a cook's JSON export spans several batches, then it is one document with the recipes in order", async () => {
    const chunks = await collect(
      service().myRecipesJson(principal(cook), 'https://recipes.example.test'),
    );
    const recipes = recipeExportSchema.parse(JSON.parse(chunks.join('')))['@graph'];
    expect(recipes.map((r) => r.family_recipes.id)).toEqual(ids);
  });

  it("when a cook's Markdown export spans several batches, then the zip holds every page and photo", async () => {
    const chunks = await collect(service().myRecipesMarkdownZip(principal(cook)));
    expect(chunks.length).toBeGreaterThan(1);
    const joined = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      joined.set(chunk, at);
      at += chunk.length;
    }
    const files = unzipSync(joined);
    const pages = Object.keys(files).filter((name) => name.endsWith('.md'));
    const photos = Object.keys(files).filter((name) => name.startsWith('photos/'));
    expect(pages).toHaveLength(titles.length);
    expect(photos).toHaveLength(titles.length);
    expect(strFromU8(files[pages[2] ?? ''] ?? new Uint8Array())).toContain('# Third Tart');
  });

  it('when reading a photo fails part way, then the backup stops with the error instead of ending as a whole file', async () => {
    let reads = 0;
    const failing: Storage = Object.create(t.storage, {
      get: {
        value: async (key: string) => {
          reads += 1;
          // A photo is four files (three sizes and the original for print): the second fails.
          if (reads > 5) throw new Error('storage went away');
          return t.storage.get(key);
        },
      },
    }) as Storage;
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of service(failing).backup('https://recipes.example.test'))
          seen.push(chunk);
      })(),
    ).rejects.toThrow('storage went away');
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.join('').endsWith(']}')).toBe(false);
  });

  it('when the backup is downloaded, then the answer is the same file with its download headers', async () => {
    const res = await request(t.app)
      .get('/api/admin/backup')
      .set('Authorization', `Bearer ${admin.idToken}`)
      .expect(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="family-recipes-backup-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const backup = backupSchema.parse(res.body);
    expect(backup.recipes.map((r) => r.name)).toEqual(titles);
  });

  it('when a cook imports their own JSON export, then the file import finds every recipe in its @graph beside the kitchen', async () => {
    const exported = await request(t.app)
      .get('/api/export/my-recipes?format=json')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .expect(200);
    const res = await request(t.app)
      .post('/api/import/file')
      .set('Authorization', `Bearer ${cook.idToken}`)
      .attach('file', Buffer.from(JSON.stringify(exported.body)), 'my-recipes.json')
      .expect(200);
    const report = res.body as { imported: { title: string }[]; failed: unknown[] };
    expect(report.failed).toEqual([]);
    expect(report.imported.map((r) => r.title)).toEqual(titles);
  });
});
