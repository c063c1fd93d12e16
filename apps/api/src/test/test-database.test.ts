import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.js';
import { createTestDatabase } from './test-database.js';

async function rowsOf(database: Database, query: SQL): Promise<unknown[]> {
  return ((await database.db.execute(query)) as { rows: unknown[] }).rows;
}

/** The tables, columns and applied migrations of a database, to compare two of them. */
async function shape(database: Database) {
  const columns = await rowsOf(
    database,
    sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' order by table_name, column_name`,
  );
  const indexes = await rowsOf(
    database,
    sql`
    select indexname from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const applied = await rowsOf(
    database,
    sql`
    select hash from drizzle.__drizzle_migrations order by created_at`,
  );
  return { columns, indexes, applied };
}

describe('test databases', () => {
  it('when a test file gets its database, then it has every table, index and migration a freshly migrated one has, and none of another file’s rows', async () => {
    // On the embedded engine the test databases start from a dump (pglite-dump.setup.ts).
    const fresh = createDatabase({});
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await fresh.migrate();
      const expected = await shape(fresh);
      expect(expected.applied.length).toBeGreaterThan(10);
      expect(await shape(first.database)).toEqual(expected);
      await first.database.db.execute(
        sql`insert into search_words (word) values ('onlyinthefirst')`,
      );
      const other = await rowsOf(
        second.database,
        sql`select count(*)::int as n from search_words where word = 'onlyinthefirst'`,
      );
      expect(other).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all([fresh.close(), first.dispose(), second.dispose()]);
    }
  });
});

/** When the engine under a database started: the same for a database on a reused engine. */
async function engineStart(database: Database): Promise<string> {
  const [row] = await rowsOf(database, sql`select pg_postmaster_start_time()::text as started`);
  return (row as { started: string }).started;
}

describe('the next file’s test database', () => {
  it('when a file is done with its database, then the next one on that engine has none of its rows, its ids start again, and its late calls fail', async () => {
    const first = await createTestDatabase();
    const started = await engineStart(first.database);
    await first.database.db.execute(sql`insert into search_words (word) values ('leftbehind')`);
    // The migrations' own table is the one with an identity (a serial id).
    const record = sql`insert into drizzle.__drizzle_migrations (hash, created_at)
      values ('not a migration', 0) returning id`;
    const [made] = await rowsOf(first.database, record);
    expect((made as { id: number }).id).toBeGreaterThan(10);
    const versionBefore = await rowsOf(first.database, sql`select v from recipe_version`);
    await first.dispose();
    // A late write of the first file, after it was done with its database.
    await expect(
      first.database.db.execute(sql`insert into search_words (word) values ('toolate')`),
    ).rejects.toThrow();
    await expect(first.database.ping()).rejects.toThrow();

    const second = await createTestDatabase();
    try {
      if (!process.env.DATABASE_URL) expect(await engineStart(second.database)).toBe(started);
      const words = await rowsOf(
        second.database,
        sql`select count(*)::int as n from search_words where word in ('leftbehind', 'toolate')`,
      );
      expect(words).toEqual([{ n: 0 }]);
      expect(await rowsOf(second.database, record)).toEqual([made]);
      expect(await rowsOf(second.database, sql`select v from recipe_version`)).toEqual(
        versionBefore,
      );
    } finally {
      await second.dispose();
    }
  });

  it('when a file changed the schema or left a transaction open, then the next file gets an engine made from the dump', async () => {
    const embedded = !process.env.DATABASE_URL;
    const changed = await createTestDatabase();
    const changedEngine = await engineStart(changed.database);
    await changed.database.db.execute(sql`alter table search_words add column extra text`);
    await changed.dispose();
    const afterChange = await createTestDatabase();
    if (embedded) expect(await engineStart(afterChange.database)).not.toBe(changedEngine);
    const columns = await rowsOf(
      afterChange.database,
      sql`select count(*)::int as n from information_schema.columns
          where table_name = 'search_words' and column_name = 'extra'`,
    );
    expect(columns).toEqual([{ n: 0 }]);

    const openEngine = await engineStart(afterChange.database);
    await afterChange.database.db.execute(sql`begin`);
    await afterChange.database.db.execute(sql`insert into search_words (word) values ('open')`);
    await afterChange.dispose();
    const afterOpen = await createTestDatabase();
    try {
      if (embedded) expect(await engineStart(afterOpen.database)).not.toBe(openEngine);
      const words = await rowsOf(
        afterOpen.database,
        sql`select count(*)::int as n from search_words where word = 'open'`,
      );
      expect(words).toEqual([{ n: 0 }]);
    } finally {
      await afterOpen.dispose();
    }
  });
});
