// The table of docs/architecture.md's "Size and repetition", measured on the tree and written
// between the size-table markers:
// - lines of source in apps/ outside tests, test helpers and generated files;
// - string and template literals that start with `/api` in apps/web/src outside tests and
//   lib/api-client.ts (the one place that joins the contract's paths to the prefix);
// - source files over 300 lines, and of them those that are not tests (scripts/check-file-size.js);
// - endpoints declared in the contract (read from the shared package's build);
// - pairs the `duplicates` command finds over the whole tree, and over the product code alone (the
//   apps' and the shared package's source files that are not tests, copied to a scratch folder),
//   with the files it read: measured only where the command is installed, and never compared by
//   --check (CI has no such command).
//
//   node scripts/size-table.js [--check]   (after building the shared package)
//
// With --check it writes nothing and exits 1 when a measured row of the table differs.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { declaredEndpoints } from './lib/contract.js';
import { sectionOf, writeSection } from './lib/doc-section.js';
import { MAX_LINES, isTest, lineCount, readText, root, sourceFiles } from './lib/source-files.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const DOC = 'docs/architecture.md';
const NAME = 'size-table';
const DUPLICATES_ROWS = {
  tree: '`duplicates` pairs (files read), whole tree',
  product: '`duplicates` pairs (files read), product code (`apps/`, `packages/`, not tests)',
};

const number = (/** @type {number} */ n) => n.toLocaleString('en');
const files = sourceFiles();
const appFiles = files.filter((file) => file.startsWith('apps/') && !isTest(file));
const appLines = appFiles.reduce((sum, file) => sum + lineCount(readText(file)), 0);

const API_LITERAL = /['"`]\/api(?=[/$'"`])/g;
const webFiles = files.filter(
  (file) =>
    file.startsWith('apps/web/src/') && file !== 'apps/web/src/lib/api-client.ts' && !isTest(file),
);
const literals = webFiles
  .map((file) => readText(file).match(API_LITERAL)?.length ?? 0)
  .filter((count) => count > 0);
const literalCount = literals.reduce((sum, count) => sum + count, 0);

const lengths = files.map((file) => ({ file, lines: lineCount(readText(file)) }));
const long = lengths.filter(({ lines }) => lines > MAX_LINES);
const longNotTests = long.filter(({ file }) => !isTest(file));

/**
 * `N pairs … (F files read)` from the command's first line over `dir` (a git checkout: the files
 * git sees); none when the command is absent or its answer incomplete.
 * @param {string} dir
 */
function duplicates(dir) {
  let output;
  try {
    output = execFileSync('duplicates', ['--repo', dir, '--most', '1', '--seconds', '600'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 2 ** 20,
    });
  } catch {
    return undefined;
  }
  const counts = /^(\d+) pairs? of places \((\d+) files read\)/.exec(output);
  if (!counts || output.includes('incomplete:')) return undefined;
  return `${number(Number(counts[1]))} (${number(Number(counts[2]))})`;
}

/** The pairs in the product code alone: its files copied to a scratch folder and read there. */
function productDuplicates() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'size-table-'));
  try {
    const product = files.filter(
      (file) => (file.startsWith('apps/') || file.startsWith('packages/')) && !isTest(file),
    );
    for (const file of product) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(scratch, file));
    }
    return duplicates(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A duplicates row as the document holds it now, if it holds one.
 * @param {string} measure
 */
function rowInDoc(measure) {
  const { inside } = sectionOf(readFileSync(path.join(root, DOC), 'utf8'), NAME);
  return inside.split('\n').find((line) => line.includes(measure));
}

const row = (/** @type {string} */ measure, /** @type {string} */ value) =>
  `| ${measure} | ${value} |`;
const rows = [
  row('lines in `apps/` outside tests', number(appLines)),
  row(
    '`/api` literals in `apps/web/src` outside tests and `lib/api-client.ts`',
    `${literalCount} in ${literals.length} files`,
  ),
  row(
    `source files over ${MAX_LINES} lines (of them not tests)`,
    `${long.length} (${longNotTests.length})`,
  ),
  row('endpoints declared in the contract', String((await declaredEndpoints()).length)),
];

const measured = values.check ? {} : { tree: duplicates(root), product: productDuplicates() };
const kept = /** @type {const} */ (['tree', 'product']).flatMap((key) => {
  const value = measured[key];
  if (!values.check && !value) {
    console.warn(`duplicates (${key}): not installed or incomplete; its row is kept as it is.`);
  }
  const line = value ? row(DUPLICATES_ROWS[key], value) : rowInDoc(DUPLICATES_ROWS[key]);
  return line ? [line] : [];
});

await writeSection({
  file: DOC,
  name: NAME,
  body: ['| measure | now |', '| --- | --- |', ...rows, ...kept].join('\n'),
  check: values.check,
});
