// `pnpm check:logical-css`: the web app's style sheets say start and end, not left and right, so
// that a right-to-left page (Arabic) mirrors its layout (decision 043).
//
//   node scripts/check-logical-css.js
//
// Flags physical margins, paddings, borders, insets, text alignment and floats in apps/web/src's
// CSS. A rule that must stay physical (a print page's crop, a photo's focal point) carries the
// comment `/* physical */` on its line. Exits 1 listing each line.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The web app's style sheets, tracked or new (git ls-files), that are on disk. */
const styleSheets = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/web/src/*.css'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));
const PHYSICAL =
  /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right)\s*:|text-align:\s*(?:left|right)\b|float:\s*(?:left|right)\b/;

/** @type {string[]} */
const problems = [];
for (const file of styleSheets) {
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, at) => {
      if (PHYSICAL.test(line) && !line.includes('/* physical */')) {
        problems.push(`${file}:${at + 1}: ${line.trim()}`);
      }
    });
}

if (problems.length > 0) {
  console.error('Use logical properties (inline-start/end, inset-inline, start/end) instead of:');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Every style sheet of the web app uses logical properties.');
