// `pnpm check:api-paths`: the web app names the API's address prefix in one module.
//
//   node scripts/check-web-api-paths.js
//
// Every call of the web app is made from the contract's endpoints (lib/endpoint-client.ts), and
// only lib/api-client.ts knows that the API is mounted under /api. This check reads every .ts,
// .tsx and .js file under apps/web/src, tests and test helpers included (git ls-files, tracked or
// new), and looks at the text of its string, template and regular expression literals (not its
// comments): one that holds `/api/`, or ends its piece of a template with `/api`, names an address
// by hand; a relative path (`../api/…`, a module's) and a test's name do not. Allowed: lib/api-client.ts, and generated files (an `@generated` note in their first
// lines). Exits 1 listing each place, sources first.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const WEB_SRC = 'apps/web/src/';
const CLIENT = `${WEB_SRC}lib/api-client.ts`;
const CODE = /\.(?:ts|tsx|js)$/;
const TEST = /\.test\.[jt]sx?$|(?:^|\/)testing\//;
/** `/api/`, or `/api` at the end of a literal piece (a template's text before `${`). */
const API_PATH = /\/api(?:\/|$)/;
/** A relative file path (a module's, as imports and vi.mock name them): never an address. */
const RELATIVE = /^\.\.?\//;
/** The calls whose first argument is a test's or a group's name: prose, like a comment. */
const NAMED = /^(?:it|test|describe)(?:\.\w+)*$/;

/**
 * Whether `node` is the name given to a test or a group of them.
 * @param {ts.Node} node
 */
function isTestName(node) {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  const callee = ts.isCallExpression(call.expression)
    ? call.expression.expression
    : call.expression;
  return NAMED.test(callee.getText());
}

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', WEB_SRC],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
)
  .split('\0')
  .filter((file) => CODE.test(file) && file !== CLIENT)
  .filter((file) => existsSync(path.join(root, file)));

/**
 * The text of each literal of `source` that names an API address, with its line.
 * @param {string} file
 * @param {string} text
 * @returns {{ line: number, literal: string }[]}
 */
function addressesIn(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {{ line: number, literal: string }[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    /** @type {string | undefined} */
    let literal;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      literal = node.text;
    } else if (ts.isRegularExpressionLiteral(node)) {
      literal = node.text.replace(/\\\//g, '/');
    }
    if (
      literal !== undefined &&
      API_PATH.test(literal) &&
      !RELATIVE.test(literal) &&
      !isTestName(node)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ line: line + 1, literal: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const offenders = files
  .map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (/@generated\b/.test(text.slice(0, 400))) return { file, places: [] };
    return { file, places: addressesIn(file, text) };
  })
  .filter(({ places }) => places.length > 0)
  .sort(
    (a, b) => Number(TEST.test(a.file)) - Number(TEST.test(b.file)) || (a.file < b.file ? -1 : 1),
  );

if (offenders.length > 0) {
  const tests = offenders.filter(({ file }) => TEST.test(file)).length;
  console.error(
    `Files of apps/web/src that write an API address by hand (${offenders.length}: ` +
      `${offenders.length - tests} sources, ${tests} tests and test helpers). Call the ` +
      `contract's endpoint (lib/endpoint-client.ts) or name it (pathOf, urlOf); in tests, ` +
      `answer it (testing/api-mocks.ts).`,
  );
  for (const { file, places } of offenders) {
    for (const { line, literal } of places) console.error(`  ${file}:${line}  ${literal}`);
  }
  console.error('\ncheck:api-paths FAILED');
  process.exit(1);
}
console.log(`check:api-paths: ${files.length} files of apps/web/src, no API address by hand.`);
