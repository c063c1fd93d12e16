import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { COOKBOOK_PAGE_SIZES } from '@family-recipes/shared';
import type { BookModel } from './book-model.js';
import { coverBleedSize, coverPhotoSharp, framesOf, recipeFrame } from './frames.js';
import { bookOf } from './testing/demo-book.js';
import { renderToFile, tempDir, tool } from './testing/poppler.js';
import { plainRecipe } from './testing/recipes.js';

/*
 * Recipe photos in fixed 3:2 frames, cropped around what draws the eye, never below 200 ppi; the
 * cover edge to edge when its photo has the pixels.
 */

const lines = (text: string) => text.split('\n').filter((l) => l.trim());

/** A grey photo with a red square at `at`, the part the attention crop should keep. */
async function photo(width: number, height: number, at?: { left: number; top: number }) {
  const base = sharp({ create: { width, height, channels: 3, background: '#9a9a9a' } });
  if (!at) return base.webp().toBuffer();
  const red = await sharp({
    create: { width: 200, height: 200, channels: 3, background: '#e01010' },
  })
    .png()
    .toBuffer();
  return base
    .composite([{ input: red, ...at }])
    .webp()
    .toBuffer();
}

/** Pixels that are the red square's red. */
async function redPixels(file: string): Promise<number> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if ((data[i] ?? 0) > 180 && (data[i + 1] ?? 255) < 80) count += 1;
  }
  return count;
}

describe('the frames', () => {
  it.each(COOKBOOK_PAGE_SIZES)('has one aspect ratio, 3:2, for both frames of %s', (size) => {
    const frames = framesOf(size);
    expect(frames.column.width / frames.column.height).toBeCloseTo(1.5, 6);
    expect(frames.small.width / frames.small.height).toBeCloseTo(1.5, 6);
    expect(frames.small.width).toBeLessThan(frames.column.width);
    // The site's stored widths fill them at 200 ppi: 1280 pixels the column frame, 640 the small.
    expect((1280 / frames.column.width) * 72).toBeGreaterThanOrEqual(200);
    expect((640 / frames.small.width) * 72).toBeGreaterThanOrEqual(200);
  });

  it('gives a portrait photo the landscape frame, a small photo the small one', () => {
    expect(recipeFrame('A4', { width: 1280, height: 1707 })).toMatchObject({ kind: 'column' });
    expect(recipeFrame('A4', { width: 640, height: 480 })).toMatchObject({ kind: 'small' });
    // A square photo's 3:2 crop is as wide as the photo: 1000 pixels are too few for the column.
    expect(recipeFrame('A4', { width: 1000, height: 1000 }).kind).toBe('small');
    expect(recipeFrame('A4', undefined).kind).toBe('column');
  });

  it('says whether a cover photo fills the full-bleed cover at 200 ppi', () => {
    const bleed = coverBleedSize('A4');
    const needed = Math.ceil((bleed.width / 72) * 200);
    expect(coverPhotoSharp('A4', { width: needed, height: needed * 2 })).toBe(true);
    expect(coverPhotoSharp('A4', { width: needed - 20, height: needed * 2 })).toBe(false);
    expect(coverPhotoSharp('A4', { width: 1280, height: 1707 })).toBe(false);
  });
});

describe('a book with photos of every size', () => {
  let dir = '';
  let rows: string[][] = [];
  let images: string[] = [];
  let book: BookModel;

  beforeAll(async () => {
    dir = await tempDir();
    const portrait = await photo(1280, 1707, { left: 540, top: 1400 });
    const small = await photo(640, 480);
    const tiny = await photo(300, 200);
    const cover = await photo(1800, 2500);
    const recipe = (title: string, bytes: Buffer, width: number, height: number) =>
      plainRecipe({
        id: title,
        title,
        instructions: ['Mix.', 'Bake.'],
        photo: () => Promise.resolve(bytes),
        photoSize: { width, height },
      });
    book = {
      ...bookOf([
        recipe('Portrait Pie', portrait, 1280, 1707),
        recipe('Small Scones', small, 640, 480),
        recipe('Tiny Tart', tiny, 300, 200),
      ]),
      cover: () => Promise.resolve(cover),
    };
    const { file } = await renderToFile(book, dir, 'frames');
    rows = lines((await tool('pdfimages', ['-list', file])).out)
      .slice(2)
      .map((l) => l.trim().split(/\s+/));
    await tool('pdfimages', ['-png', file, path.join(dir, 'image')]);
    images = book.recipes.map((_, i) => path.join(dir, `image-00${i + 1}.png`));
  }, 120_000);

  it('prints every photo at 200 ppi or more', () => {
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(Number(row[12]), row.join(' ')).toBeGreaterThanOrEqual(200);
      expect(Number(row[13]), row.join(' ')).toBeGreaterThanOrEqual(200);
    }
  });

  it('crops every recipe photo to 3:2, the cover to the page and its bleed', () => {
    const size = ([, , , w, h]: string[]) => ({ width: Number(w), height: Number(h) });
    const cover = size(rows[0] ?? []);
    const bleed = coverBleedSize('A4');
    expect(cover.width / cover.height).toBeCloseTo(bleed.width / bleed.height, 2);
    for (const row of rows.slice(1)) {
      const { width, height } = size(row);
      expect(Math.abs(width / height - 1.5), row.join(' ')).toBeLessThan(0.01);
    }
    // Never more pixels than the original: the tiny photo prints all of its 300 pixels.
    expect(size(rows[3] ?? []).width).toBe(300);
  });

  it('keeps the part of a portrait photo that draws the eye', async () => {
    // A middle crop of the portrait photo would cut the red square off; the attention crop keeps it.
    expect(await redPixels(images[0] ?? '')).toBeGreaterThan(1000);
  });
});
