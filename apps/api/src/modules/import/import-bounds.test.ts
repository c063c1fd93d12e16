import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filesUnder,
  HUNDRED_MB,
  listenOnLoopback,
  localUploadsDir,
  type LoopbackServer,
} from '../../test/hostile-uploads.js';
import { streamMultipart } from '../../test/multipart-stream.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { bearer, createCook, createTestUser, type TestUser } from '../../test/test-users.js';
import { RESTORE_MAX_BYTES, RESTORE_MESSAGES } from '../export/export.router.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { startRecipeSite, type RecipeSite } from './fixtures/recipe-site.js';
import { IMPORT_FILE_MAX_BYTES, IMPORT_UPLOAD_MESSAGES } from './import.router.js';
import { FILE_MAX_REMOTE_PHOTOS, IMPORT_MESSAGES } from './import-messages.js';
import { FETCH_MESSAGES } from './safe-fetch.js';

/**
 * Waits of the app the deadline tests use, shorter than the defaults (5 s a photo, 20 s a file)
 * with the same proportions: a photo of the trickling kind takes 10 x 60 ms, inside its own
 * deadline; 20 of them, four at a time, take 3 s, past the file's.
 */
const QUICK = { fetchMs: 1_500, fileMs: 2_500 };
const TRICKLE_MS = 60;

