import { IMAGE_LIMITS } from '../constants.js';

/**
 * The photo types the API takes for a recipe's photo and card, as the browser names them: the
 * file input's `accept`, the form's check before upload. The API looks at the first bytes rather
 * than the type the browser claims, and its image library decodes exactly these; a HEIC photo has
 * a HEIF header like AVIF's but the library shipped with the API cannot decode it, so it is not
 * offered (docs/decisions/006-images.md).
 */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** The file input's `accept` attribute. */
export const ACCEPTED_IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The widths of the WebP variants the API writes for each uploaded photo
 * (`<uuid>-<width>.webp`), and which of them each place offers: a card in a grid never needs the
 * largest one; the recipe page and the featured slides offer them all.
 */
export const PHOTO_WIDTHS = {
  all: IMAGE_LIMITS.widths,
  card: IMAGE_LIMITS.widths.filter((width) => width < Math.max(...IMAGE_LIMITS.widths)),
  detail: IMAGE_LIMITS.widths,
} as const;

/** The width of a variant a page shows when the browser picks none from the srcset. */
export const DEFAULT_PHOTO_WIDTH = 640;
