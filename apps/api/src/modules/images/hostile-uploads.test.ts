import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-server.js';
import {
  gifImage,
  HEIC_PHOTO,
  htmlPage,
  jpegHtmlPolyglot,
  noisyJpeg,
  pngBomb,
  svgWithScript,
  truncatedJpeg,
} from '../../test/hostile-files.js';
import { streamMultipart } from '../../test/multipart-stream.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createTestUser, type TestUser } from '../../test/test-users.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { IMAGE_MESSAGES } from './image-processor.js';
import { RECIPE_FORM_LIMITS, RECIPE_FORM_MAX_BYTES, UPLOAD_MESSAGES } from './upload.js';

/** Every text field of a valid submission, so that only the file can be the problem. */
const RECIPE_FIELDS: Record<string, string> = {
  title: 'Hostile Pie',
  description: 'A pie that carries something else.',
  category: 'Desserts',
  instructions: JSON.stringify(['Bake.']),
  tags: '[]',
  ingredients: JSON.stringify([{ quantity: 1, units: 'cup', ingredient: 'flour' }]),
  reviews: '[]',
  tips: '[]',
  more: JSON.stringify({
    prep_time: 10,
    cook_time: 20,
    total_time: 30,
    serving: '4 slices',
    difficulty: 'Easy',
    source: 'Nobody',
  }),
  status: '100',
};

const HUNDRED_MB = 100 * 1024 * 1024;
const UPLOAD_LIMIT = RECIPE_FORM_LIMITS.fileSize;

interface HostileFile {
  label: string;
  name: string;
  bytes: () => Buffer | Promise<Buffer>;
  status: number;
  message: string;
}

const HOSTILE: HostileFile[] = [
  {
    label: 'a JPEG/HTML polyglot',
    name: 'pie.jpg',
    bytes: jpegHtmlPolyglot,
    status: 415,
    message: IMAGE_MESSAGES.markup,
  },
  {
    label: 'an SVG with a script',
    name: 'pie.svg',
    bytes: svgWithScript,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'a PNG decompression bomb of 30000 x 30000 pixels',
    name: 'pie.png',
    bytes: () => pngBomb(30_000),
    status: 413,
    message: IMAGE_MESSAGES.tooManyPixels,
  },
  {
    label: 'a truncated JPEG',
    name: 'pie.jpg',
    bytes: truncatedJpeg,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'a web page named ../../x.webp',
    name: '../../x.webp',
    bytes: htmlPage,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'an iPhone HEIC photo',
    name: 'IMG_0001.HEIC',
    bytes: () => HEIC_PHOTO,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
  {
    label: 'a GIF',
    name: 'pie.gif',
    bytes: gifImage,
    status: 415,
    message: IMAGE_MESSAGES.unsupported,
  },
];

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('hostile uploads to POST /api/submit-recipe', () => {
  let t: TestApp;
  let cook: TestUser;
  let server: Server;
  let base: string;
  let uploads: string;

  beforeAll(async () => {
    t = await createTestApp();
    cook = await createTestUser(t.identity.settings, { groups: ['user'] });
    if (t.config.storage.kind !== 'local')
      throw new Error('These tests need the local uploads folder');
    uploads = t.config.storage.dir;
    server = await new Promise<Server>((resolve) => {
      const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await t?.dispose();
  });

  const recipeCount = () => new RecipesRepository(t.db.database.db).count();

  function submit(file: Buffer, name: string) {
    let req = request(t.app)
      .post('/api/submit-recipe')
      .set('Authorization', `Bearer ${cook.idToken}`);
    for (const [k, v] of Object.entries(RECIPE_FIELDS)) req = req.field(k, v);
    return req.attach('thumbnail_image', file, name);
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
      expect(file).toMatch(/^recipes\/[0-9a-f-]{36}-(320|640|1280)\.webp$/);
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

    let edit = request(t.app)
      .put(`/api/update-recipe/${id}`)
      .set('Authorization', `Bearer ${cook.idToken}`);
    for (const [k, v] of Object.entries(RECIPE_FIELDS)) edit = edit.field(k, v);
    const res = await edit.attach('thumbnail_image', await jpegHtmlPolyglot(), 'pie.jpg');

    expect(res.status).toBe(415);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
    const after = await request(t.app)
      .get(`/api/recipes/${id}`)
      .set('Authorization', `Bearer ${cook.idToken}`)
      .expect(200);
    expect((after.body as { thumbnail_image: string }).thumbnail_image).toBe(photo);
  });

  it('when a signed-in cook declares a 100 MB body, then 413 before the body is read, and nothing is stored', async () => {
    const [rowsBefore, filesBefore] = [await recipeCount(), await filesUnder(uploads)];

    const res = await streamMultipart({
      url: `${base}/api/submit-recipe`,
      headers: { Authorization: `Bearer ${cook.idToken}` },
      fields: RECIPE_FIELDS,
      fileBytes: HUNDRED_MB,
    });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: UPLOAD_MESSAGES.fileTooLarge });
    // The answer came while most of the body was still unsent.
    expect(res.sent).toBeLessThan(RECIPE_FORM_MAX_BYTES);
    expect(await recipeCount()).toBe(rowsBefore);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
  });

  it('when a signed-in cook streams a 100 MB body without a length (chunked), then 411 before the body is read, and nothing is stored', async () => {
    const [rowsBefore, filesBefore] = [await recipeCount(), await filesUnder(uploads)];

    const res = await streamMultipart({
      url: `${base}/api/submit-recipe`,
      headers: { Authorization: `Bearer ${cook.idToken}` },
      fields: RECIPE_FIELDS,
      fileBytes: HUNDRED_MB,
      withLength: false,
    });

    expect(res.status).toBe(411);
    expect(res.body).toEqual({ message: UPLOAD_MESSAGES.lengthRequired });
    expect(res.sent).toBeLessThan(RECIPE_FORM_MAX_BYTES);
    expect(await recipeCount()).toBe(rowsBefore);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
  });
});

