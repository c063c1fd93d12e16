/*
 * The cook's own crop of a card photo, for when the reader took in the table or another card:
 * the four edges in percent of the photo, the same photo cut to them.
 */

/** Where each edge of the crop is, in percent of the photo's width or height from its top left. */
export interface CropEdges {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const WHOLE_PHOTO: CropEdges = { left: 0, top: 0, right: 100, bottom: 100 };

/** The narrowest a crop may be, in percent: a card is never less than a tenth of its photo. */
export const MIN_CROP = 10;

const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, Number.isFinite(value) ? value : low));

/**
 * The edges with `edge` moved to `value`, kept on the photo and at least MIN_CROP from the
 * opposite edge (the moved edge stops there).
 */
export function moveEdge(edges: CropEdges, edge: keyof CropEdges, value: number): CropEdges {
  switch (edge) {
    case 'left':
      return { ...edges, left: clamp(value, 0, edges.right - MIN_CROP) };
    case 'right':
      return { ...edges, right: clamp(value, edges.left + MIN_CROP, 100) };
    case 'top':
      return { ...edges, top: clamp(value, 0, edges.bottom - MIN_CROP) };
    case 'bottom':
      return { ...edges, bottom: clamp(value, edges.top + MIN_CROP, 100) };
  }
}

/** Whether the edges leave the whole photo as it is. */
export function isWhole(edges: CropEdges): boolean {
  return edges.left <= 0 && edges.top <= 0 && edges.right >= 100 && edges.bottom >= 100;
}

/** The crop in whole pixels of a photo `width` by `height`, at least one pixel each way. */
export function cropRect(edges: CropEdges, width: number, height: number) {
  const x = Math.round((clamp(edges.left, 0, 100) / 100) * width);
  const y = Math.round((clamp(edges.top, 0, 100) / 100) * height);
  const right = Math.round((clamp(edges.right, 0, 100) / 100) * width);
  const bottom = Math.round((clamp(edges.bottom, 0, 100) / 100) * height);
  return {
    x: Math.min(x, width - 1),
    y: Math.min(y, height - 1),
    width: Math.max(1, right - x),
    height: Math.max(1, bottom - y),
  };
}

/**
 * The photo cut to the edges, as a JPEG file of the same name; the photo itself when the edges
 * leave it whole. The photo is drawn upright, as the page shows it.
 */
export async function cropPhoto(photo: File, edges: CropEdges): Promise<File> {
  if (isWhole(edges)) return photo;
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const rect = cropRect(edges, bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = rect.width;
    canvas.height = rect.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(
      bitmap,
      rect.x,
      rect.y,
      rect.width,
      rect.height,
      0,
      0,
      rect.width,
      rect.height,
    );
    const blob = await new Promise<Blob | null>((resolve) => {
      canvas.toBlob(resolve, 'image/jpeg', 0.92);
    });
    if (!blob) throw new Error('The crop could not be written');
    const name = photo.name.replace(/\.\w+$/u, '') || 'card';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
