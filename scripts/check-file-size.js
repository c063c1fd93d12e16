// `pnpm check:size`: no source file over 400 lines, so that each one stays readable whole.
//
//   node scripts/check-file-size.js [--max 400]
//
// Counts the lines of every tracked .ts, .tsx, .js, .cjs and .mjs file, and of new files not yet
// tracked (git ls-files), except tests and their helpers (*.test.*, *.spec.*, *.process.ts,
// *.fuzz.ts, *.outage.ts, apps/api/src/test, apps/api/src/fuzz, e2e, testing and fixtures folders,
// and .ci, the stand-ins for the Compose stack's services that CI runs the journey against) and
// generated files (the Drizzle migrations and their meta, dist, dist-ssr). Exits 1 listing the
// longer ones. A long file is split by what its parts do, not cut at line 400.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { max: { type: 'string', default: '400' } } });
const MAX_LINES = Number(values.max);

const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const EXCLUDED = [
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /\.(process|fuzz|outage)\.ts$/,
  /^apps\/api\/src\/(test|fuzz)\//,
  /^e2e\//,
  /^\.ci\//,
  /(^|\/)(testing|fixtures)\//,
  /^apps\/api\/drizzle\//,
  /(^|\/)(dist|dist-ssr|node_modules)\//,
];

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
)
  .split('\0')
  .filter((file) => SOURCE.test(file) && !EXCLUDED.some((pattern) => pattern.test(file)))
  // A tracked file deleted in the working tree is not there to count.
  .filter((file) => existsSync(path.join(root, file)));

const tooLong = files
  .map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return { file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
  })
  .filter(({ lines }) => lines > MAX_LINES)
  .sort((a, b) => b.lines - a.lines);

if (tooLong.length > 0) {
  console.error(
    `Source files over ${MAX_LINES} lines (${tooLong.length}): split each by what its parts do.`,
  );
  for (const { file, lines } of tooLong) console.error(`  ${String(lines).padStart(5)}  ${file}`);
  console.error(`\ncheck:size FAILED`);
  process.exit(1);
}
console.log(`check:size: ${files.length} source files, none over ${MAX_LINES} lines.`);
