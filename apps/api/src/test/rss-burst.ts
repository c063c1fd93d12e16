import { afterAll, beforeAll, expect } from 'vitest';
import { startChildServer, type ChildServer } from './child-server.js';
import { createTestUser, type TestUser } from './test-users.js';

/* A burst of requests against a server in its own process, its memory sampled from /proc. */

export interface Burst {
  ms: number;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  health: { status: number; ms: number }[];
}

/** Runs `work` while sampling the server's RSS and asking /api/health every 50 ms. */
export async function measured<T>(server: ChildServer, work: () => Promise<T>) {
  const baseline = server.rssBytes();
  let peak = baseline;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, server.rssBytes());
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const health: Burst['health'] = [];
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${server.base}/api/health`).catch(() => undefined);
      health.push({ status: res?.status ?? 0, ms: performance.now() - started });
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    const mb = (bytes: number) => bytes / 2 ** 20;
    const burst: Burst = {
      ms: performance.now() - started,
      baselineMb: mb(baseline),
      peakMb: mb(peak),
      growthMb: mb(peak - baseline),
      health,
    };
    return { result, burst };
  } finally {
    running = false;
    await Promise.all([sampler, prober]);
  }
}

export function describeBurst(what: string, burst: Burst): string {
  return (
    `${what}: ${Math.round(burst.ms)} ms, RSS ${Math.round(burst.baselineMb)} MB -> peak ` +
    `${Math.round(burst.peakMb)} MB (+${burst.growthMb.toFixed(1)} MB), ${burst.health.length} ` +
    `health checks, slowest ${Math.round(Math.max(...burst.health.map((h) => h.ms)))} ms`
  );
}

export function expectHealthy(burst: Burst, maxGrowthMb = 100) {
  expect(burst.growthMb).toBeLessThan(maxGrowthMb);
  expect(burst.health.length).toBeGreaterThan(0);
  expect(burst.health.every((h) => h.status === 200)).toBe(true);
  expect(Math.max(...burst.health.map((h) => h.ms))).toBeLessThan(2_000);
}

/**
 * `pnpm start`'s server in its own process, with its memory settings, and a signed-in cook on it, started before the tests of
 * the enclosing block and stopped after them; read them only while the tests run.
 */
export function serverWithCook(): { readonly server: ChildServer; readonly cook: TestUser } {
  let server: ChildServer | undefined;
  let cook: TestUser | undefined;
  beforeAll(async () => {
    server = await startChildServer({}, { asStarted: true });
    cook = await createTestUser(await server.identity(), { groups: ['user'] });
  }, 90_000);
  afterAll(async () => {
    await server?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The server runs only while the tests run');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get cook() {
      return started(cook);
    },
  };
}
