// Memory as a family uses it (docs/performance.md): the built server started as `pnpm start`
// starts it, on the PostgreSQL server and on the embedded engine, with the demo content; cooks
// submit recipes with the demo photos through the API; then a day's mix of visitors, cooks and
// kitchen writes; then the process settles. Prints peak and settled RSS beside the targets, with
// what the process says it holds (MEMORY_REPORT=1 and SIGUSR2: V8's heap, external memory,
// libvips's cache, the engine's WebAssembly memory) and the remainder, native memory.
//   node scripts/bench/memory.js [--engines postgres,pglite] [--recipes 300] [--visits 3000]
//     [--settle 60] [--repeats 1] [--port 3700] [--server-env 'NAME=value NAME=value']
// DATABASE_URL names the PostgreSQL server (a throw-away database is made on it and dropped);
// postgres://postgres@127.0.0.1:5432/postgres when unset. Exits 1 when a figure is over target.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCook, createDatabase, signIn } from '../load/setup.js';
import { approveAll, approvedIds, day, demoPhotos, submitRecipes, tally } from './memory-day.js';
import { settle, startSite, status, wasmResidentMb } from './memory-site.js';
import { identityConfig } from './server.js';
import { median } from './stats.js';

const MB = 2 ** 20;
/** The targets, MB of resident memory. */
const TARGETS = {
  postgres: { settled: 250, peak: Infinity },
  pglite: { settled: 300, peak: 400 },
};
const ADMIN = { email: 'admin@family-recipes.test', password: 'Recipes!2024' };
/** 300 recipes at the per-account limit of recipe writes (60 in ten minutes) leave room to edit. */
const COOKS = 8;

/**
 * @typedef {{ engine: string, peakMb: number, settledMb: number, startedMb: number,
 *   submittedMb: number, dayMb: number, heapUsedMb: number, heapTotalMb: number,
 *   externalMb: number, arrayBuffersMb: number, nativeMb: number, libvipsMb: number,
 *   pgliteWasmMb: number | null, pgliteResidentMb: number | null, seconds: number,
 *   submitSeconds: number,
 *   recipes: number, answers: string, problems: string[] }} MemoryRun
 * @typedef {MemoryRun & { runs: MemoryRun[], targets: { settled: number, peak: number },
 *   withinTarget: boolean }} MemoryRow
 */

