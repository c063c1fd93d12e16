// `pnpm check:areas`: one name per area, from the contract to the API module to the web feature.
//
//   node scripts/check-areas.js
//
// An area's endpoints are declared in packages/shared/src/contract/endpoints/<area>.ts; the API
// module apps/api/src/modules/<area>/ mounts exactly those (`router.mount(<endpoint>, …)` in its
// source files, tests left out); a folder of apps/web/src/features/ is an area's name, or one of
// the cross-cutting features below. Exits 1 listing each mismatch.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isTest, sourceFiles } from './lib/source-files.js';

const root = path.resolve(import.meta.dirname, '..');
const CONTRACT = 'packages/shared/src/contract/endpoints';
const MODULES = 'apps/api/src/modules';
const FEATURES = 'apps/web/src/features';
/** Web features that serve every area rather than one: the offline kitchen and its replay. */
const CROSS_CUTTING = new Set(['offline', 'sync']);
const DECLARED = /^export const (\w+) = endpoint\(/gm;
const MOUNTED = /\.mount\(\s*(\w+)\s*,/g;

/**
 * Every capture of `pattern`'s first group in `text`.
 * @param {string} text
 * @param {RegExp} pattern
 */
const namesIn = (text, pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? '');

const problems = [];
const areas = readdirSync(path.join(root, CONTRACT))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

const mountedBy = new Map();
for (const file of sourceFiles()) {
  if (!file.startsWith(`${MODULES}/`) || !file.endsWith('.ts') || isTest(file)) continue;
  const module = file.slice(MODULES.length + 1).split('/')[0] ?? '';
  for (const name of namesIn(readFileSync(path.join(root, file), 'utf8'), MOUNTED)) {
    mountedBy.set(name, [...(mountedBy.get(name) ?? []), `${module} (${file})`]);
  }
}

const declaredIn = new Map();
for (const area of areas) {
  const text = readFileSync(path.join(root, CONTRACT, `${area}.ts`), 'utf8');
  if (!existsSync(path.join(root, MODULES, area))) {
    problems.push(`${CONTRACT}/${area}.ts: no API module ${MODULES}/${area}/`);
  }
  for (const name of namesIn(text, DECLARED)) {
    declaredIn.set(name, area);
    const where = mountedBy.get(name) ?? [];
    if (where.length === 0) problems.push(`${area}: ${name} is declared and mounted nowhere`);
    for (const place of where) {
      if (!place.startsWith(`${area} `)) {
        problems.push(`${area}: ${name} is declared in ${area}.ts but mounted in ${place}`);
      }
    }
  }
}
for (const [name, where] of mountedBy) {
  if (!declaredIn.has(name))
    problems.push(`${where.join(', ')} mounts ${name}, declared in no area`);
}
for (const feature of readdirSync(path.join(root, FEATURES), { withFileTypes: true })) {
  if (!feature.isDirectory() || CROSS_CUTTING.has(feature.name)) continue;
  if (!areas.includes(feature.name)) {
    problems.push(`${FEATURES}/${feature.name}/: no area of that name in ${CONTRACT}/`);
  }
}

if (problems.length > 0) {
  console.error(`Areas whose names do not line up (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `${areas.length} areas, ${declaredIn.size} endpoints: each mounted by the API module of its area's name.`,
);
