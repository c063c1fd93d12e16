import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS, type RecipeStatus } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import {
  recipeColumns,
  recipeCounts,
  recipeListColumns,
  recipes,
  recipeVersion,
  type NewRecipeRow,
  type RecipeListRow,
  type RecipeRow,
} from '../../db/schema.js';
import { byTitle } from './recipes.order.js';
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
    const [created] = await this.db.insert(recipes).values(row).returning(recipeColumns);
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async findById(id: string): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .select(recipeColumns)
      .from(recipes)
      .where(eq(recipes.id, id))
      .limit(1);
    return row;
  }

  /** Grows with every committed change to recipes (migration 0005). */
  async dataVersion(): Promise<number> {
    const [row] = await this.db.select({ v: recipeVersion.v }).from(recipeVersion).limit(1);
    return row?.v ?? 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(recipes);
    return row?.n ?? 0;
  }

  /**
   * One page of a list. `total` is the list's length: read from recipe_counts when the list is a
   * combination of status, category and featured (the counts table sums a handful of rows), and
   * counted otherwise (one owner's recipes, through their index).
   */
  private async page(
    where: SQL | undefined,
    options: ListOptions,
    total: Promise<number>,
  ): Promise<Page<RecipeListRow>> {
    const direction = options.order === 1 ? asc : desc;
    // Written to match the indexes (created_on DESC NULLS LAST, scanned either way) so that the
    // planner walks them instead of sorting every row.
    const byCreated =
      options.order === 1
        ? sql`${recipes.createdOn} asc nulls first`
        : sql`${recipes.createdOn} desc nulls last`;
    const orderBy =
      options.sortBy === 'title' ? byTitle(options.order) : [byCreated, direction(recipes.id)];
    const [items, n] = await Promise.all([
      this.db
        .select(recipeListColumns)
        .from(recipes)
        .where(where)
        .orderBy(...orderBy)
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      total,
    ]);
    return { items, total: n };
  }

  /** The number of recipes with this status (and category, and featured flag, when given). */
  private async countOf(key: {
    status: RecipeStatus;
    category?: string | undefined;
    featured?: boolean;
  }): Promise<number> {
    const [row] = await this.db
      .select({ n: sum(recipeCounts.n).mapWith(Number) })
      .from(recipeCounts)
      .where(
        and(
          eq(recipeCounts.status, key.status),
          key.category === undefined ? undefined : eq(recipeCounts.category, key.category),
          key.featured === undefined ? undefined : eq(recipeCounts.featured, key.featured),
        ),
      );
    return row?.n ?? 0;
  }

  listApproved(
    options: ListOptions & { category?: string | undefined },
  ): Promise<Page<RecipeListRow>> {
    return this.page(
      and(
        eq(recipes.status, RECIPE_STATUS.APPROVED),
        options.category ? eq(recipes.category, options.category) : undefined,
      ),
      options,
      this.countOf({ status: RECIPE_STATUS.APPROVED, category: options.category || undefined }),
    );
  }

  listByStatus(status: RecipeStatus, options: ListOptions): Promise<Page<RecipeListRow>> {
    return this.page(eq(recipes.status, status), options, this.countOf({ status }));
  }

  listByOwner(email: string, options: ListOptions): Promise<Page<RecipeListRow>> {
    const mine = eq(recipes.userEmail, email.toLowerCase());
    const total = this.db
      .select({ n: count() })
      .from(recipes)
      .where(mine)
      .then(([row]) => row?.n ?? 0);
    return this.page(mine, options, total);
  }

  /** Replaces the editable fields and returns the recipe to pending, in one statement. */
  async update(id: string, patch: RecipePatch): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .update(recipes)
      .set({ ...patch, status: RECIPE_STATUS.PENDING, updatedOn: new Date() })
      .where(eq(recipes.id, id))
      .returning(recipeColumns);
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
      .returning(recipeColumns);
    return row;
  }

  /** Features or unfeatures an approved recipe; undefined when it is not approved (or missing). */
  async setFeatured(id: string, featured: boolean): Promise<RecipeRow | undefined> {
    const [row] = await this.db
      .update(recipes)
      .set({ featured })
      .where(and(eq(recipes.id, id), eq(recipes.status, RECIPE_STATUS.APPROVED)))
      .returning(recipeColumns);
    return row;
  }

  search(options: SearchOptions): Promise<Page<RecipeListRow>> {
    return searchApprovedRecipes(this.db, options);
  }

  listFeatured(options: ListOptions): Promise<Page<RecipeListRow>> {
    return this.page(
      and(eq(recipes.status, RECIPE_STATUS.APPROVED), eq(recipes.featured, true)),
      options,
      this.countOf({ status: RECIPE_STATUS.APPROVED, featured: true }),
    );
  }
}
