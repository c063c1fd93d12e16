import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { recipes, type NewRecipeRow, type RecipeRow } from '../../db/schema.js';

export interface ListOptions {
  sortBy: 'more.created_on' | 'title';
  order: 1 | -1;
  limit: number;
  page: number;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** The only code that reads and writes recipes. */
export class RecipesRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewRecipeRow): Promise<RecipeRow> {
    const [created] = await this.db.insert(recipes).values(row).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async findById(id: string): Promise<RecipeRow | undefined> {
    const [row] = await this.db.select().from(recipes).where(eq(recipes.id, id)).limit(1);
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(recipes);
    return row?.n ?? 0;
  }

  private async page(where: SQL | undefined, options: ListOptions): Promise<Page<RecipeRow>> {
    const direction = options.order === 1 ? asc : desc;
    const orderBy =
      options.sortBy === 'title'
        ? [direction(recipes.title), direction(recipes.createdOn)]
        : [direction(recipes.createdOn), direction(recipes.id)];
    const [items, totals] = await Promise.all([
      this.db
        .select()
        .from(recipes)
        .where(where)
        .orderBy(...orderBy)
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      this.db.select({ n: count() }).from(recipes).where(where),
    ]);
    return { items, total: totals[0]?.n ?? 0 };
  }

  listApproved(options: ListOptions): Promise<Page<RecipeRow>> {
    return this.page(eq(recipes.status, RECIPE_STATUS.APPROVED), options);
  }

  listFeatured(options: ListOptions): Promise<Page<RecipeRow>> {
    return this.page(
      and(eq(recipes.status, RECIPE_STATUS.APPROVED), eq(recipes.featured, true)),
      options,
    );
  }
}
