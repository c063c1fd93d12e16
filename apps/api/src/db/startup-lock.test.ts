import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from './client.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * Start-up work (migrations, seeding, the identity pool) runs under one lock per database. On a
 * PostgreSQL server (DATABASE_URL, as `pnpm --filter @family-recipes/api test:db` runs it) two
 * handles stand for two app processes; the embedded engine has one process and one handle.
 */
describe('the start-up lock', () => {
  let test: TestDatabase;
  let second: Database;

  beforeAll(async () => {
    test = await createTestDatabase('fr_lock');
    second = test.url ? createDatabase({ url: test.url }) : test.database;
  });
  afterAll(async () => {
    if (second !== test.database) await second.close();
    await test.dispose();
  });

  /** Start-up work that runs until the test lets it end; tells when it has begun. */
  function step(name: string, events: string[]) {
    let begun: () => void = () => undefined;
    let release: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (begun = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const work = async () => {
      events.push(`${name} in`);
      begun();
      await released;
      events.push(`${name} out`);
      return name;
    };
    return { work, entered, release };
  }

  /** Sessions of this database waiting for an advisory lock (PostgreSQL). */
  async function waitingForLock(): Promise<number> {
    const result = (await test.database.db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
          and database = (select oid from pg_database where datname = current_database())`,
    )) as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  }

  it('when two processes start together, then their start-up work runs one after the other and both finish', async () => {
    const events: string[] = [];
    const a = step('a', events);
    const b = step('b', events);
    const first = test.database.withStartupLock(a.work);
    await a.entered;
    const next = second.withStartupLock(b.work);
    if (test.database.kind === 'postgres') {
      // The second process waits for the lock while the first one's work runs.
      await vi.waitFor(async () => expect(await waitingForLock()).toBe(1), { interval: 20 });
      expect(events).toEqual(['a in']);
    } else {
      // One process: nothing to wait for, the second starts while the first still runs.
      await b.entered;
    }
    a.release();
    b.release();
    expect(await Promise.all([first, next])).toEqual(['a', 'b']);
    if (test.database.kind === 'postgres') {
      expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
    } else {
      expect(events).toEqual(['a in', 'b in', 'a out', 'b out']);
    }
  });

  it('when start-up work fails, then the lock is released and the next process gets it', async () => {
    await expect(
      test.database.withStartupLock(() => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');
    await expect(second.withStartupLock(() => Promise.resolve('got it'))).resolves.toBe('got it');
  });
});
