import { count, eq } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { recipes } from './recipes.schema.js';
import { recipeRow } from '../../test/test-recipes.js';
import { useTestDatabase } from '../../test/test-database.js';
import { RecipesRepository, type RecipePatch } from './recipes.repository.js';
import { SEARCH_TOTAL_CAP } from './recipes.search-options.js';

const t = useTestDatabase();
let repo: RecipesRepository;
beforeAll(() => {
  repo = new RecipesRepository(t.database.db);
});

const page = { sortBy: 'title', order: 1, limit: 1, page: 1 } as const;

/** What the edit form saves; every edit returns a recipe to pending. */
const edit = (title: string): RecipePatch => ({
  title,
  description: 'x',
  tags: [],
  ingredients: [],
  instructions: ['x'],
  tips: [],
  reviews: [],
  prepTime: 1,
  cookTime: 1,
  totalTime: 2,
  serving: '1',
  difficulty: 'Easy',
  source: 'x',
});

/** Every total the lists report, beside what counting the recipes table gives. */
async function totals() {
  const exact = async (status: number, extra?: { category?: string; featured?: boolean }) => {
    const rows = await t.database.db.select().from(recipes);
    return rows.filter(
      (r) =>
        r.status === status &&
        (extra?.category === undefined || r.category === extra.category) &&
        (extra?.featured === undefined || r.featured === extra.featured),
    ).length;
  };
  return {
    reported: {
      approved: (await repo.listApproved(page)).total,
      desserts: (await repo.listApproved({ ...page, category: 'Desserts' })).total,
      featured: (await repo.listFeatured(page)).total,
      pending: (await repo.listByStatus(RECIPE_STATUS.PENDING, page)).total,
      denied: (await repo.listByStatus(RECIPE_STATUS.DENIED, page)).total,
    },
    counted: {
      approved: await exact(101),
      desserts: await exact(101, { category: 'Desserts' }),
      featured: await exact(101, { featured: true }),
      pending: await exact(100),
      denied: await exact(199),
    },
  };
}

describe(`list totals from recipe_counts on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when recipes are submitted, approved, featured, denied, edited and deleted, then every list total equals a count of the table', async () => {
    const steps: (() => Promise<unknown>)[] = [
      () =>
        t.database.db
          .insert(recipes)
          .values([
            recipeRow({ title: 'A', status: 100 }),
            recipeRow({ title: 'B', status: 100, category: 'Desserts' }),
            recipeRow({ title: 'C', status: 101, category: 'Desserts' }),
            recipeRow({ title: 'D', status: 101 }),
          ]),
    ];
    const ids = async (title: string) =>
      (await t.database.db.select().from(recipes).where(eq(recipes.title, title)))[0]?.id ?? '';
    steps.push(
      async () => repo.transitionStatus(await ids('A'), 100, 101),
      async () => repo.transitionStatus(await ids('B'), 100, 199),
      async () => repo.setFeatured(await ids('C'), true),
      async () => repo.setFeatured(await ids('D'), true),
      // An edit returns a featured, approved recipe to pending.
      async () => repo.update(await ids('C'), edit('C2')),
      async () => t.database.db.delete(recipes).where(eq(recipes.title, 'D')),
    );
    for (const step of steps) {
      await step();
      const { reported, counted } = await totals();
      expect(reported).toEqual(counted);
    }
    const { reported } = await totals();
    expect(reported).toEqual({ approved: 1, desserts: 0, featured: 0, pending: 1, denied: 1 });
  });

  it('when two transactions move recipes in opposite directions at once, then both commit and the totals stay exact', async () => {
    const [x, y] = await t.database.db
      .insert(recipes)
      .values([recipeRow({ title: 'X', status: 100 }), recipeRow({ title: 'Y', status: 101 })])
      .returning({ id: recipes.id });
    await Promise.all([repo.transitionStatus(x!.id, 100, 101), repo.update(y!.id, edit('Y2'))]);
    const { reported, counted } = await totals();
    expect(reported).toEqual(counted);
  });

  it('when more recipes match a search than the cap, then the total stops at the cap and pages still come', async () => {
    await t.database.db
      .insert(recipes)
      .values(
        Array.from({ length: SEARCH_TOTAL_CAP + 5 }, (_, i) =>
          recipeRow({ title: `Capped stew ${i}`, status: 101 }),
        ),
      );
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: count() })
      .from(recipes)
      .where(eq(recipes.status, 101));
    expect(n).toBeGreaterThan(SEARCH_TOTAL_CAP);
    const first = await repo.search({ q: 'capped stew', limit: 20, page: 1 });
    expect(first.total).toBe(SEARCH_TOTAL_CAP);
    expect(first.items).toHaveLength(20);
    const few = await repo.search({ q: '17', limit: 20, page: 1 });
    expect(few.total).toBe(1);
  });
});
