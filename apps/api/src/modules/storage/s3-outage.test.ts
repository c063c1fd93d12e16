import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeTestPort } from '../../test/child-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { recipeForm, subOf, withFields } from '../../test/test-recipes.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { S3Storage, STORAGE_UNAVAILABLE } from './s3-storage.js';

/*
 * The S3 endpoint goes away and comes back (issue 12, faults survived): submissions are refused
 * with 503 and leave no row and no object; reads keep working; afterwards the bucket holds exactly
 * the photos of the stored recipes.
 */

const BUCKET = 'recipes-outage';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let t: TestApp;
let cook: TestUser;
let dir: string;
let port: number;
let s3: S3rver | undefined;
let storage: S3Storage;

async function startS3() {
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();
}

async function stopS3() {
  await s3?.close();
  s3 = undefined;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-s3-outage-'));
  port = await freeTestPort();
  await startS3();
  t = await createTestApp();
  cook = await createCook(t);
  storage = new S3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials,
  });
});
afterAll(async () => {
  storage?.destroy();
  await stopS3();
  await t?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const appOnS3 = () => t.build({ storage });

function submit(app: ReturnType<typeof appOnS3>, title: string, photo: Buffer) {
  return withFields(
    request(app).post('/api/submit-recipe').set(bearer(cook)),
    recipeForm({ title }),
  ).attach('thumbnail_image', photo, 'rice.jpg');
}

async function objectKeys(): Promise<string[]> {
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials,
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
  } finally {
    client.destroy();
  }
}

describe('the S3 endpoint down, then back', () => {
  it('when S3 cannot be reached, then a submission gets 503 with Retry-After and leaves no row, reads still work, and once it is back the bucket holds exactly the stored photos', async () => {
    const app = appOnS3();
    const repo = new RecipesRepository(t.db.database.db);
    const photo = await smallJpeg();
    await submit(app, 'Before the outage', photo).expect(201);

    await stopS3();
    const refused = await submit(app, 'During the outage', photo);
    const read = await request(app).get('/api/all-recipes');
    await startS3();
    const after = await submit(app, 'After the outage', photo);

    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({ message: STORAGE_UNAVAILABLE });
    expect(read.status).toBe(200);
    expect(after.status).toBe(201);
    const rows = await repo.listByOwner(subOf(cook.idToken), {
      sortBy: 'title',
      order: 1,
      limit: 100,
      page: 1,
    });
    expect(rows.items.map((r) => r.title)).toEqual(['After the outage', 'Before the outage']);
    const expected = rows.items
      .flatMap((r) => {
        const key = r.thumbnailImage.slice(r.thumbnailImage.indexOf('recipes/'));
        const sizes = [320, 640, 1280].map((w) => key.replace(/-1280\.webp$/, `-${w}.webp`));
        return [...sizes, key.replace(/-1280\.webp$/, '-original.jpg')];
      })
      .sort();
    expect(await objectKeys()).toEqual(expected);
  });
});
