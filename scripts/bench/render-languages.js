// Pages drawn on the server in each reader's language (decision 049): one site (`pnpm start`'s
// flags, the embedded defaults, the demo recipes), its public pages asked for by visitors whose
// browsers ask for English, German or Arabic, in turn, round after round, so that a noisy machine
// weighs on every language alike. The ceiling: a page drawn in German or Arabic costs no more than
// 5 % over the same page in English (pages/s at least 0.95 of English's, median of the rounds'
// ratios).
//   node scripts/bench/render-languages.js [--rounds 5] [--duration 4] [--connections 10]
//                                          [--url http://127.0.0.1:3000]   (a running site)
//   (after `turbo run build`; without --url it starts one on --port, default 3395)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from './server.js';
import { median } from './stats.js';

/** English, the languages of the budget, in the order of the first round. */
const RENDER_LANGUAGES = ['en', 'de', 'ar'];
/** A page in another language may cost this share of its English render at most. */
export const RENDER_CEILING = 1.05;
/** Past this a page goes out undrawn (apps/api/src/http/first-screen.ts): p99 must stay below. */
const DRAW_TIMEOUT_MS = 2_000;

/**
 * @typedef {{ page: string, language: string, rps: number, p50: number, p99: number,
 *   ratio: number | null }} RenderRow
 * @typedef {{ rounds: number, duration: number, connections: number, rows: RenderRow[],
 *   withinCeiling: boolean, problems: string[] }} RenderReport
 */

/**
 * The pages: home, 20 recipes in turn, All Recipes.
 * @param {string} base
 */
async function pagesOf(base) {
  const answer = await fetch(`${base}/api/all-recipes`);
  if (!answer.ok) throw new Error(`${base}: GET /api/all-recipes answered ${answer.status}`);
  const ids = /** @type {{ _id: string }[]} */ (await answer.json()).map((recipe) => recipe._id);
  if (ids.length === 0) throw new Error(`${base} lists no recipes to draw`);
  return {
    home: ['/'],
    'a recipe': ids.slice(0, 20).map((id) => `/recipes/${id}`),
    'all recipes': ['/all-recipes'],
  };
}

/**
 * What is wrong with the page drawn for a browser asking for `language`: not drawn, or not in it.
 * @param {string} base @param {string} pagePath @param {string} language
 */
async function drawnProblem(base, pagePath, language) {
  const res = await fetch(`${base}${pagePath}`, {
    headers: { accept: 'text/html', 'accept-language': language },
  });
  const html = await res.text();
  if (res.status !== 200) return `${pagePath} (${language}): ${res.status}`;
  if (!html.includes('id="page-state"')) return `${pagePath} (${language}): sent undrawn`;
  if (!html.includes(`<html lang="${language}"`)) return `${pagePath} (${language}): not in it`;
  return undefined;
}

/**
 * @param {{ url: string, rounds?: number, duration?: number, connections?: number }} options
 * @returns {Promise<RenderReport>}
 */
async function measureRenderLanguages({ url, rounds = 5, duration = 4, connections = 10 }) {
  const pages = await pagesOf(url);
  const problems = [];
  for (const [, paths] of Object.entries(pages)) {
    for (const language of RENDER_LANGUAGES) {
      const problem = await drawnProblem(url, paths[0] ?? '/', language);
      if (problem) problems.push(problem);
    }
  }
  /** @type {Record<string, Record<string, { rps: number, p50: number, p99: number }[]>>} */
  const runs = {};
  for (let round = 0; round < rounds; round += 1) {
    // Each round starts with the next language, so none is always first after a pause.
    const order = RENDER_LANGUAGES.map(
      (_, i) => RENDER_LANGUAGES[(i + round) % RENDER_LANGUAGES.length] ?? 'en',
    );
    for (const [page, paths] of Object.entries(pages)) {
      for (const language of order) {
        const result = await autocannon({
          url,
          connections,
          duration,
          requests: paths.map((p) => ({
            path: p,
            headers: { accept: 'text/html', 'accept-language': language },
          })),
        });
        if (result.non2xx + result.errors > 0) {
          problems.push(`${page} (${language}): ${result.non2xx + result.errors} failed`);
        }
        if (result.latency.p99 >= DRAW_TIMEOUT_MS) {
          problems.push(`${page} (${language}): p99 ${result.latency.p99} ms, pages sent undrawn`);
        }
        ((runs[page] ??= {})[language] ??= []).push({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      }
    }
  }
  /** @type {RenderRow[]} */
  const rows = [];
  let withinCeiling = true;
  for (const [page, byLanguage] of Object.entries(runs)) {
    const english = byLanguage.en ?? [];
    for (const language of RENDER_LANGUAGES) {
      const own = byLanguage[language] ?? [];
      // Each round's ratio of English's pages/s to this language's: the cost of its render.
      const ratio =
        language === 'en' ? null : median(own.map((run, i) => (english[i]?.rps ?? NaN) / run.rps));
      if (ratio !== null && !(ratio <= RENDER_CEILING)) withinCeiling = false;
      rows.push({
        page,
        language,
        rps: median(own.map((run) => run.rps)),
        p50: median(own.map((run) => run.p50)),
        p99: median(own.map((run) => run.p99)),
        ratio,
      });
    }
  }
  return { rounds, duration, connections, rows, withinCeiling, problems };
}

/**
 * The measurement on a site of its own: the embedded defaults and the demo recipes.
 * @param {{ port: number, rounds?: number, duration?: number, connections?: number }} options
 */
export async function benchRenderLanguages({ port, ...options }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-bench-render-'));
  const site = await startServer({
    port,
    env: {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      IDENTITY_EMULATOR_PORT: String(port + 6000),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    return await measureRenderLanguages({ url: site.url, ...options });
  } finally {
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** @param {RenderReport} report */
export function printRenderLanguages(report) {
  const fixed = (/** @type {number} */ n) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  console.log(
    `\nPages drawn on the server by the reader's language: ${report.rounds} rounds of ${report.duration} s a page and language, ${report.connections} connections, medians; cost = English pages/s ÷ this language's (ceiling ${RENDER_CEILING.toFixed(2)})\n`,
  );
  console.log('| page | language | pages/s | p50 ms | p99 ms | cost against English |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of report.rows) {
    const cost =
      row.ratio === null
        ? '-'
        : `${row.ratio.toFixed(2)} ${row.ratio <= RENDER_CEILING ? 'met' : 'OVER'}`;
    console.log(
      `| ${row.page} | ${row.language} | ${fixed(row.rps)} | ${fixed(row.p50)} | ${fixed(row.p99)} | ${cost} |`,
    );
  }
  for (const problem of report.problems) console.log(`  problem: ${problem}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      port: { type: 'string', default: '3395' },
      rounds: { type: 'string', default: '5' },
      duration: { type: 'string', default: '4' },
      connections: { type: 'string', default: '10' },
    },
  });
  const options = {
    rounds: Number(values.rounds),
    duration: Number(values.duration),
    connections: Number(values.connections),
  };
  const report = values.url
    ? await measureRenderLanguages({ url: values.url, ...options })
    : await benchRenderLanguages({ port: Number(values.port), ...options });
  printRenderLanguages(report);
  if (report.problems.length > 0) process.exit(1);
}
