/*
 * What a photo of a card goes through before text recognition: grey, its light evened out (a
 * phone's photo is brighter in the middle, the card may be cream or coloured), its contrast
 * stretched, and written as a PGM file, which tesseract reads as it is (no PNG to encode).
 */

/** A greyscale image, one byte a pixel, rows from the top. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/**
 * The image's grey from canvas pixels (RGBA): a third its luma, two thirds its brightest channel,
 * so that a card's colour and its coloured rules (blue lines, a red margin) turn pale while dark
 * ink, of whatever colour, stays dark.
 */
export function greyOf(rgba: Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < pixels.length; i += 1, j += 4) {
    const r = rgba[j] ?? 0;
    const g = rgba[j + 1] ?? 0;
    const b = rgba[j + 2] ?? 0;
    const luma = (77 * r + 150 * g + 29 * b) >> 8;
    pixels[i] = (luma + 2 * Math.max(r, g, b)) / 3;
  }
  return { width, height, pixels };
}

/** The value below which `fraction` of a histogram's 256 bins' counts lie. */
function percentile(histogram: Uint32Array, total: number, fraction: number): number {
  const wanted = total * fraction;
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value] ?? 0;
    if (seen >= wanted) return value;
  }
  return 255;
}

/**
 * The paper's brightness across the image: the bright end (90th percentile) of each tile about
 * `tile` pixels square, the tiles' grid smoothed. Text covers far less than a tenth of a tile
 * wider than a few lines, so what it gives is the paper under the text.
 */
function paperLight(image: GreyImage, tile: number) {
  const { width, height, pixels } = image;
  const columns = Math.max(1, Math.round(width / tile));
  const rows = Math.max(1, Math.round(height / tile));
  const grid = new Float32Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let row = 0; row < rows; row += 1) {
    const y0 = Math.floor((row * height) / rows);
    const y1 = Math.floor(((row + 1) * height) / rows);
    for (let column = 0; column < columns; column += 1) {
      const x0 = Math.floor((column * width) / columns);
      const x1 = Math.floor(((column + 1) * width) / columns);
      histogram.fill(0);
      // Every second pixel of every second row is plenty for a percentile.
      let count = 0;
      for (let y = y0; y < y1; y += 2) {
        for (let x = x0, i = y * width + x0; x < x1; x += 2, i += 2) {
          histogram[pixels[i] ?? 0]! += 1;
          count += 1;
        }
      }
      grid[row * columns + column] = count > 0 ? percentile(histogram, count, 0.9) : 255;
    }
  }
  // A 3 x 3 mean, so that one tile's misjudgement does not show as a square.
  const smooth = new Float32Array(grid.length);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const r = row + dy;
          const c = column + dx;
          if (r < 0 || r >= rows || c < 0 || c >= columns) continue;
          sum += grid[r * columns + c] ?? 0;
          n += 1;
        }
      }
      smooth[row * columns + column] = Math.max(1, sum / n);
    }
  }
  return { columns, rows, grid: smooth };
}

/**
 * The image with its paper made evenly white (each pixel divided by the paper's light around it,
 * interpolated between tiles' centres) and its contrast stretched so that the darkest ink is
 * black. `tile` is about three lines of text.
 */
export function evenOut(image: GreyImage, tile: number): GreyImage {
  const { width, height, pixels } = image;
  const { columns, rows, grid } = paperLight(image, tile);
  const out = new Uint8Array(pixels.length);
  const tileWidth = width / columns;
  const tileHeight = height / rows;
  const histogram = new Uint32Array(256);
  for (let y = 0; y < height; y += 1) {
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / tileHeight - 0.5));
    const r0 = Math.floor(gy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const fy = gy - r0;
    for (let x = 0; x < width; x += 1) {
      const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / tileWidth - 0.5));
      const c0 = Math.floor(gx);
      const c1 = Math.min(columns - 1, c0 + 1);
      const fx = gx - c0;
      const top =
        (grid[r0 * columns + c0] ?? 255) * (1 - fx) + (grid[r0 * columns + c1] ?? 255) * fx;
      const bottom =
        (grid[r1 * columns + c0] ?? 255) * (1 - fx) + (grid[r1 * columns + c1] ?? 255) * fx;
      const light = top * (1 - fy) + bottom * fy;
      const i = y * width + x;
      const value = Math.min(255, Math.round(((pixels[i] ?? 0) * 255) / light));
      out[i] = value;
      histogram[value]! += 1;
    }
  }
  // The darkest ink (the 0.5th percentile, so that a few specks of grain do not decide) to black,
  // and what is within a sixth of the paper's light to white: a card's faint rules and the
  // grain of the photo go, the ink's edges stay.
  const black = Math.min(percentile(histogram, out.length, 0.005), 160);
  const white = 215;
  const span = white - black;
  const table = new Uint8Array(256);
  for (let value = 0; value < 256; value += 1) {
    table[value] = Math.max(0, Math.min(255, Math.round(((value - black) * 255) / span)));
  }
  for (let i = 0; i < out.length; i += 1) out[i] = table[out[i] ?? 0] ?? 0;
  return { width, height, pixels: out };
}

/** The image as a binary PGM file (P5), which tesseract's image reader takes. */
export function toPgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const file = new Uint8Array(header.length + image.pixels.length);
  file.set(header);
  file.set(image.pixels, header.length);
  return file;
}
