import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger.js';
import { LocalStorage } from '../storage/storage.js';
import { removeStoredImage, storeRecipeImage } from './image-processor.js';
import { renderShareImage, ShareImages } from './share-image.js';

let root: string;
let storage: LocalStorage;
let cacheDir: string;
let shareImages: ShareImages;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fr-share-'));
  storage = new LocalStorage(path.join(root, 'uploads'));
  cacheDir = path.join(root, 'cache');
  shareImages = new ShareImages(storage, cacheDir, createLogger('silent'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 1600, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .toBuffer();
}

describe('renderShareImage', () => {
  it('when the photo has transparent parts, then the JPEG shows them white at 1200x630', async () => {
    const clear = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();

    const jpeg = await renderShareImage(clear);

    const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([1200, 630, 3]);
    expect(Math.min(...data.subarray(0, 300))).toBeGreaterThan(245);
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });

  it('when the input is not an image, then it is refused', async () => {
    await expect(renderShareImage(Buffer.from('<html>not a photo</html>'))).rejects.toThrow();
  });
});

describe('ShareImages', () => {
  it('when a stored photo is asked for twice at once, then it is rendered once, cached and read from the cache afterwards', async () => {
    const stored = await storeRecipeImage(storage, await portrait());

    const [first, second] = await Promise.all([
      shareImages.jpeg(stored.url),
      shareImages.jpeg(stored.url),
    ]);

    expect(first).toBeDefined();
    expect(second).toBe(first);
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const id = shareImages.versionOf(stored.url);
    expect(await readdir(cacheDir)).toEqual([`${id}.jpg`]);

    // With the stored variants gone, only the cache can answer.
    await removeStoredImage(storage, stored.url);
    const cached = await shareImages.jpeg(stored.url);
    expect(cached && Buffer.compare(cached, first!)).toBe(0);
  });

  it('when the stored photo is gone and nothing is cached, then there is no share image', async () => {
    const stored = await storeRecipeImage(storage, await portrait());
    await removeStoredImage(storage, stored.url);

    expect(await shareImages.jpeg(stored.url)).toBeUndefined();
  });

  it('when the thumbnail is not an image this storage made, then there is no share image', async () => {
    for (const url of [
      'https://example.com/pie.jpg',
      '/uploads/recipes/x-1280.webp',
      'https://img.example.com/recipes/0b6f3c9e-3f0e-4c1e-9a7e-5b2f8f1d2c3a-1280.webp',
    ]) {
      expect(shareImages.versionOf(url)).toBeUndefined();
      expect(await shareImages.jpeg(url)).toBeUndefined();
    }
  });

  it('when the cache folder cannot be written, then the image is still served', async () => {
    const stored = await storeRecipeImage(storage, await portrait());
    // A file where the folder should be: mkdir fails, as on a read-only disk.
    const aFile = path.join(root, 'uploads', stored.keys[0]!);
    const blocked = new ShareImages(storage, aFile, createLogger('silent'));

    const jpeg = await blocked.jpeg(stored.url);

    expect((await sharp(jpeg).metadata()).width).toBe(1200);
  });
});
