import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS, type RecipeStatus } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { recipes, type NewRecipeRow, type RecipeRow } from '../../db/schema.js';
import { searchApprovedRecipes } from './recipes.search.js';

export interface ListOptions {
  sortBy: 'more.created_on' | 'title';
  order: 1 | -1;
  limit: number;
  page: number;
}

export type RecipePatch = Pick<
  NewRecipeRow,
  | 'title'
  | 'description'
  | 'tags'
  | 'ingredients'
  | 'instructions'
  | 'tips'
  | 'reviews'
  | 'prepTime'
  | 'cookTime'
  | 'totalTime'
  | 'serving'
  | 'difficulty'
  | 'source'
> & { thumbnailImage?: string };

export type SearchOptions = Parameters<typeof searchApprovedRecipes>[1];

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
    // Written to match the indexes (created_on DESC NULLS LAST, scanned either way) so that the
    // planner walks them instead of sorting every row.
    const byCreated =
      options.order === 1
        ? sql`${recipes.createdOn} asc nulls first`
        : sql`${recipes.createdOn} desc nulls last`;
    const orderBy =
      options.sortBy === 'title'
        ? [direction(recipes.title), byCreated]
        : [byCreated, direction(recipes.id)];
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

  listApproved(options: ListOptions & { category?: string | undefined }): Promise<Page<RecipeRow>> {
    return this.page(
      and(
        eq(recipes.status, RECIPE_STATUS.APPROVED),
        options.category ? eq(recipes.category, options.category) : undefined,
      ),
      options,
    );
  }

  listByStatus(status: RecipeStatus, options: ListOptions): Promise<Page<RecipeRow>> {
    return this.page(eq(recipes.status, status), options);
  }

  listByOwner(email: string, options: ListOptions): Promise<Page<RecipeRow>> {
    return this.page(eq(recipes.userEmail, email.toLowerCase()), options);
  }

  /** Replaces the editable fields and returns the recipe to pending, in one statement. */
  async update(id: string, patch: RecipePatch): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .update(recipes)
      .set({ ...patch, status: RECIPE_STATUS.PENDING, updatedOn: new Date() })
      .where(eq(recipes.id, id))
      .returning();
    return row;
  }

  /**
   * Moves a recipe between statuses only if it is still in the expected one, so two admins
   * acting at once cannot both succeed.
   */
  async transitionStatus(
    id: string,
    from: RecipeStatus,
    to: RecipeStatus,
  ): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .update(recipes)
      .set({
        status: to,
        updatedOn: new Date(),
        ...(to !== RECIPE_STATUS.APPROVED ? { featured: false } : {}),
      })
      .where(and(eq(recipes.id, id), eq(recipes.status, from)))
      .returning();
    return row;
  }

  /** Features or unfeatures an approved recipe; undefined when it is not approved (or missing). */
  async setFeatured(id: string, featured: boolean): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .update(recipes)
      .set({ featured })
      .where(and(eq(recipes.id, id), eq(recipes.status, RECIPE_STATUS.APPROVED)))
      .returning();
    return row;
  }

  search(options: SearchOptions): Promise<Page<RecipeRow>> {
    return searchApprovedRecipes(this.db, options);
  }

  listFeatured(options: ListOptions): Promise<Page<RecipeRow>> {
    return this.page(
      and(eq(recipes.status, RECIPE_STATUS.APPROVED), eq(recipes.featured, true)),
      options,
    );
  }
}