/** @param {string} text e.g. 'A=1 B=2' */
const parseEnv = (text) =>
  Object.fromEntries(
    text
      .split(' ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

/**
 * One engine, once.
 * @param {{ engine: string, recipes: number, visits: number, settleSeconds: number, port: number,
 *   serverEnv: Record<string, string> }} o
 * @returns {Promise<MemoryRun>}
 */
async function runOnce({ engine, recipes, visits, settleSeconds, port, serverEnv }) {
  const began = performance.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-bench-memory-'));
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = engine === 'postgres' ? await createDatabase(serverUrl, 'bench_memory') : null;
  /** @type {Awaited<ReturnType<typeof startSite>> | undefined} */
  let site;
  try {
    site = await startSite({
      port,
      env: {
        DATABASE_URL: database?.url ?? '',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        IDENTITY_EMULATOR_PORT: String(port + 6000),
        ...serverEnv,
      },
    });
    const { url, pid } = site;
    const startedMb = status(pid).rss;
    const config = await identityConfig(url, dataDir);
    /** @type {import('./memory-day.js').Account[]} */
    const cooks = [];
    for (let i = 0; i < COOKS; i += 1) cooks.push(await createCook(config, i));
    const adminToken = await signIn(config, ADMIN.email, ADMIN.password);
    const { call, problems, summary } = tally();
    const photos = demoPhotos();
    const phase = performance.now();
    const made = await submitRecipes({ url, cooks, photos, count: recipes, parallel: 4, call });
    const submittedMb = status(pid).rss;
    const submitSeconds = (performance.now() - phase) / 1000;
    await approveAll(url, adminToken, call);
    const ids = await approvedIds(url, call);
    await day({ url, cooks, ids, photos, visits, parallel: 8, call });
    await approveAll(url, adminToken, call);
    const dayMb = status(pid).rss;
    await settle(pid, settleSeconds);
    const inside = await site.report();
    const { rss, peak } = status(pid);
    const pgliteResidentMb = engine === 'pglite' ? wasmResidentMb(pid) : null;
    const heapTotalMb = inside.heapTotal / MB;
    return {
      engine,
      peakMb: peak,
      settledMb: rss,
      startedMb,
      submittedMb,
      dayMb,
      heapUsedMb: inside.heapUsed / MB,
      heapTotalMb,
      externalMb: inside.external / MB,
      arrayBuffersMb: inside.arrayBuffers / MB,
      // Outside V8's heap and the engine's WebAssembly memory: libvips, the allocator, code.
      nativeMb: rss - heapTotalMb - (pgliteResidentMb ?? 0),
      libvipsMb: inside.sharp.memoryMb,
      pgliteWasmMb: inside.pgliteWasmBytes === null ? null : inside.pgliteWasmBytes / MB,
      pgliteResidentMb,
      seconds: (performance.now() - began) / 1000,
      submitSeconds,
      recipes: made.length,
      answers: summary(),
      problems: [...new Set(problems)].slice(0, 10),
    };
  } finally {
    await site?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each engine `repeats` times; the row holds the medians.
 * @param {{ engines?: string[], recipes?: number, visits?: number, settleSeconds?: number,
 *   repeats?: number, port?: number, serverEnv?: Record<string, string> }} [o]
 * @returns {Promise<MemoryRow[]>}
 */
export async function benchMemory({
  engines = ['postgres', 'pglite'],
  recipes = 300,
  visits = 3000,
  settleSeconds = 60,
  repeats = 1,
  port = 3700,
  serverEnv = {},
} = {}) {
  /** @type {MemoryRow[]} */
  const rows = [];
  for (const engine of engines) {
    const targets = TARGETS[/** @type {'postgres' | 'pglite'} */ (engine)];
    if (!targets) throw new Error(`Unknown engine ${engine}`);
    /** @type {MemoryRun[]} */
    const runs = [];
    for (let i = 0; i < repeats; i += 1) {
      runs.push(await runOnce({ engine, recipes, visits, settleSeconds, port, serverEnv }));
    }
    /** @type {any} */
    const row = { ...runs[0], runs, targets };
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'number')
        row[key] = median(runs.map((r) => /** @type {any} */ (r)[key]));
    }
    row.withinTarget =
      row.settledMb < targets.settled &&
      row.peakMb < targets.peak &&
      runs.every((r) => r.problems.length === 0 && r.recipes === recipes);
    printRow(row);
    rows.push(row);
  }
  return rows;
}

const f = (/** @type {number | null} */ mb) => (mb === null ? '-' : `${mb.toFixed(0)} MB`);

/** @param {MemoryRow} row */
function printRow(row) {
  const peakTarget = Number.isFinite(row.targets.peak) ? ` (target < ${row.targets.peak} MB)` : '';
  const lines = [
    `\nMemory as a family uses it, ${row.engine} (${row.recipes} recipes with photos, ${row.runs.length} run(s), median, ${row.seconds.toFixed(0)} s, of which the submissions ${row.submitSeconds.toFixed(0)} s):`,
    `  RSS: started ${f(row.startedMb)}, after the submissions ${f(row.submittedMb)}, after the day ${f(row.dayMb)}`,
    `  peak RSS    ${f(row.peakMb).padStart(7)}${peakTarget}`,
    `  settled RSS ${f(row.settledMb).padStart(7)} (target < ${row.targets.settled} MB)`,
    `  V8 heap used ${f(row.heapUsedMb)} of ${f(row.heapTotalMb)}; external ${f(row.externalMb)} (array buffers ${f(row.arrayBuffersMb)})`,
    `  native (RSS - V8 heap - PGlite resident) ${f(row.nativeMb)}; libvips cache ${f(row.libvipsMb)}`,
    `  PGlite WebAssembly memory ${f(row.pgliteWasmMb)}, resident ${f(row.pgliteResidentMb)}`,
    `  answers: ${row.runs[0]?.answers ?? ''}`,
  ];
  for (const p of row.runs.flatMap((r) => r.problems)) lines.push(`  problem: ${p}`);
  if (row.runs.some((r) => r.recipes !== row.recipes)) lines.push('  some submissions failed');
  lines.push(row.withinTarget ? '  within target' : '  OVER TARGET');
  console.log(lines.join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      engines: { type: 'string', default: 'postgres,pglite' },
      recipes: { type: 'string', default: '300' },
      visits: { type: 'string', default: '3000' },
      settle: { type: 'string', default: '60' },
      repeats: { type: 'string', default: '1' },
      port: { type: 'string', default: '3700' },
      'server-env': { type: 'string', default: '' },
    },
  });
  const rows = await benchMemory({
    engines: values.engines.split(','),
    recipes: Number(values.recipes),
    visits: Number(values.visits),
    settleSeconds: Number(values.settle),
    repeats: Number(values.repeats),
    port: Number(values.port),
    serverEnv: parseEnv(values['server-env']),
  });
  if (rows.some((r) => !r.withinTarget)) process.exit(1);
}
