// The public pages on a phone (docs/performance.md, "Web pages on a phone"): the built site on the
// embedded defaults with the demo content, Lighthouse's mobile preset in Debian's Chromium, three
// runs a page, medians against the targets of issue 11. Run after a build (`pnpm bench:web`).
//   node scripts/bench/lighthouse.js [--port 3410] [--runs 3] [--pages home,recipe]
//                                    [--json test-results/bench-web.json]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoad } from './first-load.js';
import { startServer } from './server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3410' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    json: { type: 'string', default: 'test-results/bench-web.json' },
    chrome: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

/**
 * @typedef {ReturnType<typeof figuresOf>} Figures
 * @typedef {'performance' | 'lcpMs' | 'cls' | 'tbtMs' | 'seo' | 'accessibility' | 'bestPractices' | 'bytes'} MedianKey
 * @typedef {Record<MedianKey, number>} Medians
 * @typedef {{ name: string, path: string, median: Medians, runs: Figures[] }} PageRow
 * @typedef {{ key: MedianKey, label: string, ok: (value: number) => boolean, text: string }} Target
 */

/** Medians must meet these on every page. @type {Target[]} */
const TARGETS = [
  { key: 'performance', label: 'performance', ok: (v) => v >= 95, text: '>= 95' },
  { key: 'lcpMs', label: 'LCP', ok: (v) => v <= 2000, text: '<= 2.0 s' },
  { key: 'cls', label: 'CLS', ok: (v) => v <= 0.01, text: '<= 0.01' },
  { key: 'tbtMs', label: 'TBT', ok: (v) => v <= 100, text: '<= 100 ms' },
  { key: 'seo', label: 'SEO', ok: (v) => v === 100, text: '100' },
  { key: 'accessibility', label: 'accessibility', ok: (v) => v === 100, text: '100' },
  { key: 'bestPractices', label: 'best practices', ok: (v) => v === 100, text: '100' },
];

/** @param {number[]} numbers */
function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function machine() {
  const load = (os.loadavg()[0] ?? 0).toFixed(2);
  return `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${load}`;
}

/** The pages a visitor reaches without signing in; the recipe is the newest demo recipe. */
/** @param {string} url */
async function publicPages(url) {
  const newest = /** @type {{ _id: string }[]} */ (
    await fetch(`${url}/api/all-recipes?sort_by=more.created_on&order=-1&limit=1`).then((res) =>
      res.json(),
    )
  );
  if (!newest[0]) throw new Error('The site has no recipes: the demo content did not load.');
  const query = 'chicken';
  const found = /** @type {unknown[]} */ (
    await fetch(`${url}/api/recipes?q=${query}&limit=1`).then((res) => res.json())
  );
  if (!found[0]) throw new Error(`Searching the demo recipes for "${query}" found nothing.`);
  return [
    { name: 'home', path: '/' },
    { name: 'all recipes', path: '/all-recipes' },
    { name: 'category', path: '/categories/desserts' },
    { name: 'search', path: `/search?query=${query}` },
    { name: 'recipe', path: `/recipes/${newest[0]._id}` },
    { name: 'log-in', path: '/login' },
    // The site's languages (decision 049): German, and Arabic right to left.
    { name: 'home (de)', path: '/', language: 'de' },
    { name: 'home (ar)', path: '/', language: 'ar' },
    { name: 'all recipes (de)', path: '/all-recipes', language: 'de' },
    { name: 'recipe (de)', path: `/recipes/${newest[0]._id}`, language: 'de' },
    { name: 'recipe (ar)', path: `/recipes/${newest[0]._id}`, language: 'ar' },
  ];
}

/**
 * One Lighthouse run: the figures of the table and the audits that cost points.
 * @param {any} lhr Lighthouse's result, as it reports it
 */
