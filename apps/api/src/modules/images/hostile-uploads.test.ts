import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegHtmlPolyglot, noisyJpeg } from '../../test/hostile-files.js';
import {
  filesUnder,
  HOSTILE,
  HUNDRED_MB,
  listenOnLoopback,
  localUploadsDir,
  RECIPE_FIELDS,
  type LoopbackServer,
} from '../../test/hostile-uploads.js';
import { streamMultipart } from '../../test/multipart-stream.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withFields } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { RECIPE_FORM_MAX_BYTES, UPLOAD_MESSAGES } from './upload.js';

describe('hostile uploads to POST /api/submit-recipe', () => {
  let t: TestApp;
  let cook: TestUser;
  let server: LoopbackServer;
  let uploads: string;

  beforeAll(async () => {
    t = await createTestApp();
    cook = await createCook(t);
    uploads = localUploadsDir(t);
    server = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    await server?.close();
    await t?.dispose();
  });

  const recipeCount = () => new RecipesRepository(t.db.database.db).count();

  function submit(file: Buffer, name: string) {
    return withFields(
      request(t.app).post('/api/submit-recipe').set(bearer(cook)),
      RECIPE_FIELDS,
    ).attach('thumbnail_image', file, name);
  }

  it.each(HOSTILE)(
    'when a signed-in cook sends $label, then $status with a plain message, no row and no file',
    async ({ bytes, name, status, message }) => {
      const [rowsBefore, filesBefore] = [await recipeCount(), await filesUnder(uploads)];

      const res = await submit(await bytes(), name);

      expect(res.status).toBe(status);
      expect(res.body).toEqual({ message });
      expect(await recipeCount()).toBe(rowsBefore);
      expect(await filesUnder(uploads)).toEqual(filesBefore);
      expect(existsSync(path.resolve(uploads, 'recipes', name))).toBe(false);
      expect(existsSync(path.resolve(uploads, name))).toBe(false);
    },
  );

  it('when a real photo is named ../../x.webp, then the name is ignored: it is stored under a generated name only', async () => {
    const res = await submit(await noisyJpeg(), '../../x.webp');

    expect(res.status).toBe(201);
    expect((res.body as { thumbnail_image: string }).thumbnail_image).toMatch(
      /^\/uploads\/recipes\/[0-9a-f-]{36}-1280\.webp$/,
    );
    for (const file of await filesUnder(uploads)) {
      expect(file).toMatch(/^recipes\/[0-9a-f-]{36}-(?:(?:320|640|1280)\.webp|original\.jpg)$/);
    }
    expect(existsSync(path.resolve(uploads, '../../x.webp'))).toBe(false);
    expect(existsSync(path.resolve(uploads, 'recipes', '../../x.webp'))).toBe(false);
  });

  it('when an edit replaces the photo with a polyglot, then 415 and the recipe keeps its photo', async () => {
    const created = await submit(await noisyJpeg(), 'pie.jpg').expect(201);
    const { _id: id, thumbnail_image: photo } = created.body as {
      _id: string;
      thumbnail_image: string;
    };
    const filesBefore = await filesUnder(uploads);

    const res = await withFields(
      request(t.app).put(`/api/update-recipe/${id}`).set(bearer(cook)),
      RECIPE_FIELDS,
    ).attach('thumbnail_image', await jpegHtmlPolyglot(), 'pie.jpg');

    expect(res.status).toBe(415);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
    const after = await request(t.app).get(`/api/recipes/${id}`).set(bearer(cook)).expect(200);
    expect((after.body as { thumbnail_image: string }).thumbnail_image).toBe(photo);
  });

  it.each([
    {
      name: 'when a signed-in cook declares a 100 MB body, then 413 before the body is read, and nothing is stored',
      withLength: true,
      status: 413,
      message: UPLOAD_MESSAGES.fileTooLarge,
    },
    {
      name: 'when a signed-in cook streams a 100 MB body without a length (chunked), then 411 before the body is read, and nothing is stored',
      withLength: false,
      status: 411,
      message: UPLOAD_MESSAGES.lengthRequired,
    },
  ])('$name', async ({ withLength, status, message }) => {
    const [rowsBefore, filesBefore] = [await recipeCount(), await filesUnder(uploads)];

    const res = await streamMultipart({
      url: `${server.base}/api/submit-recipe`,
      headers: bearer(cook),
      fields: RECIPE_FIELDS,
      fileBytes: HUNDRED_MB,
      withLength,
    });

    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message });
    // The answer came while most of the body was still unsent.
    expect(res.sent).toBeLessThan(RECIPE_FORM_MAX_BYTES);
    expect(await recipeCount()).toBe(rowsBefore);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
  });
});
