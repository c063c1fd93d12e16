// The source files of the tree, as the size checks count them (scripts/check-file-size.js,
// scripts/size-table.js): every tracked .ts, .tsx, .js, .cjs and .mjs file, and new files not yet
// tracked (git ls-files), but generated ones (the Drizzle migrations and their meta, dist,
// dist-ssr). Tests and their helpers are told apart by `isTest`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** The most lines a source file that is not a test may have. */
export const MAX_LINES = 300;

const SOURCE = /\.(ts|tsx|js|cjs|mjs)$/;
const GENERATED = [/^apps\/api\/drizzle\//, /(^|\/)(dist|dist-ssr|node_modules)\//];
// Tests and their helpers: *.test.*, *.spec.*, *.process.ts, *.fuzz.ts, *.outage.ts,
// apps/api/src/test and apps/api/src/fuzz, e2e, testing and fixtures folders, and .ci (the
// stand-ins for the Compose stack's services that CI runs the journey against).
const TESTS = [
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /\.(process|fuzz|outage)\.ts$/,
  /^apps\/api\/src\/(test|fuzz)\//,
  /^e2e\//,
  /^\.ci\//,
  /(^|\/)(testing|fixtures)\//,
];

/** Whether a file (relative to the root, with `/`) is a test or a test's helper. */
export const isTest = (/** @type {string} */ file) => TESTS.some((pattern) => pattern.test(file));

/** Every source file but generated ones, relative to the root. */
export function sourceFiles() {
  return (
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 2 ** 20,
    })
      .split('\0')
      .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)))
      // A tracked file deleted in the working tree is not there to count.
      .filter((file) => existsSync(path.join(root, file)))
  );
}

/** A file's text, relative to the root. */
export const readText = (/** @type {string} */ file) => readFileSync(path.join(root, file), 'utf8');

/** The lines of a text; a last line without its newline counts too. */
export function lineCount(/** @type {string} */ text) {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}
