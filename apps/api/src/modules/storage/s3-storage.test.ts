import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStoredImage, storeRecipeImage } from '../images/image-processor.js';
import { IMMUTABLE_CACHE_CONTROL, S3Storage } from './s3-storage.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';

let server: S3TestServer;
let storage: S3Storage;

beforeAll(async () => {
  server = await startS3TestServer();
  storage = new S3Storage({
    bucket: server.bucket,
    region: server.region,
    endpoint: server.endpoint,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
});

afterAll(async () => {
  storage?.destroy();
  await server?.stop();
});

describe('S3Storage against s3rver', () => {
  it('when a recipe image is stored, then each variant URL serves the WebP bytes as image/webp, cacheable for a year', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#c0603a' },
    })
      .jpeg()
      .toBuffer();

    const stored = await storeRecipeImage(storage, photo);

    expect(stored.url).toBe(`${server.endpoint}/${server.bucket}/${stored.keys[2]}`);
    for (const variant of stored.variants) {
      const res = await fetch(variant.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', variant.pixelWidth]);
    }
  });

  it('when a stored image is removed, then its variant URLs answer 404', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#333' },
    })
      .png()
      .toBuffer();
    const stored = await storeRecipeImage(storage, photo);

    expect((await removeStoredImage(storage, stored.url)).sort()).toEqual([...stored.keys].sort());

    for (const variant of stored.variants) {
      const res = await fetch(variant.url);
      await res.arrayBuffer();
      expect(res.status).toBe(404);
    }
  });

  it('when an object is read back, then its bytes come back; a missing key gives undefined', async () => {
    await storage.put('recipes/read-back.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');

    expect((await storage.get('recipes/read-back.jpg'))?.toString()).toBe('jpeg bytes');
    expect(await storage.get('recipes/never-written.jpg')).toBeUndefined();
  });

  it('when a file on disk is put, then it is one object that streams back; a missing key gives undefined', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-s3-file-'));
    try {
      const source = path.join(dir, 'book.pdf');
      await writeFile(source, '%PDF-1.7 a book');
      await storage.putFile('cookbooks/b-1.pdf', source, 'application/pdf');

      const stream = await storage.openRead('cookbooks/b-1.pdf');
      expect(stream && (await text(stream))).toBe('%PDF-1.7 a book');
      expect(await storage.openRead('cookbooks/never-written.pdf')).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('when a key is unsafe, then nothing is sent', async () => {
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Unsafe storage key',
    );
    await expect(storage.remove(['../x.webp'])).rejects.toThrow('Unsafe storage key');
    await expect(storage.get('../x.webp')).rejects.toThrow('Unsafe storage key');
  });
});
