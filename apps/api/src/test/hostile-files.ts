import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Files an attacker or a confused client sends as a recipe photo (issue 12, docs/security.md).
 * Each is made here from scratch, small, so that tests can send many of them.
 */

/** A real photo-like JPEG: noise, so that every byte of the scan data matters. */
export async function noisyJpeg(width = 320, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * A JPEG that is also a web page: a comment segment right after the start-of-image marker holds
 * HTML with a script. It decodes as an image, and a browser sniffing it as text finds the script.
 */
export async function jpegHtmlPolyglot(): Promise<Buffer> {
  const jpeg = await noisyJpeg(64, 48);
  const html = Buffer.from(
    '<html><body><script>fetch("/api/user-token").then(r=>r.text()).then(alert)</script></body></html>',
    'latin1',
  );
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(html.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, html, jpeg.subarray(2)]);
}

/** An SVG whose script would run in the site's origin if it were ever served as it came. */
export function svgWithScript(): Buffer {
  return Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48" onload="alert(document.cookie)">' +
      '<script>fetch("/api/user-token").then(r=>r.text()).then(alert)</script>' +
      '<rect width="64" height="48" fill="#c80"/></svg>',
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a well-formed PNG of `side` x `side` pixels of one colour (1-bit grey), a
 * few hundred KB on the wire and 900 megapixels (2.7 GB as RGB) once decoded at 30000 x 30000.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first half of a real JPEG, as a dropped connection or a broken phone app leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await noisyJpeg();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/**
 * A 64 x 48 HEIC as an iPhone writes them (HEVC-coded, brands heic/mif1/miaf), 491 bytes, made
 * with libheif's heif-enc from a solid PNG. The sharp build on npm has no HEVC decoder.
 */
export const HEIC_PHOTO = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAA' +
    'AAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAGgACAAEA' +
    'AAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAA' +
    'AADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAe' +
    'ugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAA' +
    'AAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QA' +
    'AAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACJtZGF0AAAAFigBrxmA70mlvtNVJ/5rWv8brWmPm4A=',
  'base64',
);

/** An animated-capable GIF, a format the site does not take. */
export function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c80' } })
    .gif()
    .toBuffer();
}

/** An HTML page, for a file whose name pretends to be a WebP. */
export function htmlPage(): Buffer {
  return Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
}
