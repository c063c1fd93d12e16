import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_LIMITS } from '@family-recipes/shared';
import type { Storage } from '../storage/storage.js';

export interface StoredImage {
  /** URL of the largest variant: the recipe's thumbnail_image. */
  url: string;
  keys: string[];
}

/**
 * Decodes an upload, turns it upright by its EXIF orientation, drops every metadata field (sharp
 * writes none unless asked) and stores WebP variants named `<id>-<width>.webp` (DESIGN.md D4).
 */
export async function storeRecipeImage(storage: Storage, input: Buffer): Promise<StoredImage> {
  const id = randomUUID();
  const upright = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels })
    .rotate()
    .toBuffer();
  const keys: string[] = [];
  try {
    for (const width of IMAGE_LIMITS.widths) {
      const key = `recipes/${id}-${width}.webp`;
      const body = await sharp(upright)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await storage.put(key, body, 'image/webp');
      keys.push(key);
    }
  } catch (err) {
    await storage.remove(keys);
    throw err;
  }
  const largest = keys[keys.length - 1];
  if (!largest) throw new Error('No image variant was written');
  return { url: storage.url(largest), keys };
}
