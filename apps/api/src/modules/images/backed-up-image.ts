import sharp from 'sharp';
import { IMAGE_LIMITS, PRINT_ORIGINAL_MAX_SIDE } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import type { Storage } from '../storage/storage.js';
import {
  carriesMarkup,
  DECODE_OPTIONS,
  decoded,
  IMAGE_MESSAGES,
  sniffImageFormat,
  withDecodeSlot,
} from './image-decoding.js';
import { WEBP_MAX_SIDE } from './image-processor.js';
import { writeVariants, type EncodedVariant, type StoredImage } from './stored-images.js';

/** One stored file of a photo as a backup carries it: its nominal width and its bytes. */
export interface BackedUpVariant {
  width: number;
  body: Buffer;
}

/**
 * Stores a photo's variants as a backup carries them, byte for byte, under a new id, so that a
 * restored site serves the same files the backed-up one did (decision 035), with its original for
 * print when the backup has one. Each file must be one this site could have written: a still WebP
 * (the original a JPEG) without metadata or markup, no wider than its nominal width (the original
 * no longer than PRINT_ORIGINAL_MAX_SIDE on either side), whose every pixel decodes. Anything else is
 * refused with 415 before anything is written, and the caller puts the largest through the upload
 * pipeline instead.
 */
export async function keepBackedUpVariants(
  storage: Storage,
  files: BackedUpVariant[],
  original?: Buffer,
): Promise<StoredImage> {
  const widths = files.map((file) => file.width).sort((a, b) => a - b);
  if (widths.join() !== IMAGE_LIMITS.widths.join()) {
    throw new AppError(415, IMAGE_MESSAGES.unsupported);
  }
  const checked = await withDecodeSlot(async () => {
    const variants: EncodedVariant[] = [];
    // One at a time: a backup's restore holds one decoded file, not a photo's every size.
    for (const file of [...files].sort((a, b) => a.width - b.width)) {
      variants.push(await checkedVariant(file));
    }
    if (original) {
      const side = PRINT_ORIGINAL_MAX_SIDE;
      await checkedVariant({ width: side, body: original }, side, 'jpeg');
    }
    return variants;
  });
  return writeVariants(storage, checked, original);
}

async function checkedVariant(
  { width, body }: BackedUpVariant,
  maxHeight = WEBP_MAX_SIDE,
  expected: 'webp' | 'jpeg' = 'webp',
): Promise<EncodedVariant> {
  if (sniffImageFormat(body) !== expected || carriesMarkup(body)) {
    throw new AppError(415, IMAGE_MESSAGES.unsupported);
  }
  const metadata = await decoded(sharp(body, DECODE_OPTIONS).metadata());
  const { format, width: pixelWidth, height: pixelHeight } = metadata;
  const carriesMetadata = Boolean(metadata.exif ?? metadata.icc ?? metadata.xmp ?? metadata.iptc);
  if (
    format !== expected ||
    carriesMetadata ||
    (metadata.pages ?? 1) > 1 ||
    !pixelWidth ||
    !pixelHeight ||
    pixelWidth > width ||
    pixelHeight > maxHeight
  ) {
    throw new AppError(415, IMAGE_MESSAGES.unsupported);
  }
  // Every pixel decoded: a file whose header reads well but whose data is cut short is refused.
  await decoded(sharp(body, DECODE_OPTIONS).raw().toBuffer());
  return { width, body, pixelWidth, pixelHeight };
}