interface Burst {
  ms: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  health: { status: number; ms: number }[];
}

/** Runs `work` while sampling the server's RSS and asking /api/health every 50 ms. */
async function measured<T>(server: ChildServer, work: () => Promise<T>) {
  const baseline = server.rssBytes();
  let peak = baseline;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, server.rssBytes());
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const health: Burst['health'] = [];
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/health`).catch(() => undefined);
      health.push({ status: res?.status ?? 0, ms: performance.now() - started });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    const mb = (bytes: number) => bytes / 2 ** 20;
    const burst: Burst = {
      ms: performance.now() - started,
      baselineMb: mb(baseline),
      peakMb: mb(peak),
      growthMb: mb(peak - baseline),
      health,
    };
    return { result, burst };
  } finally {
    running = false;
    await Promise.all([sampler, prober]);
  }
}

function describeBurst(what: string, burst: Burst): string {
  return (
    `${what}: ${Math.round(burst.ms)} ms, RSS ${Math.round(burst.baselineMb)} MB -> peak ` +
    `${Math.round(burst.peakMb)} MB (+${burst.growthMb.toFixed(1)} MB), ${burst.health.length} ` +
    `health checks, slowest ${Math.round(Math.max(...burst.health.map((h) => h.ms)))} ms`
  );
}

function expectHealthy(burst: Burst, maxGrowthMb = 100) {
  expect(burst.growthMb).toBeLessThan(maxGrowthMb);
  expect(burst.health.length).toBeGreaterThan(0);
  expect(burst.health.every((h) => h.status === 200)).toBe(true);
  expect(Math.max(...burst.health.map((h) => h.ms))).toBeLessThan(2_000);
}

describe('bursts of hostile uploads against the running server', () => {
  let server: ChildServer;
  let cook: TestUser;

  beforeAll(async () => {
    server = await startChildServer();
    cook = await createTestUser(await server.identity(), { groups: ['user'] });
  }, 90_000);
  afterAll(async () => {
    await server?.dispose();
  });

  const hundredMegabytes = (withLength: boolean) =>
    streamMultipart({
      url: `${server.base}/api/submit-recipe`,
      headers: { Authorization: `Bearer ${cook.idToken}` },
      fields: RECIPE_FIELDS,
      fileBytes: HUNDRED_MB,
      withLength,
    });

  it('when 20 hostile uploads of every kind arrive at once, then each is refused, RSS grows by less than 100 MB and /api/health keeps answering', async () => {
    const files = await Promise.all(HOSTILE.map(async (h) => ({ ...h, body: await h.bytes() })));
    const send = async (i: number) => {
      const kind = i % (files.length + 1);
      const file = files[kind];
      if (!file) {
        return {
          label: '100 MB body',
          expected: 413,
          status: (await hundredMegabytes(true)).status,
        };
      }
      const form = new FormData();
      for (const [k, v] of Object.entries(RECIPE_FIELDS)) form.append(k, v);
      form.append('thumbnail_image', new Blob([new Uint8Array(file.body)]), file.name);
      const res = await fetch(`${server.base}/api/submit-recipe`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${cook.idToken}` },
        body: form,
      });
      await res.arrayBuffer();
      return { label: file.label, expected: file.status, status: res.status };
    };
    // Warm up: every code path once, so that the burst measures growth, not first-use costs.
    for (let i = 0; i <= files.length; i += 1) await send(i);

    const { result, burst } = await measured(server, () =>
      Promise.all(Array.from({ length: 20 }, (_, i) => send(i))),
    );

    console.info(
      `${describeBurst('20 hostile uploads of every kind', burst)}; ` +
        result.map((r) => `${r.label}: ${r.status}`).join(', '),
    );
    expect(result.map((r) => [r.label, r.status])).toEqual(
      result.map((r) => [r.label, r.expected]),
    );
    expectHealthy(burst);
    expect(await filesUnder(path.join(server.dataDir, 'uploads'))).toEqual([]);
  });

  it('when 20 forms just over the size limit arrive at once, then each gets 413, RSS grows by less than 150 MB and /api/health keeps answering', async () => {
    // Declared small enough to be read, so each is refused only once 15 MB have arrived. Three are
    // read at a time (45 MB); the 320 MB read in all leave garbage that V8 collects only after
    // some 64 MB of it. Read all at once they would hold 300 MB.
    const justTooLarge = () =>
      streamMultipart({
        url: `${server.base}/api/submit-recipe`,
        headers: { Authorization: `Bearer ${cook.idToken}` },
        fields: RECIPE_FIELDS,
        fileBytes: UPLOAD_LIMIT + 1024 * 1024,
      });
    await justTooLarge();

    const { result, burst } = await measured(server, () =>
      Promise.all(Array.from({ length: 20 }, justTooLarge)),
    );

    console.info(describeBurst('20 forms of 16 MB', burst));
    expect(result.map((r) => [r.status, r.body])).toEqual(
      Array.from({ length: 20 }, () => [413, { message: UPLOAD_MESSAGES.fileTooLarge }]),
    );
    expectHealthy(burst, 150);
    expect(await filesUnder(path.join(server.dataDir, 'uploads'))).toEqual([]);
  });
});
