import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recipeRow } from '../../test/test-recipes.js';
import { useTestDatabase } from '../../test/test-database.js';
import { toRecipeJson } from './recipe.mapper.js';
import { RecipesRepository } from './recipes.repository.js';

const t = useTestDatabase();
let repo: RecipesRepository;
beforeAll(() => {
  repo = new RecipesRepository(t.database.db);
});

describe(`RecipesRepository on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when a recipe is inserted, then it is read back with the same fields', async () => {
    const created = await repo.insert(
      recipeRow({ title: 'Crème Brûlée', category: 'Desserts', tags: ['French', 'GF'] }),
    );
    const found = await repo.findById(created.id);
    expect(found?.title).toBe('Crème Brûlée');
    expect(found?.ingredients).toEqual([{ quantity: 2, units: 'slices', ingredient: 'bread' }]);
    const json = toRecipeJson(
      found!,
      { includeEmail: false, includeReview: false },
      { original: undefined, variations: [] },
    );
    expect(json._id).toBe(created.id);
    expect(json.more.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(json).not.toHaveProperty('user_email');
    expect(
      toRecipeJson(
        found!,
        { includeEmail: true, includeReview: true },
        { original: undefined, variations: [] },
      ).user_email,
    ).toBe('joe@example.test');
  });

  it('when a title is longer than 50 characters, then the database refuses it', async () => {
    await expect(repo.insert(recipeRow({ title: 'x'.repeat(51) }))).rejects.toThrow();
  });

  it('when the weighted search document is queried without accents, then the accented title matches', async () => {
    const rows = await t.database.db.execute(
      sql`select title from recipes where search @@ websearch_to_tsquery('english', immutable_unaccent('creme brulee'))`,
    );
    const titles = (rows as { rows: { title: string }[] }).rows.map((r) => r.title);
    expect(titles).toEqual(['Crème Brûlée']);
  });

  it('when listing approved recipes, then only status 101 is returned, sorted and paged, with the total', async () => {
    const base = Date.UTC(2024, 0, 1);
    for (const [i, title] of ['Banana Bread', 'Apple Pie', 'Cherry Cobbler'].entries()) {
      await repo.insert(recipeRow({ title, createdOn: new Date(base + i * 60_000), status: 101 }));
    }
    await repo.insert(recipeRow({ title: 'Secret Pending', status: 100 }));
    await repo.insert(recipeRow({ title: 'Denied Dish', status: 199 }));

    const byTitle = await repo.listApproved({ sortBy: 'title', order: 1, limit: 2, page: 1 });
    expect(byTitle.items.map((r) => r.title)).toEqual(['Apple Pie', 'Banana Bread']);
    expect(byTitle.total).toBe(4);
    const second = await repo.listApproved({ sortBy: 'title', order: 1, limit: 2, page: 2 });
    expect(second.items.map((r) => r.title)).toEqual(['Cherry Cobbler', 'Crème Brûlée']);
    const newest = await repo.listApproved({
      sortBy: 'more.created_on',
      order: -1,
      limit: 10,
      page: 1,
    });
    expect(newest.items.every((r) => r.status === 101)).toBe(true);
    expect(newest.items.map((r) => r.title).indexOf('Cherry Cobbler')).toBeLessThan(
      newest.items.map((r) => r.title).indexOf('Apple Pie'),
    );
  });

  it('when listing featured recipes, then only approved and featured ones come back', async () => {
    await repo.insert(recipeRow({ title: 'Featured Stew', featured: true }));
    await repo.insert(recipeRow({ title: 'Featured but pending', featured: true, status: 100 }));
    const featured = await repo.listFeatured({ sortBy: 'title', order: 1, limit: 10, page: 1 });
    expect(featured.items.map((r) => r.title)).toEqual(['Featured Stew']);
  });

  it('when the schema is migrated, then the search, trigram and listing indexes exist', async () => {
    const result = await t.database.db.execute(
      sql`select indexname, indexdef from pg_indexes
          where tablename in ('recipes', 'recipe_search', 'search_words', 'users') order by indexname`,
    );
    const rows = (result as { rows: { indexname: string; indexdef: string }[] }).rows;
    const byName = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('recipes_search_idx')).toMatch(/USING gin \(search\)/);
    expect(byName.get('recipe_search_title_idx')).toMatch(/USING gin \(title_doc\) .*status = 101/);
    expect(byName.get('recipe_search_key_idx')).toMatch(/USING gin \(key_doc\) .*status = 101/);
    expect(byName.get('search_words_trgm_idx')).toMatch(/USING gist \(word gist_trgm_ops\)/);
    expect(byName.get('recipes_status_created_idx')).toMatch(/btree \(status, created_on DESC/);
    expect(byName.get('recipes_featured_idx')).toBeDefined();
    expect(byName.get('recipes_category_status_idx')).toBeDefined();
    expect(byName.get('users_email_unique')).toMatch(/UNIQUE INDEX .* \(lower\(email\)\)/);
  });

  it('when migrations run again, then nothing changes and nothing fails', async () => {
    const before = await repo.count();
    await t.database.migrate();
    expect(await repo.count()).toBe(before);
  });
});
