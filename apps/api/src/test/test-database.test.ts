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
