import { parseIngredientLine } from '@family-recipes/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { recipes, type NewRecipeRow } from './recipes.schema.js';
import { recipeRow } from '../../test/test-recipes.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { RecipesRepository } from './recipes.repository.js';
import { parseSearchQuery } from './recipes.search-query.js';
import { searchApprovedRecipes } from './recipes.search.js';
import { searchApprovedRecipesQueries } from './recipes.search-order.js';
import type { SearchOptions } from './recipes.search-options.js';
import { relevanceTierQueries } from './recipes.search-relevance.js';

let t: TestDatabase;
let db: Db;
let repo: RecipesRepository;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
  repo = new RecipesRepository(db);
});
afterAll(async () => {
  await t.dispose();
});
// Each test makes its own data and asserts exact totals, so none may see another's recipes.
beforeEach(async () => {
  await db.delete(recipes);
});

async function insertAll(rows: Partial<NewRecipeRow>[]): Promise<void> {
  for (const row of rows) await repo.insert(recipeRow(row));
}

async function titles(options: Partial<SearchOptions> & { q: string }): Promise<string[]> {
  const page = await searchApprovedRecipes(db, { limit: 50, page: 1, ...options });
  return page.items.map((r) => r.title);
}

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function plan(query: SQL): Promise<string> {
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe(`searchApprovedRecipes on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when the query has no accents, then the accented title is found', async () => {
    await insertAll([{ title: 'Crème Brûlée' }, { title: 'Banana Bread' }]);
    expect(await titles({ q: 'creme brulee' })).toEqual(['Crème Brûlée']);
    expect(await titles({ q: 'CRÈME' })).toEqual(['Crème Brûlée']);
  });

  it('when the query is a plural, then the singular is found through stemming', async () => {
    await insertAll([{ title: 'Sugar Cookie' }, { title: 'Banana Bread' }]);
    expect(await titles({ q: 'cookies' })).toEqual(['Sugar Cookie']);
  });

  it('when a word is misspelt, then titles that resemble it are found', async () => {
    await insertAll([
      { title: 'Chocolate Chip Cookies' },
      { title: 'Chocolate Cake' },
      { title: 'Lasagna' },
      { title: 'Banana Bread' },
    ]);
    expect((await titles({ q: 'choclate' })).sort()).toEqual([
      'Chocolate Cake',
      'Chocolate Chip Cookies',
    ]);
    expect(await titles({ q: 'lasagne' })).toEqual(['Lasagna']);
    expect(await titles({ q: 'lasgna' })).toEqual(['Lasagna']);
    // Two letters swapped near the start share few trigrams with the word meant.
    expect(await titles({ q: 'lsaagna' })).toEqual(['Lasagna']);
    expect(await titles({ q: 'bnaana' })).toEqual(['Banana Bread']);
  });

  it('when an ingredient or a tag is misspelt, then the recipes with it are found, below title matches', async () => {
    await insertAll([
      {
        title: 'Sunday Stew',
        ingredients: [{ quantity: 1, units: 'kg', ingredient: 'chicken thighs' }],
      },
      { title: 'Chicken Curry' },
      { title: 'Garden Bowl', tags: ['Vegetarian', 'quick'] },
      { title: 'Banana Bread' },
    ]);
    expect(await titles({ q: 'chiken' })).toEqual(['Chicken Curry', 'Sunday Stew']);
    expect(await titles({ q: 'vegitarian' })).toEqual(['Garden Bowl']);
  });

  it('when a title only resembles the query, then it ranks below real full-text matches', async () => {
    // "chocolat" and "chocolate" stem differently, so only the trigram path finds the tart.
    await insertAll([
      { title: 'Chocolat Tart' },
      { title: 'Plain Muffins', description: 'Add chocolate if you like.' },
    ]);
    expect(await titles({ q: 'chocolate' })).toEqual(['Plain Muffins', 'Chocolat Tart']);
  });

  it('when searching two words, then only recipes with both are found, and those with either when none has both', async () => {
    await insertAll([
      { title: 'Hot Chocolate', description: 'Chocolate, chocolate and more chocolate.' },
      { title: 'Carrot Cake' },
      {
        title: 'Birthday Cake',
        ingredients: [{ quantity: 1, units: 'cup', ingredient: 'dark chocolate' }],
      },
      { title: 'Chocolate Cake' },
      { title: 'Banana Bread' },
    ]);
    expect(await titles({ q: 'chocolate cake' })).toEqual(['Chocolate Cake', 'Birthday Cake']);
    expect(await titles({ q: 'chocolate cake', sortBy: 'title' })).toEqual([
      'Birthday Cake',
      'Chocolate Cake',
    ]);
    // No recipe is a carrot chocolate one: the recipes with either word, title matches first.
    const either = await titles({ q: 'carrot chocolate' });
    expect(either.slice(0, 3).sort()).toEqual(['Carrot Cake', 'Chocolate Cake', 'Hot Chocolate']);
    expect(either.slice(3)).toEqual(['Birthday Cake']);
    expect((await titles({ q: 'carrot chocolate', sortBy: 'title' })).length).toBe(4);
  });

  it('when no word matches anything, or a word only sits inside longer words, then nothing is found', async () => {
    await insertAll([
      { title: 'Pancakes', description: 'A recipe from grandma.' },
      { title: 'Strawberry Jam' },
      { title: 'Chicken Soup' },
    ]);
    // "zzzznotarecipe" holds "recipe", but it is many edits from it: not a close misspelling.
    for (const q of ['zzzznotarecipe', 'purple elephant', 'xqvtrk', 'carburetor spreadsheet'])
      expect(await titles({ q }), q).toEqual([]);
    expect(await titles({ q: 'zzzznotarecipe', sortBy: 'title' })).toEqual([]);
    expect(await titles({ q: 'zzzznotarecipe', category: 'Desserts' })).toEqual([]);
    // "cake" sits inside "pancakes" and "berry" inside "strawberry": words are not substrings.
    expect(await titles({ q: 'cake' })).toEqual([]);
    expect(await titles({ q: 'berry' })).toEqual([]);
    // The start of a word finds it: "straw", "pancak".
    expect(await titles({ q: 'straw' })).toEqual(['Strawberry Jam']);
    expect(await titles({ q: 'pancak' })).toEqual(['Pancakes']);
    // One word matching nothing leaves the others: the recipes with some of the words.
    expect(await titles({ q: 'chicken elephant' })).toEqual(['Chicken Soup']);
  });

  it('when a term is only in the ingredients or the tags, then the recipe is found', async () => {
    await insertAll([
      {
        title: 'Spiced Buns',
        ingredients: [{ quantity: 1, units: 'tsp', ingredient: 'ground cardamom' }],
      },
      { title: 'Morning Bowl', tags: ['Keto', 'GF'] },
      { title: 'Banana Bread' },
    ]);
    expect(await titles({ q: 'cardamom' })).toEqual(['Spiced Buns']);
    expect(await titles({ q: 'keto' })).toEqual(['Morning Bowl']);
  });

  it('when lines are stored as the model or with the old split, then a search for words of the food finds both', async () => {
    await insertAll([
      { title: 'Chili Oil', ingredients: [parseIngredientLine('1/4 tsp red pepper flakes')] },
      {
        title: 'Old Chili Oil',
        ingredients: [{ quantity: 0.25, units: 'tsp red pepper', ingredient: 'flakes' }],
      },
      { title: 'Banana Bread' },
    ]);
    expect((await titles({ q: 'pepper' })).sort()).toEqual(['Chili Oil', 'Old Chili Oil']);
    expect((await titles({ q: 'red pepper flakes' })).sort()).toEqual([
      'Chili Oil',
      'Old Chili Oil',
    ]);
  });

  it('when recipes are pending or denied, then neither search nor listing returns them', async () => {
    await insertAll([
      { title: 'Approved Pancakes', status: 101 },
      { title: 'Pending Pancakes', status: 100 },
      { title: 'Denied Pancakes', status: 199 },
    ]);
    expect(await titles({ q: 'pancakes' })).toEqual(['Approved Pancakes']);
    expect(await titles({ q: 'pancaks' })).toEqual(['Approved Pancakes']);
    expect(await titles({ q: '' })).toEqual(['Approved Pancakes']);
  });

  it('when a recipe is approved, renamed or deleted, then search follows at once', async () => {
    await insertAll([{ title: 'Quince Jelly', status: 100 }, { title: 'Banana Bread' }]);
    expect(await titles({ q: 'quince' })).toEqual([]);
    await db.update(recipes).set({ status: 101 }).where(eq(recipes.title, 'Quince Jelly'));
    expect(await titles({ q: 'quince' })).toEqual(['Quince Jelly']);
    await db
      .update(recipes)
      .set({ title: 'Medlar Jelly' })
      .where(eq(recipes.title, 'Quince Jelly'));
    expect(await titles({ q: 'quince' })).toEqual([]);
    // The new word joins the dictionary, so its misspelling is corrected too.
    expect(await titles({ q: 'medlr' })).toEqual(['Medlar Jelly']);
    await db.delete(recipes).where(eq(recipes.title, 'Medlar Jelly'));
    expect(await titles({ q: 'medlar' })).toEqual([]);
    const [left] = await rowsOf<{ n: number | string }>(
      sql`select count(*) as n from recipe_search`,
    );
    expect(Number(left?.n)).toBe(1);
  });

  it('when a category is given, then only that category is searched and listed', async () => {
    await insertAll([
      { title: 'Apple Pie', category: 'Desserts' },
      { title: 'Apple Salad', category: 'Sides' },
      { title: 'Pumpkin Pie', category: 'Desserts' },
    ]);
    expect(await titles({ q: 'apple', category: 'Desserts' })).toEqual(['Apple Pie']);
    expect(await titles({ q: '', category: 'Desserts', sortBy: 'title', order: 1 })).toEqual([
      'Apple Pie',
      'Pumpkin Pie',
    ]);
  });

  it('when the query is blank, then approved recipes come newest first', async () => {
    const base = Date.UTC(2024, 0, 1);
    await insertAll(
      ['Oldest Oats', 'Middle Muffins', 'Newest Noodles'].map((title, i) => ({
        title,
        createdOn: new Date(base + i * 60_000),
      })),
    );
    const newest = ['Newest Noodles', 'Middle Muffins', 'Oldest Oats'];
    expect(await titles({ q: '' })).toEqual(newest);
    expect(await titles({ q: '   ' })).toEqual(newest);
    // Nothing searchable is left of this input, and relevance has nothing to rank by.
    expect(await titles({ q: '!!! 🍰', sortBy: 'relevance' })).toEqual(newest);
    expect(await titles({ q: '', sortBy: 'more.created_on', order: 1 })).toEqual(
      [...newest].reverse(),
    );
  });

  it('when a sort field is given with a query, then matches are filtered but ordered by that field', async () => {
    const base = Date.UTC(2024, 0, 1);
    await insertAll([
      { title: 'Zesty Lemon Bars', createdOn: new Date(base) },
      { title: 'Lemon', createdOn: new Date(base + 60_000) },
      { title: 'Apple Lemonade', description: 'Lemon juice.', createdOn: new Date(base + 120_000) },
      { title: 'Banana Bread', createdOn: new Date(base + 180_000) },
    ]);
    expect(await titles({ q: 'lemon', sortBy: 'title', order: 1 })).toEqual([
      'Apple Lemonade',
      'Lemon',
      'Zesty Lemon Bars',
    ]);
    expect(await titles({ q: 'lemon', sortBy: 'more.created_on' })).toEqual([
      'Apple Lemonade',
      'Lemon',
      'Zesty Lemon Bars',
    ]);
    expect(await titles({ q: 'lemon', sortBy: 'title', order: -1 })).toEqual([
      'Zesty Lemon Bars',
      'Lemon',
      'Apple Lemonade',
    ]);
  });

  it('when a phrase is quoted or a word excluded, then websearch semantics apply', async () => {
    await insertAll([
      { title: 'Walnut Brownies' },
      { title: 'Fudge Brownies' },
      { title: 'Brownie Walnut Fudge' },
    ]);
    expect((await titles({ q: 'brownies -walnut' })).sort()).toEqual(['Fudge Brownies']);
    expect(await titles({ q: '"walnut brownies"' })).toEqual(['Walnut Brownies']);
    expect(parseSearchQuery('"walnut brownies" -nuts or cake')).toEqual({
      include: [['walnut', 'brownies'], ['cake']],
      exclude: [['nuts']],
    });
  });

  it('when results span pages, then each page holds its share and the total counts all matches', async () => {
    const base = Date.UTC(2024, 0, 1);
    await insertAll([
      ...[1, 2, 3, 4, 5].map((n) => ({
        title: `Soup Number ${n}`,
        createdOn: new Date(base + n * 60_000),
      })),
      { title: 'Banana Bread' },
      { title: 'Pending Soup', status: 100 },
    ]);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => searchApprovedRecipes(db, { q: 'soup', limit: 2, page })),
    );
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1, 0]);
    const all = pages.flatMap((p) => p.items.map((r) => r.title));
    expect(new Set(all).size).toBe(5);
    // Equal relevance falls back to newest first, which keeps paging stable.
    expect(all[0]).toBe('Soup Number 5');
    const blank = await searchApprovedRecipes(db, { q: '', limit: 3, page: 2 });
    expect(blank.total).toBe(6);
    expect(blank.items).toHaveLength(3);
  });

  it('when some matches are only in the method, then the total counts them once the pages reach them', async () => {
    await insertAll([
      ...[1, 2, 3, 4, 5].map((n) => ({ title: `Saffron Bun ${n}` })),
      { title: 'Plain Rice', instructions: ['Add the saffron.'] },
      { title: 'Yellow Cake', instructions: ['Soak saffron in milk.'] },
      { title: 'Banana Bread' },
    ]);
    const pages = [];
    for (const page of [1, 2, 3, 4, 5]) {
      pages.push(await searchApprovedRecipes(db, { q: 'saffron', limit: 2, page }));
    }
    // A page full of title matches does not pay for counting the method-only ones.
    expect(pages.map((p) => p.total)).toEqual([5, 7, 7, 7, 7]);
    const all = pages.flatMap((p) => p.items.map((r) => r.title));
    expect(all).toHaveLength(7);
    expect(new Set(all).size).toBe(7);
    expect(all.slice(5).sort()).toEqual(['Plain Rice', 'Yellow Cake']);
  });

  it('when the input is hostile or malformed, then the search returns normally and the table survives', async () => {
    await insertAll([{ title: 'Chocolate Cake' }, { title: 'Drop Scones' }]);
    const nasty = [
      "'",
      '&',
      '|',
      '!',
      ':*',
      '(',
      ')',
      '<->',
      '\\',
      '%',
      '_',
      '"',
      '-',
      '""',
      '-"',
      'or',
      'the',
      '🍰🎂',
      'choc:* & !cake | (a <-> b)',
      "'; DROP TABLE recipes; --",
      '<script>alert(1)</script>',
      '\u0000',
      'x'.repeat(500),
      'chocolate '.repeat(50),
      '%_\\'.repeat(170),
      'ｃｈｏｃｏｌａｔｅ',
    ];
    for (const q of nasty) {
      for (const sortBy of ['relevance', 'title'] as const) {
        const page = await searchApprovedRecipes(db, { q, sortBy, limit: 10, page: 1 });
        expect(page.items.length).toBeLessThanOrEqual(page.total);
      }
    }
    expect(await titles({ q: "'; DROP TABLE recipes; --" })).toEqual(['Drop Scones']);
    const [exists] = await rowsOf<{ n: number | string }>(sql`select count(*) as n from recipes`);
    expect(Number(exists?.n)).toBe(2);
  });

  it('when there are thousands of recipes, then searches and the newest listing use their indexes', async () => {
    // One set-based insert keeps 3000 rows fast on both engines; about 1 row in 100 is "saffron".
    await db.execute(sql`
      insert into recipes (title, description, thumbnail_image, category, tags, ingredients,
        instructions, status, prep_time, cook_time, total_time, serving, difficulty, source,
        user_name, user_email, created_on)
      select
        (array['Apple','Banana','Cherry','Lemon','Pumpkin','Ginger','Maple','Honey','Peach','Berry'])[1 + g % 10]
          || ' ' || (array['Pie','Cake','Bread','Soup','Stew','Salad','Tart','Muffins','Roast'])[1 + (g / 10) % 9]
          || case when g % 100 = 0 then ' Saffron' else '' end || ' ' || g,
        'Family favourite number ' || g,
        '/uploads/recipes/x-1280.webp',
        (array['Entrees','Breakfast','Appetizers','Desserts','Sides','Drinks','Other'])[1 + g % 7],
        jsonb_build_array('tag' || (g % 13)),
        jsonb_build_array(
          jsonb_build_object('quantity', 1, 'units', 'cup', 'ingredient', 'flour'),
          jsonb_build_object('quantity', 2, 'units', 'tbsp',
            'ingredient', (array['sugar','butter','salt','milk','eggs'])[1 + g % 5])),
        jsonb_build_array('Mix.', 'Bake.'),
        case when g % 10 = 3 then 100 else 101 end,
        10, 20, 30, '4 servings', 'Easy', 'Family', 'Joe', 'joe@example.test',
        now() - g * interval '1 minute'
      from generate_series(1, 3000) as g
    `);
    // VACUUM, as autovacuum would, also moves the bulk insert out of the GIN pending lists; with
    // ANALYZE alone the planner prices those lists as if every search had to read them all.
    await db.execute(sql`vacuum analyze recipes`);

    await db.execute(sql`vacuum analyze recipe_search`);

    // Relevance reads the narrow recipe_search table through its partial GIN indexes.
    const word = relevanceTierQueries(db, { q: 'saffron', limit: 20, page: 1 });
    expect(await plan(word.count.getSQL())).toMatch(/Bitmap Index Scan on recipe_search_title_idx/);
    expect(await plan(word.newest.getSQL())).toMatch(
      /Bitmap Index Scan on recipe_search_title_idx/,
    );
    // A word no recipe uses is corrected from the dictionary and finds what the right word finds.
    const typoPage = await searchApprovedRecipes(db, { q: 'safron', limit: 20, page: 1 });
    expect(typoPage.total).toBe(30);
    expect(typoPage.items.every((r) => r.title.includes('Saffron'))).toBe(true);

    // Every recipe has flour: a tier too large to sort is read by walking the date index, and
    // its first page is exactly the newest approved recipes.
    const flour = await searchApprovedRecipes(db, { q: 'flour', limit: 20, page: 2 });
    expect(flour.total).toBe(1000);
    const newestTwenty = await rowsOf<{ id: string }>(
      sql`select id from recipes where status = 101
          order by created_on desc nulls last, id desc limit 20 offset 20`,
    );
    expect(flour.items.map((r) => r.id)).toEqual(newestTwenty.map((r) => r.id));
    const walked = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
      );
      const q = relevanceTierQueries(tx, { q: 'flour', limit: 20, page: 1 });
      const result = await tx.execute(sql`explain ${q.newest.getSQL()}`);
      return (result as { rows: { 'QUERY PLAN': string }[] }).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
    expect(walked).toMatch(/Index Scan using recipe_search_status_created_idx/);

    const newest = searchApprovedRecipesQueries(db, { q: '', limit: 20, page: 1 });
    expect(await plan(newest.items.getSQL())).toMatch(
      /Index Scan using recipes_status_created_idx/,
    );
    // The index is DESC NULLS LAST, so a bare "desc" (NULLS FIRST) would not match it.
    expect(
      await plan(
        sql`select * from recipes where status = 101 order by created_on desc nulls last limit 20`,
      ),
    ).toMatch(/Index Scan using recipes_status_created_idx/);
    const oldest = searchApprovedRecipesQueries(db, { q: '', order: 1, limit: 20, page: 1 });
    expect(await plan(oldest.items.getSQL())).toMatch(
      /Index Scan Backward using recipes_status_created_idx/,
    );
  });
});