describe('bounds of POST /api/import/file and POST /api/admin/restore', () => {
  let t: TestApp;
  let quick: TestApp['app'];
  let site: RecipeSite;
  let cook: TestUser;
  let admin: TestUser;
  let server: LoopbackServer;
  let uploads: string;
  let photo: Buffer;

  beforeAll(async () => {
    photo = await smallJpeg(320, 240);
    [t, site] = await Promise.all([
      createTestApp({ IMPORT_ALLOW_LOOPBACK: 'true' }),
      startRecipeSite({ photo, trickleMs: TRICKLE_MS }),
    ]);
    quick = t.build({ importTimeouts: QUICK });
    [cook, admin] = await Promise.all([
      createCook(t),
      createTestUser(t.identity.settings, { groups: ['admin'] }),
    ]);
    uploads = localUploadsDir(t);
    server = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all([t?.dispose(), site?.close()]);
  });

  const recipeCount = () => new RecipesRepository(t.db.database.db).count();

  function recipe(name: string, image: string) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name,
      description: 'From another recipe manager.',
      image,
      recipeCategory: 'Dessert',
      recipeIngredient: ['2 cups flour'],
      recipeInstructions: ['Bake.'],
      prepTime: 'PT10M',
      cookTime: 'PT20M',
      recipeYield: '8 slices',
      author: { '@type': 'Person', name: 'Aunt May' },
    };
  }
  const inline = () => `data:image/jpeg;base64,${photo.toString('base64')}`;

  function importFile(entries: unknown[], app = t.app) {
    return request(app)
      .post('/api/import/file')
      .set(bearer(cook))
      .attach('file', Buffer.from(JSON.stringify(entries)), {
        filename: 'recipes.json',
        contentType: 'application/json',
      });
  }

  // The answer comes while most of the body is still unsent, and nothing is stored.
  it.each([
    {
      name: 'when a cook declares a file over the limit, then 413 before the file is read, and nothing is stored',
      path: '/api/import/file',
      who: () => cook,
      fileName: 'recipes.json',
      fileBytes: HUNDRED_MB,
      withLength: true,
      answer: { status: 413, message: IMPORT_UPLOAD_MESSAGES.tooLarge },
      sentBelow: IMPORT_FILE_MAX_BYTES,
    },
    {
      name: 'when a cook streams a file without a length (chunked), then 411 before the file is read',
      path: '/api/import/file',
      who: () => cook,
      fileName: 'recipes.json',
      fileBytes: HUNDRED_MB,
      withLength: false,
      answer: { status: 411, message: IMPORT_UPLOAD_MESSAGES.lengthRequired },
      sentBelow: IMPORT_FILE_MAX_BYTES,
    },
    {
      name: 'when an admin declares a backup over the limit, then restore answers 413 before reading it',
      path: '/api/admin/restore',
      who: () => admin,
      fileName: 'backup.json',
      fileBytes: RESTORE_MAX_BYTES + 1024 * 1024,
      withLength: true,
      answer: { status: 413, message: RESTORE_MESSAGES.tooLarge },
      sentBelow: HUNDRED_MB,
    },
    {
      name: 'when an admin streams a backup without a length (chunked), then restore answers 411 before reading it',
      path: '/api/admin/restore',
      who: () => admin,
      fileName: 'backup.json',
      fileBytes: HUNDRED_MB,
      withLength: false,
      answer: { status: 411, message: RESTORE_MESSAGES.lengthRequired },
      sentBelow: HUNDRED_MB,
    },
  ])('$name', async ({ path, who, fileName, fileBytes, withLength, answer, sentBelow }) => {
    const [rowsBefore, filesBefore] = [await recipeCount(), await filesUnder(uploads)];
    const res = await streamMultipart({
      url: `${server.base}${path}`,
      headers: bearer(who()),
      fileField: 'file',
      fileName,
      fileBytes,
      withLength,
    });
    expect(res.status).toBe(answer.status);
    expect(res.body).toEqual({ message: answer.message });
    expect(res.sent).toBeLessThan(sentBelow);
    expect(await recipeCount()).toBe(rowsBefore);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
  });

  it('when a file names more photos on other sites than the cap, then 400 says so before any fetch', async () => {
    const fetchesBefore = site.requests.length;
    const entries = Array.from({ length: FILE_MAX_REMOTE_PHOTOS + 1 }, (_, i) =>
      recipe(`Cake ${i}`, `${site.origin}/photos/cake-${i}.jpg`),
    );
    const res = await importFile(entries).expect(400);
    expect(res.body).toEqual({
      message: IMPORT_MESSAGES.tooManyRemotePhotos,
      errors: [{ field: 'file', message: IMPORT_MESSAGES.tooManyRemotePhotos }],
    });
    expect(site.requests.length).toBe(fetchesBefore);
  });

  it('when a file names as many photos on other sites as the cap, then every one is fetched and every recipe imported', async () => {
    const entries = Array.from({ length: FILE_MAX_REMOTE_PHOTOS }, (_, i) =>
      recipe(`Tart ${i}`, `${site.origin}/photos/tart-${i}.jpg`),
    );
    const res = await importFile(entries).expect(200);
    expect(res.body.failed).toEqual([]);
    expect(res.body.imported).toHaveLength(FILE_MAX_REMOTE_PHOTOS);
    expect(site.requests.filter((r) => r.path.startsWith('/photos/tart-')).length).toBe(
      FILE_MAX_REMOTE_PHOTOS,
    );
  });

  it('when one photo of a file never finishes, then its own deadline fails that entry alone and the others are imported', async () => {
    const rowsBefore = await recipeCount();
    const res = await importFile(
      [
        recipe('Inline Bread', inline()),
        recipe('Fetched Bread', `${site.origin}/wp-content/uploads/lemon-chicken.jpg`),
        recipe('Stuck Bread', `${site.origin}/slow-photo.jpg`),
      ],
      quick,
    ).expect(200);
    expect((res.body.imported as { title: string }[]).map((r) => r.title)).toEqual([
      'Inline Bread',
      'Fetched Bread',
    ]);
    expect(res.body.failed).toEqual([
      expect.objectContaining({ title: 'Stuck Bread', message: FETCH_MESSAGES.timeout }),
    ]);
    expect(await recipeCount()).toBe(rowsBefore + 2);
  }, 15_000);

  it('when the photos of a file outlast the file deadline, then 422 says so and nothing is stored', async () => {
    const [rowsBefore, filesBefore] = [await recipeCount(), await filesUnder(uploads)];
    const entries = [
      recipe('Inline Pie', inline()),
      // Each photo takes 0.6 s, inside its own deadline; four at a time, 20 take 3 s.
      ...Array.from({ length: FILE_MAX_REMOTE_PHOTOS }, (_, i) =>
        recipe(`Slow Pie ${i}`, `${site.origin}/trickle-photo/${i}`),
      ),
    ];
    const started = performance.now();
    const res = await importFile(entries, quick).expect(422);
    expect(res.body).toEqual({
      message:
        "Fetching the file's photos took longer than 2.5 seconds, so nothing was imported. Split it into smaller files.",
    });
    expect(performance.now() - started).toBeLessThan(QUICK.fileMs + 2_000);
    expect(await recipeCount()).toBe(rowsBefore);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
  }, 15_000);

  it('when the recipes come as a JSON body instead of a file, then each request is answered 400 at once, and the next import is not kept waiting', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await request(t.app)
        .post('/api/import/file')
        .set(bearer(cook))
        .set('Content-Type', 'application/json')
        .send(JSON.stringify([recipe('Body Bread', inline())]))
        .timeout(5_000);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: IMPORT_MESSAGES.fileRequired,
        errors: [{ field: 'file', message: IMPORT_MESSAGES.fileRequired }],
      });
    }
    await importFile([recipe('Filed Bread', inline())])
      .timeout(10_000)
      .expect(200);
  });
});
