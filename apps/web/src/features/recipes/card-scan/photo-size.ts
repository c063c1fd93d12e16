import type { PhotoSize } from '@family-recipes/shared';

/**
 * The size of each photo as the page shows it (its natural size, turned as the photo says), front
 * first: the server reader places its lines in thousandths of these. A photo the browser cannot
 * decode has no size (0 by 0), which the draft reader takes as unknown.
 */
export function photoSizes(photos: readonly Blob[]): Promise<PhotoSize[]> {
  return Promise.all(photos.map(sizeOf));
}

async function sizeOf(photo: Blob): Promise<PhotoSize> {
  const url = URL.createObjectURL(photo);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return { width: 0, height: 0 };
  } finally {
    URL.revokeObjectURL(url);
  }
}
