import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, PRINT_ORIGINAL_MAX_SIDE } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { exifBlock, withExif } from '../../test/test-images.js';
import { LocalStorage } from '../storage/storage.js';
import { sniffImageFormat } from './image-decoding.js';
import {
  IMAGE_MESSAGES,
  removeStoredImage,
  storedImageKeys,
  storeRecipeImage,
  variantUrls,
} from './image-processor.js';

/** Paris, as a phone would record it. */
const GPS = { latitude: 48 + 51 / 60 + 24 / 3600, longitude: 2 + 21 / 60 + 3 / 3600 };

function solid(width: number, height: number, colour = '#b4582a') {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

function riffChunks(webp: Buffer): { id: string; data: Buffer }[] {
  const chunks: { id: string; data: Buffer }[] = [];
  for (let offset = 12; offset + 8 <= webp.length;) {
    const size = webp.readUInt32LE(offset + 4);
    chunks.push({
      id: webp.toString('latin1', offset, offset + 4),
      data: webp.subarray(offset + 8, offset + 8 + size),
    });
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

/** GPS read from a WebP's EXIF chunk; exifr cannot open WebP files, but it reads the TIFF inside. */
async function webpGps(webp: Buffer): Promise<{ latitude: number; longitude: number } | undefined> {
  const exif = riffChunks(webp).find((chunk) => chunk.id === 'EXIF');
  if (!exif) return undefined;
  const tiff =
    exif.data.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.data.subarray(6) : exif.data;
  const gps: { latitude?: number; longitude?: number } | undefined = await exifr.gps(tiff);
  if (gps?.latitude === undefined || gps.longitude === undefined) return undefined;
  return { latitude: gps.latitude, longitude: gps.longitude };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Counts writes, so a refused upload can be shown to have reached no storage call at all. */
class CountingStorage extends LocalStorage {
  puts = 0;
  override async put(key: string, body: Buffer): Promise<void> {
    this.puts += 1;
    await super.put(key, body);
  }
}

let dir: string;
let storage: CountingStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-images-'));
  storage = new CountingStorage(dir);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function readStored(url: string): Promise<Buffer> {
  return readFile(path.join(dir, url.replace(/^\/uploads\//, '')));
}

describe('storeRecipeImage', () => {
  it('when a 4000x3000 phone JPEG is stored, then WebP variants 320, 640 and 1280 wide keep its aspect, and an original for print without metadata', async () => {
    const photo = withExif(await solid(4000, 3000).jpeg({ quality: 80 }).toBuffer(), exifBlock());
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const stored = await storeRecipeImage(storage, photo);

    expect(stored.keys).toEqual([
      ...IMAGE_LIMITS.widths.map((w) =>
        expect.stringMatching(new RegExp(`^recipes/[0-9a-f-]{36}-${w}\\.webp$`)),
      ),
      stored.keys[0]?.replace(/-320\.webp$/, '-original.jpg'),
    ]);
    const original = await sharp(await readStored(`/uploads/${stored.keys[3]}`)).metadata();
    expect([original.format, original.width, original.height]).toEqual([
      'jpeg',
      PRINT_ORIGINAL_MAX_SIDE,
      (PRINT_ORIGINAL_MAX_SIDE * 3) / 4,
    ]);
    expect([original.exif, original.icc, original.xmp, original.iptc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stored.url).toBe(`/uploads/${stored.keys[2]}`);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1280, height: 960 });
    const sizes = [];
    for (const variant of stored.variants) {
      const meta = await sharp(await readStored(variant.url)).metadata();
      sizes.push([meta.format, meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      ['webp', 320, 240],
      ['webp', 640, 480],
      ['webp', 1280, 960],
    ]);
    expect(await filesUnder(dir)).toHaveLength(4);
  });

  it('when a JPEG carries GPS, camera and orientation tags, then no stored variant carries any metadata', async () => {
    const photo = withExif(await solid(4000, 3000).jpeg({ quality: 80 }).toBuffer(), exifBlock(1));
    // The input really does carry what must disappear.
    const input: { latitude?: number; Make?: string } = await exifr.parse(photo, true);
    expect(input.latitude).toBeCloseTo(GPS.latitude, 4);
    expect(input.Make).toBe('PhoneCo');
    // And the WebP check below can see GPS when it is there.
    const leaky = await sharp(photo).keepMetadata().webp().toBuffer();
    expect(await webpGps(leaky)).toEqual({
      latitude: expect.closeTo(GPS.latitude, 4),
      longitude: expect.closeTo(GPS.longitude, 4),
    });

    const stored = await storeRecipeImage(storage, photo);

    for (const variant of stored.variants) {
      const webp = await readStored(variant.url);
      const meta = await sharp(webp).metadata();
      expect(meta).not.toHaveProperty('exif');
      expect(meta).not.toHaveProperty('xmp');
      expect(meta).not.toHaveProperty('iptc');
      expect(meta).not.toHaveProperty('icc');
      expect(meta.orientation).toBeUndefined();
      // Image data only: no EXIF, XMP or ICCP chunk.
      for (const chunk of riffChunks(webp))
        expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH']).toContain(chunk.id);
      expect(await webpGps(webp)).toBeUndefined();
      expect(webp.includes('PhoneCo')).toBe(false);
    }
  });

  it('when a JPEG carries a Display P3 profile, then its colours are converted to sRGB before the profile is dropped', async () => {
    // sRGB #20c040 written as P3 pixel values plus the P3 profile, as phones do.
    const p3 = await solid(64, 64, '#20c040')
      .withIccProfile('p3')
      .jpeg({ quality: 100 })
      .toBuffer();

    const stored = await storeRecipeImage(storage, p3);

    const webp = await readStored(stored.url);
    expect(await sharp(webp).metadata()).not.toHaveProperty('icc');
    const { data } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const [r = 0, g = 0, b = 0] = data;
    expect(Math.abs(r - 0x20)).toBeLessThan(10);
    expect(Math.abs(g - 0xc0)).toBeLessThan(10);
    expect(Math.abs(b - 0x40)).toBeLessThan(10);
  });

  it('when a JPEG has EXIF orientation 6, then the stored image is upright', async () => {
    // Stored sideways: the red half on the left is the top of the picture once turned.
    const sideways = await solid(1600, 1200, '#0000ff')
      .composite([{ input: await solid(800, 1200, '#ff0000').png().toBuffer(), left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const photo = withExif(sideways, exifBlock(6));

    const stored = await storeRecipeImage(storage, photo);

    expect(stored.variants.map((v) => [v.pixelWidth, v.pixelHeight])).toEqual([
      [320, 427],
      [640, 853],
      [1200, 1600],
    ]);
    const { data, info } = await sharp(await readStored(stored.url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const [topRed, , topBlue] = pixel(600, 100);
    const [bottomRed, , bottomBlue] = pixel(600, 1500);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(50);
    expect(bottomRed).toBeLessThan(50);
    expect(bottomBlue).toBeGreaterThan(200);
  });

  it('when the upload is narrower than a variant, then it is not enlarged but every variant is written', async () => {
    const stored = await storeRecipeImage(storage, await solid(500, 250).png().toBuffer());

    expect(stored.variants.map((v) => [v.width, v.pixelWidth, v.pixelHeight])).toEqual([
      [320, 320, 160],
      [640, 500, 250],
      [1280, 500, 250],
    ]);
    // The original is the upload's size, not enlarged either.
    const original = await sharp(await readStored(`/uploads/${stored.keys[3]}`)).metadata();
    expect([original.width, original.height]).toEqual([500, 250]);
    expect(await filesUnder(dir)).toHaveLength(4);
  });

  it.each([
    [
      'a PNG with transparency',
      () =>
        sharp({
          create: {
            width: 900,
            height: 600,
            channels: 4,
            background: { r: 10, g: 200, b: 90, alpha: 0.5 },
          },
        })
          .png()
          .toBuffer(),
    ],
    ['a WebP', () => solid(900, 600).webp().toBuffer()],
    ['an AVIF', () => solid(900, 600).avif({ effort: 0 }).toBuffer()],
  ])('when the upload is %s, then it is accepted', async (_name, make) => {
    const stored = await storeRecipeImage(storage, await make());

    expect(stored.variants.map((v) => v.pixelWidth)).toEqual([320, 640, 900]);
    expect(await filesUnder(dir)).toHaveLength(4);
  });

  it.each([
    ['a text file named .jpg', async () => Buffer.from('Grandma’s secret: more butter.\n')],
    ['an empty file', async () => Buffer.alloc(0)],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await solid(800, 600).jpeg().toBuffer();
        return jpeg.subarray(0, Math.floor(jpeg.length / 2));
      },
    ],
    [
      'a PNG signature followed by junk',
      async () => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64, 7)]),
    ],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="red"/></svg>',
        ),
    ],
    ['a GIF', () => solid(400, 300).gif().toBuffer()],
    ['a TIFF', () => solid(400, 300).tiff().toBuffer()],
  ])(
    'when the upload is %s, then it is refused with 415 and nothing is written',
    async (_name, make) => {
      const error = await storeRecipeImage(storage, await make()).catch((err: unknown) => err);

      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 415, message: IMAGE_MESSAGES.unsupported });
      expect(IMAGE_MESSAGES.unsupported).toBe('Please upload a JPEG, PNG, WebP or AVIF image.');
      expect(storage.puts).toBe(0);
      expect(await filesUnder(dir)).toEqual([]);
    },
  );

  it('when the image has more than 50 megapixels, then it is refused with 413 and nothing is written', async () => {
    // One colour and one channel: 50 MP that compress to a few hundred KB and encode quickly.
    const huge = await solid(10_000, 5_001)
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();

    const error = await storeRecipeImage(storage, huge).catch((err: unknown) => err);

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 413,
      message: 'The image is too large. The limit is 50 megapixels.',
    });
    expect(storage.puts).toBe(0);
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('when the second write fails, then nothing is left behind and the write error is rethrown', async () => {
    class FlakyStorage extends LocalStorage {
      puts = 0;
      override async put(key: string, body: Buffer): Promise<void> {
        this.puts += 1;
        if (this.puts === 2) throw new Error('disk full');
        await super.put(key, body);
      }
    }
    const flaky = new FlakyStorage(dir);

    await expect(
      storeRecipeImage(flaky, await solid(1600, 1200).jpeg().toBuffer()),
    ).rejects.toThrow('disk full');

    expect(flaky.puts).toBe(4);
    expect(await filesUnder(dir)).toEqual([]);
  });
});

describe('removeStoredImage', () => {
  it('when given a stored thumbnail URL, then every variant and the original are deleted', async () => {
    const keep = await storeRecipeImage(storage, await solid(700, 500).jpeg().toBuffer());
    const drop = await storeRecipeImage(storage, await solid(700, 500).jpeg().toBuffer());

    const removed = await removeStoredImage(storage, drop.url);

    expect(removed.sort()).toEqual([...drop.keys].sort());
    expect((await filesUnder(dir)).sort()).toEqual(
      keep.keys.map((key) => path.basename(key)).sort(),
    );
  });

  it('when given a URL this storage did not produce, then nothing is deleted', async () => {
    const stored = await storeRecipeImage(storage, await solid(700, 500).jpeg().toBuffer());
    const foreign = `https://cdn.example.com/${stored.keys[2]}`;

    expect(await removeStoredImage(storage, foreign)).toEqual([]);
    expect(await removeStoredImage(storage, 'https://example.com/pie.jpg')).toEqual([]);
    expect(storedImageKeys(storage, stored.url.replace('-1280.', '-999.'))).toEqual([]);
    expect(await filesUnder(dir)).toHaveLength(4);
  });
});

describe('variantUrls', () => {
  it('when given a stored thumbnail URL, then it lists the URL of each width', () => {
    const id = '0b0e5f4e-3f55-4b8e-9d7c-1f2a3b4c5d6e';
    expect(variantUrls(`https://img.example.com/recipes/${id}-1280.webp`)).toEqual([
      { width: 320, url: `https://img.example.com/recipes/${id}-320.webp` },
      { width: 640, url: `https://img.example.com/recipes/${id}-640.webp` },
      { width: 1280, url: `https://img.example.com/recipes/${id}-1280.webp` },
    ]);
    expect(variantUrls('https://example.com/pie.jpg')).toEqual([]);
  });
});

describe('sniffImageFormat', () => {
  it('when given HEIC and AVIF file headers, then both are recognised as HEIF', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const brands = [major, '\0\0\0\0', ...compatible].join('');
      const box = Buffer.alloc(8 + brands.length);
      box.writeUInt32BE(box.length, 0);
      box.write(`ftyp${brands}`, 4, 'latin1');
      return box;
    };
    expect(sniffImageFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heif');
    expect(sniffImageFormat(ftyp('MiHE', 'miaf', 'avif'))).toBe('heif');
    // An MP4 video shares the container but not the brands.
    expect(sniffImageFormat(ftyp('isom', 'iso2', 'mp41'))).toBeUndefined();
  });
});
