import sharp from 'sharp';
import { IMAGE_LIMITS } from '@family-recipes/shared';
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
 * restored site serves the same files the backed-up one did (decision 035). Each file must be one
 * this site could have written: a still WebP without metadata or markup, no wider than its nominal
 * width, whose every pixel decodes. Anything else is refused with 415 before anything is written,
 * and the caller puts the largest through the upload pipeline instead.
 */
export async function keepBackedUpVariants(
  storage: Storage,
  files: BackedUpVariant[],
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
    return variants;
  });
  return writeVariants(storage, checked);
}

async function checkedVariant({ width, body }: BackedUpVariant): Promise<EncodedVariant> {
  if (sniffImageFormat(body) !== 'webp' || carriesMarkup(body)) {
    throw new AppError(415, IMAGE_MESSAGES.unsupported);
  }
  const metadata = await decoded(sharp(body, DECODE_OPTIONS).metadata());
  const { format, width: pixelWidth, height: pixelHeight } = metadata;
  const carriesMetadata = Boolean(metadata.exif ?? metadata.icc ?? metadata.xmp ?? metadata.iptc);
  if (
    format !== 'webp' ||
    carriesMetadata ||
    (metadata.pages ?? 1) > 1 ||
    !pixelWidth ||
    !pixelHeight ||
    pixelWidth > width ||
    pixelHeight > WEBP_MAX_SIDE
  ) {
    throw new AppError(415, IMAGE_MESSAGES.unsupported);
  }
  // Every pixel decoded: a file whose header reads well but whose data is cut short is refused.
  await decoded(sharp(body, DECODE_OPTIONS).raw().toBuffer());
  return { width, body, pixelWidth, pixelHeight };
}
