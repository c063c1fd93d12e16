// The installed site's icons, drawn from the favicon: `node scripts/make-icons.js` writes
// apps/web/public/icons/ (192 and 512 px, a maskable 512 px and the 180 px Apple touch icon),
// which are committed. Run it again after changing apps/web/public/favicon.svg.
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
/** @type {typeof import('../apps/api/node_modules/sharp/lib/index.js')} */
const sharp = requireApi('sharp');

const web = path.join(root, 'apps/web/public');
const outDir = path.join(web, 'icons');
/** The favicon's terracotta, the background of the icons that fill their square. */
const TERRACOTTA = '#b3431e';

/**
 * @param {Buffer} svg
 * @param {number} size
 */
function plain(svg, size) {
  return sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
}

/**
 * The mark at 70 % of a filled square: platforms cut a maskable icon to any shape inside the
 * middle 80 %.
 * @param {Buffer} svg
 * @param {number} size
 * @param {string} background
 */
async function padded(svg, size, background) {
  const inner = Math.round(size * 0.7);
  const mark = await plain(svg, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } }).composite([
    { input: mark, gravity: 'centre' },
  ]);
}

const svg = await readFile(path.join(web, 'favicon.svg'));
await mkdir(outDir, { recursive: true });
await plain(svg, 192).png().toFile(path.join(outDir, 'icon-192.png'));
await plain(svg, 512).png().toFile(path.join(outDir, 'icon-512.png'));
await (await padded(svg, 512, TERRACOTTA)).png().toFile(path.join(outDir, 'icon-maskable-512.png'));
// iOS rounds the corners itself and shows no transparency: a full square, like the maskable one.
await (await padded(svg, 180, TERRACOTTA)).png().toFile(path.join(outDir, 'apple-touch-icon.png'));
console.log(`Icons written to ${path.relative(root, outDir)}`);
