// The table of API calls in docs/product.md, made from the contract: each endpoint's method, path,
// who may call it, its summary and its success statuses, by path, between the api-table markers.
//
//   node scripts/api-table.js [--check]   (after building the shared package)
//
// With --check it writes nothing and exits 1 when the table differs from the contract.
import { parseArgs } from 'node:util';
import { declaredEndpoints } from './lib/contract.js';
import { writeSection } from './lib/doc-section.js';

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

/** The access rules' words in docs/product.md. */
const WHO = { public: 'anyone', signedIn: 'signed in', cook: 'cook', admin: 'admin' };

/** Text for a table cell: a `|` would end the cell. */
const cell = (/** @type {string} */ text) => text.replaceAll('|', '\\|');

/** The order of methods on one path. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const endpoints = (await declaredEndpoints()).toSorted(
  (a, b) =>
    a.path.localeCompare(b.path, 'en') || METHODS.indexOf(a.method) - METHODS.indexOf(b.method),
);
const rows = endpoints.map((e) => {
  const path = `/api${e.path}`.replace(/:(\w+)/g, '{$1}');
  const success = Object.keys(e.responses).filter((status) => status.startsWith('2'));
  return `| ${e.method.toUpperCase()} | \`${path}\` | ${WHO[e.access]} | ${cell(e.summary)} | ${success.join(', ')} |`;
});

await writeSection({
  file: 'docs/product.md',
  name: 'api-table',
  body: [
    '| Method | Path | Who may call | What it does | Success |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
  check: values.check,
});
