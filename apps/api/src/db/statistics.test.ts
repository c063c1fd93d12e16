import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../modules/recipes/recipes.schema.js';
import { refreshSearchStatistics } from './statistics.js';
import { recipeRow } from '../test/test-recipes.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

describe('the search tables’ planner statistics', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('fr_stats');
  });
  afterAll(async () => {
    await t.dispose();
  });

  const estimates = async () => {
    const result = await t.database.db.execute(sql`
      select relname, reltuples::int as estimate from pg_class
      where relname in ('recipes', 'recipe_search') order by relname`);
    return (result as { rows: { relname: string; estimate: number }[] }).rows;
  };

  it('when recipes are written in bulk and the statistics refreshed, then the planner knows how many rows the search tables hold', async () => {
    // Autovacuum (PostgreSQL server) would gather them on its own some time after the insert.
    for (const table of ['recipes', 'recipe_search'])
      await t.database.db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));
    const rows = Array.from({ length: 250 }, (_, i) => recipeRow({ title: `Stew ${i}` }));
    await t.database.db.insert(recipes).values(rows);
    // Never analysed yet: the planner guesses (-1 on PostgreSQL 14 and later, 0 before).
    expect((await estimates()).every((r) => r.estimate <= 0)).toBe(true);
    await refreshSearchStatistics(t.database.db);
    expect(await estimates()).toEqual([
      { relname: 'recipe_search', estimate: 250 },
      { relname: 'recipes', estimate: 250 },
    ]);
  });
});
