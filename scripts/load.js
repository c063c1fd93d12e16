// `pnpm bench:load`: many connections of mixed traffic against the built server on a PostgreSQL
// server, then a check that nothing was lost (issue 12, "load with nothing lost").
//
//   node scripts/load.js [--connections 200] [--duration 60] [--port 0] [--db-prefix load]
//
// Visitors browse and search, cooks submit recipes with photos and edit them, an admin approves.
// Afterwards every submission answered 201 must be in the database with its photo files, no other
// submission may be, every stored file must belong to a recipe, and no request may have had a 5xx
// or a connection error. Prints throughput, p50/p99 per kind of call and the counts; exits 1 when
// a check fails. DATABASE_URL names the server (a throw-away database is created on it and
// dropped); postgres://postgres@127.0.0.1:5432/postgres when unset.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { identityConfig } from './bench/server.js';
import { createCook, createDatabase, freePort, signIn, startServer } from './load/setup.js';
import { admin, cook, percentile, problems, stats, submissions, visitor } from './load/traffic.js';
import { verify } from './load/verify.js';

const root = path.resolve(import.meta.dirname, '..');

/**
 * @param {string} name
 * @param {string} fallback
 */
function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  const value = process.argv[i + 1];
  return i > 0 && value !== undefined ? value : fallback;
}

const CONNECTIONS = Number(option('connections', '200'));
const DURATION_S = Number(option('duration', '60'));
const PORT = Number(option('port', '0'));
const DB_PREFIX = option('db-prefix', 'load');
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'admin@family-recipes.test', password: 'Recipes!2024' };

if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 10) throw new Error('--connections >= 10');
if (!(DURATION_S > 0)) throw new Error('--duration must be positive');
const serverJs = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverJs)) throw new Error('Build first: pnpm build (pnpm bench:load does it)');

// ---- main ----------------------------------------------------------------------------------

const database = await createDatabase(SERVER_URL, DB_PREFIX);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-load-'));
let server;
let exitCode = 1;
try {
  const port = PORT || (await freePort());
  const startedAt = performance.now();
  server = await startServer(port, database.url, dataDir);
  console.log(
    `Server ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s on ${server.url} ` +
      `(PostgreSQL database ${database.name}, 40 demo recipes)`,
  );
  const url = server.url;
  // Administrator actions go to the emulator's admin address, which only the server is told of;
  // the embedded emulator writes it into its state folder.
  const config = await identityConfig(url, dataDir);
  const adminCount = Math.max(1, Math.round(CONNECTIONS * 0.02));
  const cookCount = Math.max(1, Math.round(CONNECTIONS * 0.2));
  const visitorCount = CONNECTIONS - adminCount - cookCount;
  const adminToken = await signIn(config, ADMIN.email, ADMIN.password);
  /** @type {import('./load/setup.js').Account[]} */
  const cooks = [];
  for (let i = 0; i < cookCount; i += 1) cooks.push(await createCook(config, i));
  const photoDir = path.join(root, 'apps/api/demo/photos');
  const photos = readdirSync(photoDir)
    .slice(0, 8)
    .map((name) => ({ name, bytes: readFileSync(path.join(photoDir, name)) }));

  console.log(
    `${CONNECTIONS} connections for ${DURATION_S} s: ${visitorCount} visitors, ${cookCount} cooks, ${adminCount} admin`,
  );
  const began = performance.now();
  const until = began + DURATION_S * 1000;
  await Promise.all([
    ...Array.from({ length: visitorCount }, () => visitor(url, until)),
    ...cooks.map((account, i) => cook(url, account, photos, until, i)),
    ...Array.from({ length: adminCount }, () => admin(url, adminToken, until)),
  ]);
  const seconds = (performance.now() - began) / 1000;

  let total = 0;
  const lines = [];
  for (const [kind, s] of [...stats.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...s.times].sort((a, b) => a - b);
    total += sorted.length;
    const statuses = [...s.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([code, count]) => `${code}: ${count}`)
      .join(', ');
    lines.push(
      `  ${kind.padEnd(11)} ${String(sorted.length).padStart(7)} calls  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p99 ${percentile(sorted, 99).toFixed(0).padStart(6)} ms  ${statuses}${s.errors ? `, connection errors: ${s.errors}` : ''}`,
    );
  }
  console.log(
    `${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} requests/s`,
  );
  console.log(lines.join('\n'));

  const result = await verify(
    database.url,
    dataDir,
    cooks.map((c) => c.email),
    submissions,
  );
  const acknowledged = submissions.filter((s) => s.status === 201).length;
  console.log(
    `Submissions: ${submissions.length} sent, ${acknowledged} answered 201, ${result.stored} in the database; ` +
      `${result.files} photo files, ${result.orphans} without a recipe`,
  );
  const fiveXx = problems.filter((p) => /: 5\d\d$/.test(p)).length;
  const connectionErrors = problems.length - fiveXx;
  console.log(`5xx: ${fiveXx}, connection errors: ${connectionErrors}`);
  for (const line of [...new Set(problems)].slice(0, 10)) console.log(`  ${line}`);
  for (const line of result.failures.slice(0, 10)) console.log(`  ${line}`);
  const ok = problems.length === 0 && result.failures.length === 0 && acknowledged > 0;
  console.log(ok ? 'OK: nothing lost' : 'FAILED');
  exitCode = ok ? 0 : 1;
} finally {
  await server?.stop();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
