import { randomUUID } from 'node:crypto';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import type { Storage } from '../storage/storage.js';

interface StoredImageVariant {
  /** The nominal width in the key; smaller when the upload was narrower (never enlarged). */
  width: number;
  key: string;
  url: string;
  /** Actual pixel size of the stored file. */
  pixelWidth: number;
  pixelHeight: number;
}

export interface StoredImage {
  /** URL of the largest variant: the recipe's thumbnail_image. */
  url: string;
  /** Every file written: the variants, smallest first, then the original when one was kept. */
  keys: string[];
  /** Pixel size of the largest variant, so pages can reserve its space. */
  width: number;
  height: number;
  /** Smallest first. */
  variants: StoredImageVariant[];
}

/** The widest variant: the one a thumbnail URL names. */
export const LARGEST_WIDTH = Math.max(...IMAGE_LIMITS.widths);

/** One variant of a photo, encoded and ready to be written. */
export interface EncodedVariant {
  width: number;
  body: Buffer;
  pixelWidth: number;
  pixelHeight: number;
}

/**
 * Stores one photo's variants (smallest first, one for each of IMAGE_LIMITS.widths) under a new
 * id, and its original for print when given (`<uuid>-original.jpg`: no page is sent it, the
 * photo folder does not serve it, and the cookbook reads it). When a write fails, whatever was
 * written is removed again and the storage error is rethrown.
 */
export async function writeVariants(
  storage: Storage,
  encoded: EncodedVariant[],
  original?: Buffer,
): Promise<StoredImage> {
  const id = randomUUID();
  // Every width gets its file even when the upload is narrower (then two files look alike), so
  // any variant's URL can be derived from the thumbnail's (see variantUrls).
  const variants = encoded.map((variant) => {
    const key = variantKey(id, variant.width);
    return { ...variant, key, url: storage.url(key) };
  });
  const files = variants.map((variant) => ({
    key: variant.key,
    body: variant.body,
    type: 'image/webp',
  }));
  if (original) files.push({ key: originalKey(id), body: original, type: 'image/jpeg' });
  const keys = files.map((file) => file.key);

  const writes = await Promise.allSettled(
    files.map((file) => storage.put(file.key, file.body, file.type)),
  );
  // Waiting for every write to settle before cleaning up means no write can land after the
  // removal and leave an orphan behind.
  const failed = writes.find(
    (write): write is PromiseRejectedResult => write.status === 'rejected',
  );
  if (failed) {
    // The write error is the one worth reporting; a failed clean-up must not hide it.
    await storage.remove(keys).catch(() => undefined);
    throw failed.reason;
  }

  const largest = variants[variants.length - 1];
  if (!largest) throw new Error('IMAGE_LIMITS.widths is empty');
  return {
    url: largest.url,
    keys,
    width: largest.pixelWidth,
    height: largest.pixelHeight,
    variants: variants.map(({ width, key, url, pixelWidth, pixelHeight }) => ({
      width,
      key,
      url,
      pixelWidth,
      pixelHeight,
    })),
  };
}

function variantKey(id: string, width: number): string {
  return `recipes/${id}-${width}.webp`;
}

/** The print original's key: a name the photo folder never serves (photo-files.ts). */
function originalKey(id: string): string {
  return `recipes/${id}-original.jpg`;
}

const STORED_IMAGE =
  /(recipes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)\.webp$/;

function parseStoredUrl(url: string): { stem: string; width: number } | undefined {
  const match = STORED_IMAGE.exec(url);
  const stem = match?.[1];
  const width = Number(match?.[2]);
  if (!stem || !IMAGE_LIMITS.widths.some((w) => w === width)) return undefined;
  return { stem, width };
}

/**
 * The URLs of every variant of a stored thumbnail, smallest first (for `srcset`); empty when the
 * URL is not one storeRecipeImage produced, such as an external image URL from imported data.
 */
export function variantUrls(url: string): { width: number; url: string }[] {
  const parsed = parseStoredUrl(url);
  if (!parsed) return [];
  const suffix = `-${parsed.width}.webp`;
  const base = url.slice(0, url.length - suffix.length);
  return IMAGE_LIMITS.widths.map((width) => ({ width, url: `${base}-${width}.webp` }));
}

/**
 * The storage keys behind a thumbnail URL; empty unless this storage made exactly that URL, so an
 * external or foreign URL can never lead to deleting an object that is not a recipe image of ours.
 */
export function storedImageKeys(storage: Storage, url: string): string[] {
  const parsed = parseStoredUrl(url);
  if (!parsed) return [];
  if (storage.url(`${parsed.stem}-${parsed.width}.webp`) !== url) return [];
  return IMAGE_LIMITS.widths.map((width) => `${parsed.stem}-${width}.webp`);
}

/**
 * The stored image behind a thumbnail URL, for renditions made from it (the share image, the
 * cookbook): its id, the key of its largest variant, and the key its print original has when one
 * was kept (photos stored before originals were kept, and restored ones, have none). Undefined
 * unless this storage made exactly that URL.
 */
export function storedImageSource(
  storage: Storage,
  url: string,
): { id: string; key: string; originalKey: string } | undefined {
  const parsed = parseStoredUrl(url);
  if (!parsed || storage.url(`${parsed.stem}-${parsed.width}.webp`) !== url) return undefined;
  const id = parsed.stem.slice('recipes/'.length);
  return { id, key: variantKey(id, LARGEST_WIDTH), originalKey: originalKey(id) };
}

/**
 * Deletes every file of a stored thumbnail, its variants and its original: after a failed
 * database write that followed the upload, or when an edit replaces the image. Returns the keys
 * it removed (none for a URL this storage did not produce).
 */
export async function removeStoredImage(storage: Storage, url: string): Promise<string[]> {
  const keys = storedImageKeys(storage, url);
  const source = storedImageSource(storage, url);
  // A photo without an original is no error: removing a key that does not exist is not one.
  if (source) keys.push(source.originalKey);
  if (keys.length > 0) await storage.remove(keys);
  return keys;
}
