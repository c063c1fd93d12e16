// The API's hot reads under load, on the PostgreSQL server and on PGlite, beside the ceiling of
// the same process (/api/health through the same middleware). See docs/performance.md.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_ADMIN_EMAIL, loadBenchData } from './data.js';
import { NODE_FLAGS, startServer } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');
const requireApi = createRequire(path.join(root, 'apps/api/package.json'));
/** @type {typeof import('pg')} */
const pg = requireApi('pg');

const DEV_ADMIN_PASSWORD = 'Recipes!2024';
const SEARCHES = [
  { kind: 'exact words', q: 'potato soup', words: ['potato', 'soup'] },
  { kind: 'a typo', q: 'chiken curry', words: ['chiken', 'curry'] },
  { kind: 'accents left out', q: 'grands peres sirop', words: ['grands', 'peres', 'sirop'] },
];

/**
 * @typedef {{ rps: number, p50: number, p99: number, bytes: number, failed: number }} Measure
 * @typedef {{ engine: string, rows: number, call: string, share: number } & Measure} Result
 * @typedef {{ engine: string, rows: number, search: string, p50: number, p95: number, n: number, scanP95: number, speedup: number }} Single
 * @typedef {{ results: Result[], singles: Single[], startSeconds: number, loadSeconds: number, peakRssMb: number }} Run
 * @typedef {(query: string, params: unknown[]) => Promise<unknown>} Query
 */

/**
 * @param {number[]} values
 * @param {number} p
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** @param {string} url */
async function adminToken(url) {
  const config = /** @type {any} */ (await (await fetch(`${url}/api/config`)).json());
  const res = await fetch(`${config.cognito.endpoint}/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.cognito.clientId,
      AuthParameters: { USERNAME: BENCH_ADMIN_EMAIL, PASSWORD: DEV_ADMIN_PASSWORD },
    }),
  });
  if (!res.ok) throw new Error(`Could not sign the admin in: ${res.status} ${await res.text()}`);
  return /** @type {any} */ (await res.json()).AuthenticationResult.IdToken;
}

/**
 * @param {string} url
 * @param {{ connections: number, duration: number, headers?: Record<string, string> }} options
 * @returns {Promise<Measure>}
 */
async function load(url, { connections, duration, headers = {} }) {
  const result = await autocannon({ url, connections, duration, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    failed,
  };
}

/** One client, one request after another, for `seconds`: the latency a visitor feels. */
/**
 * @param {string} url
 * @param {number} seconds
 */
async function singleClient(url, seconds) {
  const times = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length };
}

/**
 * What search costs without its indexes: the same words as ILIKE over title, description, tags and
 * ingredients, every approved row examined (a ranked search has to see every match).
 */
/**
 * @param {Query} query
 * @param {string[]} words
 */
async function scanTimes(query, words, rounds = 7) {
  const patterns = words.map((w) => `%${w}%`);
  const times = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await query(
      `select id, count(*) over () as total from recipes
       where status = 101
         and (title || ' ' || description || ' ' || tags::text || ' ' || ingredients::text) ilike all ($1)
       order by created_on desc limit 20`,
      [patterns],
    );
    times.push(performance.now() - started);
  }
  return percentile(times, 95);
}

/**
 * @param {string} engine
 * @param {number} rows
 * @param {string} dir
 */
async function prepareEngine(engine, rows, dir) {
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
    /** @type {Record<string, number>} */
    const scans = {};
    for (const s of SEARCHES)
      scans[s.kind] = await scanTimes((q, p) => client.query(q, p), s.words);
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
  /** @type {Record<string, number>} */
  const scans = {};
  for (const s of SEARCHES) scans[s.kind] = await scanTimes((q, p) => client.query(q, p), s.words);
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
  const prepared = await prepareEngine(engine, rows, dir);
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
    const token = await adminToken(url);
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
      ...SEARCHES.map(
        (s) =>
          /** @type {[string, string]} */ ([
            `search: ${s.kind}`,
            `/api/recipes?q=${encodeURIComponent(s.q)}`,
          ]),
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
      await new Promise((r) => setTimeout(r, 1000));
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
    /** @type {Single[]} */
    const singles = [];
    for (const s of SEARCHES) {
      const single = await singleClient(
        `${url}/api/recipes?q=${encodeURIComponent(s.q)}`,
        duration,
      );
      const scan = prepared.scans[s.kind] ?? NaN;
      singles.push({
        engine,
        rows,
        search: s.kind,
        ...single,
        scanP95: scan,
        speedup: scan / single.p95,
      });
    }
    return {
      results,
      singles,
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
  console.log('\n| search, one client | p50 ms | p95 ms | unindexed scan p95 ms | scan / search |');
  console.log('|---|---|---|---|---|');
  for (const s of run.singles) {
    console.log(
      `| ${s.search} | ${fmt(s.p50, 1)} | ${fmt(s.p95, 1)} | ${fmt(s.scanP95, 1)} | ${fmt(s.speedup, 1)}x |`,
    );
  }
}

/**
 * @param {string} file
 * @param {unknown} data
 */
export async function writeJson(file, data) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data, null, 2));
}
