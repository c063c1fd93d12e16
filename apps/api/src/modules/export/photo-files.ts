import { type ExportImage, IMAGE_LIMITS } from '@family-recipes/shared';
import { storedImageKeys, storedImageSource } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';

/**
 * A stored photo as an export carries it: its largest size in base64 and, for a backup
 * (`withSizes`), every other stored size too and the original kept for print when there is one,
 * each file as it is stored. Null when the URL is not one of this storage's photos (an imported
 * recipe's foreign address) or its file is gone.
 */
export async function exportedPhoto(
  storage: Storage,
  url: string,
  fileName: string,
  withSizes: boolean,
): Promise<ExportImage | null> {
  // Smallest first, one for each of IMAGE_LIMITS.widths; empty for a foreign URL.
  const keys = storedImageKeys(storage, url);
  const largestKey = keys.at(-1);
  const largest = largestKey ? await storage.get(largestKey) : undefined;
  if (!largest) return null;
  const image: ExportImage = {
    content_type: 'image/webp',
    file_name: fileName,
    data: largest.toString('base64'),
  };
  if (!withSizes) return image;
  const sizes: NonNullable<ExportImage['sizes']> = [];
  for (const [index, width] of IMAGE_LIMITS.widths.slice(0, -1).entries()) {
    const key = keys[index];
    const body = key ? await storage.get(key) : undefined;
    // A size that is gone leaves the photo without sizes: the restore makes them from the largest.
    if (!body) return image;
    sizes.push({ width, data: body.toString('base64') });
  }
  const originalKey = storedImageSource(storage, url)?.originalKey;
  const original = originalKey ? await storage.get(originalKey) : undefined;
  return { ...image, sizes, ...(original ? { original: original.toString('base64') } : {}) };
}
