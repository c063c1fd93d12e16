// `pnpm check:size`: no source file over 300 lines, so that each one stays readable whole.
//
//   node scripts/check-file-size.js [--max 300]
//
// Counts the lines of every source file (scripts/lib/source-files.js: tracked and new .ts, .tsx,
// .js, .cjs and .mjs files) except tests and their helpers (*.test.*, *.spec.*, *.process.ts,
// *.fuzz.ts, *.outage.ts, apps/api/src/test, apps/api/src/fuzz, e2e, testing and fixtures folders,
// and .ci, the stand-ins for the Compose stack's services that CI runs the journey against) and
// generated files (the Drizzle migrations and their meta, dist, dist-ssr). Exits 1 listing the
// longer ones. A long file is split by what its parts do, not cut at line 300.
import { parseArgs } from 'node:util';
import { MAX_LINES, isTest, lineCount, readText, sourceFiles } from './lib/source-files.js';

const { values } = parseArgs({ options: { max: { type: 'string', default: String(MAX_LINES) } } });
const maxLines = Number(values.max);

const files = sourceFiles().filter((file) => !isTest(file));

const tooLong = files
  .map((file) => ({ file, lines: lineCount(readText(file)) }))
  .filter(({ lines }) => lines > maxLines)
  .sort((a, b) => b.lines - a.lines);

if (tooLong.length > 0) {
  console.error(
    `Source files over ${maxLines} lines (${tooLong.length}): split each by what its parts do.`,
  );
  for (const { file, lines } of tooLong) console.error(`  ${String(lines).padStart(5)}  ${file}`);
  console.error(`\ncheck:size FAILED`);
  process.exit(1);
}
console.log(`check:size: ${files.length} source files, none over ${maxLines} lines.`);
