import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { recipeRow } from '../test/test-recipes.js';
import { useTestApp } from '../test/use-test-app.js';

/*
 * Restarts the PostgreSQL server of DATABASE_URL (the machine's own cluster, through
 * pg_ctlcluster) while requests keep arriving, and checks that the site answers 503 with
 * Retry-After during the outage, never 500 and never a hang, and recovers by itself.
 */

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The outage suite needs DATABASE_URL (a PostgreSQL server).');

const run = promisify(execFile);

// Asynchronous on purpose: the app serves the probes in this same process, so a blocking call
// would hold back requests sent before it and answer them only once the command had finished.
async function cluster(action: 'stop' | 'start'): Promise<void> {
  const version = readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) throw new Error('No PostgreSQL cluster in /etc/postgresql');
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action]);
}

let db: TestDatabase;
let server: Server;
let base = '';

const t = useTestApp();

beforeAll(async () => {
  db = await createTestDatabase();
  const repo = new RecipesRepository(db.database.db);
  for (let i = 0; i < 30; i += 1) await repo.insert(recipeRow({ title: `Outage soup ${i}` }));
  const app = t.build({ database: db.database });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await db?.dispose();
});

// A pooled client lost during the outage would keep the pool from ending: the hook then times out.

interface Answer {
  at: number;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

async function ask(path: string): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) });
    const body: unknown = await res.json();
    return {
      at: started,
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after'),
      body,
    };
  } catch (err) {
    return { at: started, status: 0, ms: performance.now() - started, retryAfter: null, body: err };
  }
}

describe('the PostgreSQL server restarts under load', () => {
  it('when the server goes away and comes back, then requests get 200 or 503 with Retry-After, none hangs, and the site recovers by itself', async () => {
    const answers: Answer[] = [];
    const readiness: Answer[] = [];
    let running = true;
    const paths = ['/api/all-recipes', '/api/recipes?q=outage%20soup', '/api/featured-recipes'];
    const clients = Array.from({ length: 8 }, async (_, i) => {
      while (running) answers.push(await ask(paths[i % paths.length] ?? '/api/all-recipes'));
    });
    const probe = (async () => {
      while (running) {
        readiness.push(await ask('/api/ready'));
        await new Promise((r) => setTimeout(r, 100));
      }
    })();

    await new Promise((r) => setTimeout(r, 1_000));
    await cluster('stop');
    const stopped = performance.now();
    await new Promise((r) => setTimeout(r, 3_000));
    const restarting = performance.now();
    await cluster('start');
    const outageEnded = performance.now();

    // Recovery: a data call answers 200 again without any restart of the app.
    let recoveredAt = 0;
    while (performance.now() - outageEnded < 20_000) {
      const res = await ask('/api/all-recipes');
      if (res.status === 200) {
        recoveredAt = performance.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1_000));
    running = false;
    await Promise.all([...clients, probe]);

    expect(recoveredAt, 'the site did not recover within 20 s').toBeGreaterThan(0);
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.retryAfter).toBe('5');
      expect(a.body).toEqual({ message: 'Database unavailable' });
    }
    // The pool waits at most 5 s for a connection; nothing may hang beyond that and a margin.
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(8_000);
    // Probes sent and answered while the server was down for certain.
    const during = readiness.filter((a) => a.at > stopped + 500 && a.at + a.ms < restarting);
    expect(during.length).toBeGreaterThan(0);
    expect(during.map((a) => [a.status, a.retryAfter])).toEqual(during.map(() => [503, '5']));
    expect(readiness.at(-1)?.status).toBe(200);
  });
});
