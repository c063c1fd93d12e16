import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { LocalStorage } from '../storage/storage.js';
import { type BackedUpVariant, keepBackedUpVariants } from './backed-up-image.js';
import { IMAGE_MESSAGES, storeRecipeImage } from './image-processor.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let dir: string;
let storage: LocalStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-backed-up-'));
  storage = new LocalStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileCount(): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** The files the site stores for a 2000x1500 photo, as a backup carries them. */
async function storedFiles(): Promise<BackedUpVariant[]> {
  const jpeg = await sharp({
    create: { width: 2000, height: 1500, channels: 3, background: '#c0603a' },
  })
    .jpeg()
    .toBuffer();
  const stored = await storeRecipeImage(storage, jpeg);
  return Promise.all(
    stored.variants.map(async (variant) => ({
      width: variant.width,
      body: (await storage.get(variant.key)) ?? Buffer.alloc(0),
    })),
  );
}

async function expectRefused(files: BackedUpVariant[]): Promise<void> {
  const before = await fileCount();
  const error = await keepBackedUpVariants(storage, files).catch((err: unknown) => err);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status: 415, message: IMAGE_MESSAGES.unsupported });
  expect(await fileCount()).toBe(before);
}

const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#405060' } })
    .webp()
    .toBuffer();

describe('keepBackedUpVariants', () => {
  it('when every size a backup carries is one the site wrote, then each is stored byte for byte under a new id', async () => {
    const files = await storedFiles();
    const kept = await keepBackedUpVariants(storage, files);
    expect(kept.variants.map((v) => v.width)).toEqual([...IMAGE_LIMITS.widths]);
    expect(kept.url).toMatch(/-1280\.webp$/);
    expect({ width: kept.width, height: kept.height }).toEqual({ width: 1280, height: 960 });
    for (const [index, variant] of kept.variants.entries()) {
      const original = files[index];
      expect(variant.key).not.toBe(`recipes/${original?.width}`);
      const bytes = await storage.get(variant.key);
      expect(sha256(bytes ?? Buffer.alloc(0))).toBe(sha256(original?.body ?? Buffer.alloc(1)));
    }
    // The photo as stored (three sizes and its print original) and the three sizes kept.
    expect(await fileCount()).toBe(7);
  });

  it('when a size is missing or named twice, then 415 and nothing is written', async () => {
    const [small, medium, large] = await storedFiles();
    if (!small || !medium || !large) throw new Error('three sizes expected');
    await expectRefused([small, large]);
    await expectRefused([small, small, large]);
  });

  it('when a size is another format, then 415 and nothing is written', async () => {
    const [small, medium, large] = await storedFiles();
    if (!small || !medium || !large) throw new Error('three sizes expected');
    const png = await sharp(small.body).png().toBuffer();
    await expectRefused([{ width: 320, body: png }, medium, large]);
  });

  it('when a size carries metadata (EXIF, ICC), then 415 and nothing is written', async () => {
    const [small, medium, large] = await storedFiles();
    if (!small || !medium || !large) throw new Error('three sizes expected');
    const withExif = await sharp(medium.body)
      .withExif({ IFD0: { Copyright: 'Someone' } })
      .webp()
      .toBuffer();
    await expectRefused([small, { width: 640, body: withExif }, large]);
    const withProfile = await sharp(medium.body).withIccProfile('p3').webp().toBuffer();
    await expectRefused([small, { width: 640, body: withProfile }, large]);
  });

  it('when a size is wider than its width, then 415 and nothing is written', async () => {
    const [small, medium, large] = await storedFiles();
    if (!small || !medium || !large) throw new Error('three sizes expected');
    await expectRefused([{ width: 320, body: await webp(400, 300) }, medium, large]);
  });

  it('when a size is cut short or carries web page code, then 415 and nothing is written', async () => {
    const [small, medium, large] = await storedFiles();
    if (!small || !medium || !large) throw new Error('three sizes expected');
    const cut = large.body.subarray(0, Math.floor(large.body.length * 0.6));
    await expectRefused([small, medium, { width: 1280, body: cut }]);
    const page = Buffer.concat([medium.body, Buffer.from('<script>alert(1)</script>')]);
    await expectRefused([small, { width: 640, body: page }, large]);
  });
});
