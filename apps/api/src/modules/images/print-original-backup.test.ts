import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, PRINT_ORIGINAL_MAX_SIDE } from '@family-recipes/shared';
import { exportedPhoto } from '../export/photo-files.js';
import { LocalStorage } from '../storage/storage.js';
import { keepBackedUpVariants } from './backed-up-image.js';
import {
  IMAGE_MESSAGES,
  removeStoredImage,
  storedImageSource,
  storeRecipeImage,
} from './image-processor.js';

/*
 * The original kept for print goes where the photo's other files go: into a backup (not into an
 * export), back into storage on a restore when it is a file this site could have written, and
 * away with the rest.
 */

let dir: string;
let storage: LocalStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-original-'));
  storage = new LocalStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function files(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function storedPhoto() {
  const jpeg = await sharp({
    create: { width: 2600, height: 1950, channels: 3, background: '#c0603a' },
  })
    .jpeg()
    .toBuffer();
  const stored = await storeRecipeImage(storage, jpeg);
  const source = storedImageSource(storage, stored.url);
  const original = source ? await storage.get(source.originalKey) : undefined;
  if (!original) throw new Error('no original was kept');
  return { stored, original };
}

describe('the original kept for print', () => {
  it('when a photo no book prints is stored (a "we made this" photo), then only its sizes are kept', async () => {
    const jpeg = await sharp({
      create: { width: 2600, height: 1950, channels: 3, background: '#c0603a' },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeRecipeImage(storage, jpeg, { forPrint: false });
    expect(stored.keys).toHaveLength(IMAGE_LIMITS.widths.length);
    expect(await files()).toHaveLength(IMAGE_LIMITS.widths.length);
  });
});

describe('the original kept for print in backups', () => {
  it('when a photo is backed up and restored, then the backup carries its original and the restore keeps it byte for byte; removing the photo removes it', async () => {
    const { stored, original } = await storedPhoto();
    expect((await sharp(original).metadata()).width).toBe(2600);

    const exported = await exportedPhoto(storage, stored.url, 'pie.webp', false);
    expect(exported?.original).toBeUndefined();
    const backedUp = await exportedPhoto(storage, stored.url, 'pie.webp', true);
    expect(backedUp?.original).toBe(original.toString('base64'));

    const sizes = [
      ...(backedUp?.sizes ?? []),
      { width: Math.max(...IMAGE_LIMITS.widths), data: backedUp?.data ?? '' },
    ].map((size) => ({ width: size.width, body: Buffer.from(size.data, 'base64') }));
    const kept = await keepBackedUpVariants(storage, sizes, original);
    const keptSource = storedImageSource(storage, kept.url);
    expect(keptSource?.id).not.toBe(storedImageSource(storage, stored.url)?.id);
    expect((await storage.get(keptSource?.originalKey ?? ''))?.equals(original)).toBe(true);
    expect(await files()).toHaveLength(8);

    await removeStoredImage(storage, kept.url);
    await removeStoredImage(storage, stored.url);
    expect(await files()).toEqual([]);
  });

  it('when a backed-up original carries metadata or is larger than an original can be, then 415 and nothing is written', async () => {
    const { stored, original } = await storedPhoto();
    const backedUp = await exportedPhoto(storage, stored.url, 'pie.webp', true);
    const sizes = [
      ...(backedUp?.sizes ?? []),
      { width: Math.max(...IMAGE_LIMITS.widths), data: backedUp?.data ?? '' },
    ].map((size) => ({ width: size.width, body: Buffer.from(size.data, 'base64') }));
    const side = PRINT_ORIGINAL_MAX_SIDE + 1;
    const refused = [
      await sharp(original).withMetadata().jpeg().toBuffer(),
      await sharp({ create: { width: side, height: 10, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    ];
    const before = await files();
    for (const bad of refused) {
      await expect(keepBackedUpVariants(storage, sizes, bad)).rejects.toMatchObject({
        status: 415,
        message: IMAGE_MESSAGES.unsupported,
      });
    }
    expect(await files()).toEqual(before);
  });
});
