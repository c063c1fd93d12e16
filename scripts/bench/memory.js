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
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCook, createDatabase, signIn } from '../load/setup.js';
import { approveAll, approvedIds, day, demoPhotos, submitRecipes, tally } from './memory-day.js';
import { NODE_FLAGS, START_ENV } from './server.js';

const root = path.resolve(import.meta.dirname, '../..');
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

/** VmRSS and VmHWM (the peak) of `pid` in MB. */
function status(/** @type {number} */ pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (/** @type {string} */ f) => Number(new RegExp(`${f}:\\s+(\\d+)`).exec(text)?.[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Resident MB of WebAssembly memories: V8 maps each as its accessible pages followed by a guard
 * reservation of several GB (no access), so the mapping just before such a reservation is one.
 */
function wasmResidentMb(/** @type {number} */ pid) {
  /** @type {{ start: number, end: number, perm: string, rss: number }[]} */
  const maps = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (m)
      maps.push({
        start: parseInt(m[1] ?? '', 16),
        end: parseInt(m[2] ?? '', 16),
        perm: m[3] ?? '',
        rss: 0,
      });
    const rss = /^Rss:\s+(\d+)/.exec(line);
    const last = maps.at(-1);
    if (rss && last) last.rss = Number(rss[1]) / 1024;
  }
  let total = 0;
  maps.forEach((m, i) => {
    const before = maps[i - 1];
    if (m.perm === '---p' && m.end - m.start > 4 * 2 ** 30 && before?.end === m.start) {
      total += before.rss;
    }
  });
  return total;
}

/** @param {string} text e.g. 'A=1 B=2' */
const parseEnv = (text) =>
  Object.fromEntries(
    text
      .split(' ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

/**
 * The built server as `pnpm start` runs it (its node flags and settings), with MEMORY_REPORT=1.
 * @param {{ port: number, env: Record<string, string> }} o
 */
async function startSite({ port, env }) {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [...NODE_FLAGS, 'apps/api/dist/server.js'], {
    cwd: root,
    env: Object.fromEntries(
      Object.entries({
        ...inherited,
        ...START_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        BACKUP_SCHEDULE: 'off',
        MEMORY_REPORT: '1',
        ...env,
      }).filter(([, value]) => value !== ''),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (/** @type {Buffer} */ d) => (stderr = (stderr + d).slice(-4000)));
  /** @type {((report: any) => void)[]} */
  const waiting = [];
  let buffered = '';
  child.stdout.on('data', (/** @type {Buffer} */ d) => {
    buffered += d;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{"memoryReport"')) waiting.shift()?.(JSON.parse(line).memoryReport);
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready in time:\n${stderr}`);
    }
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const pid = /** @type {number} */ (child.pid);
  return {
    url,
    pid,
    /** @returns {Promise<any>} what the process says it holds */
    report: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.kill('SIGUSR2');
      }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until RSS has not fallen by 1 MB in 5 s, at most `seconds`; returns the seconds waited. */
async function settle(/** @type {number} */ pid, /** @type {number} */ seconds) {
  const samples = [status(pid).rss];
  const started = performance.now();
  while ((performance.now() - started) / 1000 < seconds) {
    await new Promise((r) => setTimeout(r, 1000));
    samples.push(status(pid).rss);
    const fiveAgo = samples.at(-6);
    if (fiveAgo !== undefined && fiveAgo - (samples.at(-1) ?? 0) < 1) break;
  }
  return (performance.now() - started) / 1000;
}

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
    const config = /** @type {any} */ (await (await fetch(`${url}/api/config`)).json()).cognito;
    const endpoints = JSON.parse(
      readFileSync(path.join(dataDir, 'identity', 'endpoints.json'), 'utf8'),
    );
    config.adminEndpoint = endpoints.adminUrl;
    config.adminCredentialsFile = endpoints.adminCredentialsFile;
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

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

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
