// The API's hot reads under load, on the PostgreSQL server and on PGlite, beside the ceiling of
// the same process (/api/health through the same middleware). See docs/performance.md.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { signIn } from '../load/setup.js';
import { drained, load, searchMixRun } from './api-load.js';
import { BENCH_ADMIN_EMAIL, loadBenchData } from './data.js';
import { KIND_LABELS, searchQueries } from './queries.js';
import { printSearch, scanSample, scanTimes, searchRun } from './search.js';
import { NODE_FLAGS, startServer } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
/** @type {typeof import('pg')} */
const pg = requireApi('pg');

const DEV_ADMIN_PASSWORD = 'Recipes!2024';

/**
 * @typedef {import('./api-load.js').Measure} Measure
 * @typedef {{ engine: string, rows: number, call: string, share: number } & Measure} Result
 * @typedef {import('./search.js').SearchRun} SearchRun
 * @typedef {import('./api-load.js').SearchMix} SearchMix
 * @typedef {{ results: Result[], search: SearchRun, searchMix: SearchMix, startSeconds: number, loadSeconds: number, peakRssMb: number }} Run
 */

/**
 * @param {string} engine
 * @param {number} rows
 * @param {string} dir
 * @param {import('./queries.js').SearchQuery[]} sample the queries the unindexed scan runs
 */
