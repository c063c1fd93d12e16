import { and, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recipeListColumns, recipes } from './recipes.schema.js';
import { recipeRow } from '../../test/test-recipes.js';
import { useTestDatabase } from '../../test/test-database.js';
import { byTitle } from './recipes.order.js';
import { RecipesRepository } from './recipes.repository.js';
import { searchApprovedRecipes } from './recipes.search.js';

const t = useTestDatabase();
let repo: RecipesRepository;
beforeAll(() => {
  repo = new RecipesRepository(t.database.db);
});

/** As a reader expects them, A to Z; the same list on PGlite and on the PostgreSQL server. */
const PEOPLES_ORDER = [
  'apple crumble',
  'Baked pasta with broccoli',
  'Baked Trout',
  'Beef and Broccoli',
  'Beef Wellington',
  'Chicken in Red Wine Vinegar Sauce',
  'Chicken Wings',
  'Crème Brûlée',
  'Creme Caramel',
  'Éclairs',
  'eggs benedict',
  'Zucchini Bread',
];

async function planOf(query: SQL): Promise<string> {
  // Tiny tables are cheaper to sort than to walk; forbidding that shows which index serves.
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return (result as { rows: { 'QUERY PLAN': string }[] }).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
  });
}

describe(`title order on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when all recipes are listed by title, then case and accents do not matter, and descending is the exact reverse', async () => {
    const shuffled = [...PEOPLES_ORDER].reverse();
    const base = Date.UTC(2025, 0, 1);
    for (const [i, title] of shuffled.entries()) {
      await repo.insert(recipeRow({ title, createdOn: new Date(base + i * 1000) }));
    }
    // Two recipes with one title: the older first, and their order reverses too.
    await repo.insert(recipeRow({ title: 'Baked Trout', createdOn: new Date(base - 5000) }));

    const asc = await repo.listApproved({ sortBy: 'title', order: 1, limit: 100, page: 1 });
    const titles = asc.items.map((r) => r.title);
    expect(titles.filter((x, i) => titles.indexOf(x) === i)).toEqual(PEOPLES_ORDER);
    const desc = await repo.listApproved({ sortBy: 'title', order: -1, limit: 100, page: 1 });
    expect(desc.items.map((r) => r.id)).toEqual(asc.items.map((r) => r.id).reverse());

    // Page by page gives the same order with nothing repeated or lost.
    const paged = [];
    for (let page = 1; page <= 5; page += 1) {
      paged.push(...(await repo.listApproved({ sortBy: 'title', order: 1, limit: 3, page })).items);
    }
    expect(paged.map((r) => r.id)).toEqual(asc.items.map((r) => r.id));

    const searched = await searchApprovedRecipes(t.database.db, {
      q: 'broccoli',
      sortBy: 'title',
      order: 1,
      limit: 10,
      page: 1,
    });
    expect(searched.items.map((r) => r.title)).toEqual([
      'Baked pasta with broccoli',
      'Beef and Broccoli',
    ]);
  });

  it('when the approved list or a category is read by title, then an index gives the order, with no sort', async () => {
    for (const where of [
      eq(recipes.status, 101),
      and(eq(recipes.category, 'Desserts'), eq(recipes.status, 101)),
    ]) {
      for (const order of [1, -1] as const) {
        const query = t.database.db
          .select(recipeListColumns)
          .from(recipes)
          .where(where)
          .orderBy(...byTitle(order))
          .limit(20)
          .offset(40);
        const plan = await planOf(sql`${query}`);
        expect(plan).toMatch(
          /Index Scan( Backward)? using recipes_(status|category)_title_folded_idx/,
        );
        expect(plan).not.toMatch(/\bSort\b/);
      }
    }
  });
});
