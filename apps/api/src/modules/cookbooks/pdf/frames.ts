import type { CookbookPageSize } from '@family-recipes/shared';
import { POINTS_PER_INCH, themeFor } from './theme.js';

/*
 * The fixed frames a recipe photo prints in: one aspect ratio, 3:2 landscape, in two sizes. The
 * column frame is as wide as the text column but no wider than the site's stored photos (1280
 * pixels wide) fill at MIN_PPI; the small frame is as wide as the site's smaller stored width (640
 * pixels) fills at MIN_PPI. A photo whose 3:2 crop has the pixels for the column frame gets it,
 * else the small frame. The frame is chosen from the stored pixel size alone (`photoSize`), so the
 * layout pass, which reads no photo, and the printing pass agree (decision 036).
 *
 * No photo prints below MIN_PPI: one too small even for the small frame (a 3:2 crop under 640
 * pixels wide) prints at MIN_PPI centred on a paper-coloured mat that fills the small frame, so
 * the page keeps its layout.
 */

export type FrameKind = 'column' | 'small';

/** The lowest resolution a photo prints at, in pixels per inch. */
export const MIN_PPI = 200;
/** The frames' width over height. */
const FRAME_ASPECT = 3 / 2;
/** The stored photo widths the frames are sized for: the site's largest and middle variants. */
const COLUMN_PIXELS = 1280;
/** The print edition's bleed round the cover, 3 mm in points (print.ts's BLEED). */
export const COVER_BLEED = (3 / 25.4) * POINTS_PER_INCH;
const SMALL_PIXELS = 640;

interface Size {
  width: number;
  height: number;
}

/** Points `pixels` fill at MIN_PPI, rounded down so they fill them at MIN_PPI or more. */
const pointsAt = (pixels: number) => Math.floor((pixels / MIN_PPI) * POINTS_PER_INCH);

const columnWidth = (pageSize: CookbookPageSize) => {
  const theme = themeFor(pageSize);
  return theme.width - theme.inner - theme.outer;
};

/** A frame of `width` points in FRAME_ASPECT. */
const framed = (width: number): Size => ({ width, height: width / FRAME_ASPECT });

/** The part of a photo of `pixels` a frame of `aspect` shows (cropped around its middle). */
export function cropOf(pixels: Size, aspect: number): Size {
  return pixels.width / pixels.height > aspect
    ? { width: Math.round(pixels.height * aspect), height: pixels.height }
    : { width: pixels.width, height: Math.round(pixels.width / aspect) };
}

/** Whether `pixels`, cropped to `frame`'s shape, fill it at MIN_PPI or more. */
function fillsSharp(pixels: Size, frame: Size): boolean {
  const crop = cropOf(pixels, frame.width / frame.height);
  return (crop.width / frame.width) * POINTS_PER_INCH >= MIN_PPI - 1e-9;
}

/** The column frame and the small frame of a page size, in points. */
export function framesOf(pageSize: CookbookPageSize): Record<FrameKind, Size> {
  const column = columnWidth(pageSize);
  return {
    column: framed(Math.min(column, pointsAt(COLUMN_PIXELS))),
    small: framed(Math.min(column, pointsAt(SMALL_PIXELS))),
  };
}

/** The fixed frame a recipe photo of `pixels` gets on a page of `pageSize` (points), and why. */
export function recipeFrame(
  pageSize: CookbookPageSize,
  pixels: { width: number; height: number } | undefined,
): { kind: FrameKind; width: number; height: number } {
  const frames = framesOf(pageSize);
  // A photo of unknown size gets the column frame; it prints on a mat there if it falls short.
  const kind: FrameKind = !pixels || fillsSharp(pixels, frames.column) ? 'column' : 'small';
  return { kind, ...frames[kind] };
}

/**
 * The full-bleed cover photo's size for `pageSize`: the whole page and the print edition's bleed
 * at its top, foot and fore-edge (its left edge is the spine's fold).
 */
export function coverBleedSize(pageSize: CookbookPageSize): Size {
  const theme = themeFor(pageSize);
  return { width: theme.width + COVER_BLEED, height: theme.height + 2 * COVER_BLEED };
}

/** Whether a cover photo of `pixels` fills the full-bleed cover of `pageSize` at >= 200 ppi. */
export function coverPhotoSharp(
  pageSize: CookbookPageSize,
  pixels: { width: number; height: number },
): boolean {
  return fillsSharp(pixels, coverBleedSize(pageSize));
}