async function prepareEngine(engine, rows, dir, sample) {
  if (engine === 'postgres') {
    const base = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    const name = `fr_bench_${process.pid}_${rows}`;
    const admin = new pg.Client({ connectionString: base.href });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base.href);
    url.pathname = `/${name}`;
    const loadSeconds = await loadBenchData({ url: url.href }, rows);
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    const scans = await scanTimes((q, p) => client.query(q, p), sample);
    await client.end();
    return {
      loadSeconds,
      scans,
      env: { DATABASE_URL: url.href },
      async drop() {
        const c = new pg.Client({ connectionString: base.href });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const pgliteDir = path.join(dir, 'db');
  const loadSeconds = await loadBenchData({ pgliteDir }, rows);
  const { PGlite } = await import(requireApi.resolve('@electric-sql/pglite'));
  const { pg_trgm } = await import(requireApi.resolve('@electric-sql/pglite/contrib/pg_trgm'));
  const { unaccent } = await import(requireApi.resolve('@electric-sql/pglite/contrib/unaccent'));
  const client = new PGlite(pgliteDir, { extensions: { pg_trgm, unaccent } });
  const scans = await scanTimes((q, p) => client.query(q, p), sample);
  await client.close();
  return { loadSeconds, scans, env: {}, drop: async () => {} };
}

/**
 * Runs every call against one engine at one size; returns the rows of the table.
 * @param {{ engine: string, rows: number, duration: number, connections: number, port: number }} options
 * @returns {Promise<Run>}
 */
export async function benchEngine({ engine, rows, duration, connections, port }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `fr-bench-${engine}-`));
  const queries = await searchQueries(rows);
  const prepared = await prepareEngine(engine, rows, dir, scanSample(queries));
  // Under load, one query of each kind from the set: the first drawn from a title.
  const loadSearches = /** @type {const} */ (['exact', 'folded', 'typo']).map(
    (kind) =>
      queries.find((q) => q.kind === kind && q.from === 'title') ??
      queries.find((q) => q.kind === kind),
  );
  const env = {
    DATA_DIR: dir,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    IDENTITY_EMULATOR_PORT: '0',
    ...prepared.env,
  };
  // The first start runs the emulator bootstrap; the measured one starts on an existing database.
  await (await startServer({ port, env })).stop();
  const server = await startServer({ port, env });
  /** @type {Result[]} */
  const results = [];
  try {
    const { url } = server;
    const config = /** @type {any} */ (await (await fetch(`${url}/api/config`)).json());
    const token = await signIn(config.cognito, BENCH_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const auth = { Authorization: `Bearer ${token}` };
    const [first] = /** @type {[{ _id: string }]} */ (
      await (await fetch(`${url}/api/all-recipes?limit=1`)).json()
    );
    // Twenty-four presses of "Load more": as deep as a visitor plausibly goes, at every size.
    const deepPage = 25;
    /** @type {[name: string, pathAndQuery: string, headers?: Record<string, string>][]} */
    const calls = [
      ['ceiling: /api/health (before and after the lists, mean)', '/api/health'],
      ['latest 4', '/api/all-recipes?sort_by=more.created_on&order=-1&limit=4'],
      ['all recipes by title', '/api/all-recipes?sort_by=title&order=1'],
      ['all recipes newest', '/api/all-recipes?sort_by=more.created_on&order=-1'],
      [`all by title, page ${deepPage}`, `/api/all-recipes?sort_by=title&order=1&page=${deepPage}`],
      [
        `all newest, page ${deepPage}`,
        `/api/all-recipes?sort_by=more.created_on&order=-1&page=${deepPage}`,
      ],
      ['category page', '/api/categories/desserts?sort_by=title&order=1'],
      ['recipe detail', `/api/recipes/${first._id}`],
      ['featured', '/api/featured-recipes'],
      ['my recipes', '/api/my-recipes', auth],
      ['pending list', '/api/admin/pending-recipes', auth],
      ...loadSearches.flatMap((s) =>
        s
          ? [
              /** @type {[string, string]} */ ([
                `search: ${KIND_LABELS[s.kind]} ("${s.q}")`,
                `/api/recipes?q=${encodeURIComponent(s.q)}`,
              ]),
            ]
          : [],
      ),
    ];
    // A warm-up first (connections, JIT); then the ceiling before and after the other reads,
    // averaged, so that a machine busier in one half of the run shifts every share less. Searches
    // come after it: their slow answers keep the server busy for a while after the load stops.
    await load(`${url}/api/health`, { connections, duration: 1 });
    const searchesAt = calls.findIndex(([name]) => name.startsWith('search'));
    const ceilingCall = /** @type {(typeof calls)[number]} */ (calls[0]);
    const order = [...calls.slice(0, searchesAt), ceilingCall, ...calls.slice(searchesAt)];
    /** @type {({ name: string } & Measure)[]} */
    const measured = [];
    /** @type {({ name: string } & Measure) | undefined} */
    let last;
    for (const [index, [name, pathAndQuery, headers]] of order.entries()) {
      const result = {
        name,
        ...(await load(`${url}${pathAndQuery}`, { connections, duration, headers })),
      };
      if (index === searchesAt) last = result;
      else measured.push(result);
      // Answers still in flight drain before the next call is measured.
      await drained(url);
    }
    const before = measured[0];
    if (!before || !last) throw new Error('The ceiling was not measured twice.');
    const ceiling = (before.rps + last.rps) / 2;
    measured[0] = {
      ...before,
      rps: ceiling,
      p50: Math.max(before.p50, last.p50),
      p99: Math.max(before.p99, last.p99),
    };
    for (const { name, ...r } of measured) {
      results.push({ engine, rows, call: name, ...r, share: r.rps / ceiling });
    }
    const mix = await searchMixRun(url, queries, { connections, duration, ceiling });
    results.push({ engine, rows, call: mix.name, ...mix.measure, share: mix.searchMix.share });
    const search = await searchRun(url, queries, prepared.scans);
    return {
      results,
      search,
      searchMix: mix.searchMix,
      startSeconds: server.startSeconds,
      loadSeconds: prepared.loadSeconds,
      peakRssMb: server.peakRssMb(),
    };
  } finally {
    await server.stop();
    await prepared.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** @param {number} n */
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
/** @param {number} share */
const pctOf = (share) => (Number.isFinite(share) ? `${fmt(share * 100, 1)} %` : '-');

/**
 * @param {Run} run
 * @param {{ engine: string, rows: number }} options
 */
export function printRun(run, { engine, rows }) {
  console.log(`\n## ${engine}, ${rows.toLocaleString('en')} recipes`);
  console.log(
    `node ${NODE_FLAGS.join(' ') || '(no flags)'}; loaded in ${fmt(run.loadSeconds, 1)} s; start to ready ${fmt(run.startSeconds, 2)} s (target < 10 s); peak RSS ${fmt(run.peakRssMb)} MB (target < 250 MB)\n`,
  );
  console.log('| call | requests/s | share of ceiling | p50 ms | p99 ms | bytes | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of run.results) {
    console.log(
      `| ${r.call} | ${fmt(r.rps)} | ${fmt(r.share * 100)} % | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.bytes} | ${r.failed} |`,
    );
  }
  const mix = run.searchMix;
  console.log(
    `\nSearch mix under load: ${mix.queries} popular queries in turn, ${fmt(mix.rps)} requests/s, ${fmt(mix.share * 100)} % of the ceiling (target >= ${fmt(mix.targetShare * 100)} %: ${mix.share >= mix.targetShare ? 'met' : 'missed'}); search cache hit rate ${pctOf(mix.hitRate)} (${pctOf(mix.noSearchRate)} with the answers that waited for the same search in flight; ${fmt(mix.searches)} searches ran); cache ${fmt(mix.entries)} entries, ${Number.isFinite(mix.bytes) ? `${fmt(mix.bytes / 1024, 1)} KiB` : '-'}`,
  );
  printSearch(run.search);
}

/**
 * @param {string} file
 * @param {unknown} data
 */
export async function writeJson(file, data) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data, null, 2));
}