function figuresOf(lhr) {
  /** @returns {number} */
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @returns {number} */
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @type {string[]} */
  const flagged = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        flagged.push(`${id}: ${ref.id}`);
      }
    }
  }
  /** @type {string[]} */
  const opportunities = Object.values(lhr.audits)
    .filter(
      (/** @type {any} */ a) =>
        a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0,
    )
    .map((/** @type {any} */ a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
  return {
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    bytes: numeric('total-byte-weight'),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    flagged,
    opportunities,
  };
}

/**
 * @param {string} url
 * @param {number} runs
 * @param {string} chromePath
 * @param {string} [language] the browser's Accept-Language, so the server draws the page in it
 */
async function measure(url, runs, chromePath, language) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    /** @type {Figures[]} */
    const results = [];
    // A run whose trace Chrome failed to record (NO_NAVSTART and the like) is run again.
    for (let failures = 0; results.length < runs;) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(language ? { extraHeaders: { 'Accept-Language': language } } : {}),
      });
      const error = result ? result.lhr.runtimeError : { message: 'no result' };
      if (!error && result) {
        results.push(figuresOf(result.lhr));
      } else if (++failures > 2) {
        throw new Error(`Lighthouse failed on ${url}: ${error?.message ?? 'no result'}`);
      } else {
        console.log(`    run again: ${error?.message ?? 'no result'}`);
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * @param {Figures[]} runs
 * @returns {Medians}
 */
function medians(runs) {
  /** @type {MedianKey[]} */
  const keys = ['performance', 'lcpMs', 'cls', 'tbtMs', 'seo', 'accessibility', 'bestPractices'];
  const out = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  out.bytes = median(runs.map((r) => r.bytes));
  return /** @type {Medians} */ (out);
}

/** @param {PageRow[]} rows */
function printTable(rows) {
  const header = [
    'page',
    'performance',
    'LCP',
    'CLS',
    'TBT',
    'SEO',
    'accessibility',
    'best practices',
    'transferred',
  ];
  const lines = rows.map(({ name, median: m }) => [
    name,
    String(m.performance),
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    m.cls.toFixed(3),
    `${Math.round(m.tbtMs)} ms`,
    String(m.seo),
    String(m.accessibility),
    String(m.bestPractices),
    `${Math.round(m.bytes / 1024)} KiB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const row = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(row(header));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const line of lines) console.log(row(line));
}

const web = firstLoad();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'family-recipes-bench-web-'));
const report = {
  date: new Date().toISOString(),
  machine: machine(),
  web,
  pages: /** @type {PageRow[]} */ ([]),
  /** @type {string[]} */
  missed: [],
  loadAfter: 0,
};
let server;
try {
  server = await startServer({
    port: Number(values.port),
    env: {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      IDENTITY_EMULATOR_PORT: '0',
      LOG_LEVEL: 'warn',
    },
  });
  // localhost rather than 127.0.0.1: the address people type, and a secure context either way.
  const url = server.url.replace('127.0.0.1', 'localhost');
  let pages = await publicPages(url);
  if (values.pages) {
    const wanted = values.pages.split(',');
    pages = pages.filter(
      (p) => wanted.includes(p.name) || wanted.includes(p.name.split(' ')[0] ?? ''),
    );
  }
  const runs = Number(values.runs);
  console.log(`\nLighthouse ${runs} runs a page, mobile preset, ${machine()}`);
  for (const page of pages) {
    const language = 'language' in page ? page.language : undefined;
    const results = await measure(`${url}${page.path}`, runs, String(values.chrome), language);
    const row = { ...page, median: medians(results), runs: results };
    report.pages.push(row);
    const m = row.median;
    console.log(
      `  ${page.name}: performance ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, CLS ${m.cls.toFixed(3)}, TBT ${Math.round(m.tbtMs)} ms`,
    );
    const flagged = [...new Set(results.flatMap((r) => r.flagged))];
    if (flagged.length > 0) console.log(`    flagged: ${flagged.join(', ')}`);
    const opportunities = results.at(-1)?.opportunities ?? [];
    if (opportunities.length > 0) console.log(`    opportunities: ${opportunities.join(', ')}`);
    const lcpElement = results.at(-1)?.lcpElement;
    if (lcpElement) console.log(`    LCP element: ${lcpElement}`);
  }
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

console.log('');
printTable(report.pages);
/** @type {string[]} */
const missed = [];
for (const page of report.pages) {
  for (const target of TARGETS) {
    const value = page.median[target.key];
    if (!target.ok(value))
      missed.push(`${page.name}: ${target.label} ${value} (target ${target.text})`);
  }
}
if (!web.withinBudget)
  missed.push(`home first-load JS ${web.totalKb.toFixed(1)} KB (budget ${web.budgetKb} KB)`);
report.missed = missed;
report.loadAfter = os.loadavg()[0] ?? 0;

const file = path.resolve(values.json);
await mkdir(path.dirname(file), { recursive: true });
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\nWritten to ${values.json}; load average ${(os.loadavg()[0] ?? 0).toFixed(2)} at the end`,
);
if (missed.length > 0) {
  console.error(`\nTargets missed:\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('Every target met.');
