// The JavaScript (gzipped) a first visit to the home page loads from the production web build: the
// entries index.html loads (the app and the boot script), their static imports and the home
// route's lazy chunk with its imports.
// Budget (docs/performance.md, budgets): within 20 KB of the bare stack's ~111 KB, plus 3 KB for
// the site's languages (decision 049). A reader in another language also loads the first page's
// words in theirs (printed beside; a page the server draws carries them in its HTML instead).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 134;

export function firstLoad() {
  const dist = path.resolve(process.env.WEB_DIST || 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const collect = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const home = Object.keys(manifest).find((k) => k.endsWith('app/routes/home.tsx'));
  if (entries.length === 0 || !home) {
    throw new Error('The manifest has no entry or no home route chunk.');
  }
  for (const entry of entries) collect(entry);
  collect(home);

  let total = 0;
  const files = [];
  for (const file of [...seen].filter((f) => f.endsWith('.js'))) {
    const gz = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += gz;
    files.push({ file, gzipBytes: gz });
    console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  const loadsIdentity = [...seen].some((f) => /cognito|amazon/i.test(f));
  /**
   * The first page's words in each language but English (apps/web/src/i18n/first-page/), which
   * load beside it: the frame's, the pages' titles, the recipe card's and the home page's.
   */
  const frameWords = Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => /src\/i18n\/first-page\/\w+\.ts$/.test(key))
      .map((key) => {
        const language = key.replace(/^.*\/(\w+)\.ts$/, '$1');
        return [
          language,
          gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length,
        ];
      }),
  );
  const languages = Object.entries(frameWords)
    .map(([language, bytes]) => `${language} +${bytes} B`)
    .join(', ');
  if (languages) console.log(`         the first page's words in another language: ${languages}`);
  const kb = total / 1024;
  console.log(
    `${kb.toFixed(1).padStart(7)} KB  home first-load JS, gzipped (budget ${BUDGET_KB} KB)`,
  );
  if (loadsIdentity) console.error('The home page loads the identity library.');
  return {
    files,
    frameWords,
    totalKb: kb,
    budgetKb: BUDGET_KB,
    withinBudget: kb <= BUDGET_KB && !loadsIdentity,
  };
}
