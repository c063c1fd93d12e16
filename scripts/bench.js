// Reports the home page's first-load JavaScript (gzipped) of the production web build.
// Budget (DESIGN.md section 6): within 20 KB of the bare stack's ~111 KB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]);
const unique = [...new Set(scripts)];
let total = 0;
for (const src of unique) {
  const file = readFileSync(path.join(dist, src.replace(/^\//, '')));
  const gz = gzipSync(file, { level: 9 }).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${src}`);
}
const budgetKb = 131;
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  home first-load JS, gzipped (budget ${budgetKb} KB)`,
);
if (total / 1024 > budgetKb) {
  console.error('Over budget.');
  process.exit(1);
}
