import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('when two processes start together, then their start-up work runs one after the other and both finish', async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} in`);
      await new Promise((resume) => setTimeout(resume, 150));
      events.push(`${name} out`);
      return name;
    };
    const results = await Promise.all([
      test.database.withStartupLock(work('a')),
      new Promise((resume) => setTimeout(resume, 20)).then(() => second.withStartupLock(work('b'))),
    ]);
    expect(results).toEqual(['a', 'b']);
    if (test.database.kind === 'postgres') {
      expect(events).toEqual(['a in', 'a out', 'b in', 'b out']);
    } else {
      // One process: nothing to wait for, the second starts while the first still runs.
      expect(events).toEqual(['a in', 'b in', 'a out', 'b out']);
    }
  });

  it('when start-up work fails, then the lock is released and the next process gets it', async () => {
    await expect(
      test.database.withStartupLock(() => Promise.reject(new Error('migration failed'))),
    ).rejects.toThrow('migration failed');
    const next = await Promise.race([
      second.withStartupLock(() => Promise.resolve('got it')),
      new Promise((resume) => setTimeout(() => resume('still waiting'), 3_000)),
    ]);
    expect(next).toBe('got it');
  });
});
