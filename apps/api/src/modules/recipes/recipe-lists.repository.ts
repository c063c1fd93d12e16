import { and, asc, count, desc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS, type RecipeStatus } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import type { Page } from '../../http/list-page.js';
import { byTitle, cardsPage } from './recipes.order.js';
import { recipeCounts, recipes, type RecipeListRow } from './recipes.schema.js';

export interface ListOptions {
  sortBy: 'more.created_on' | 'title';
  order: 1 | -1;
  limit: number;
  page: number;
}

/** The recipes' lists, a page at a time (RecipesRepository's list calls). */
export class RecipeLists {
  constructor(private readonly db: Db) {}

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
    const [items, n] = await Promise.all([cardsPage(this.db, where, orderBy, options), total]);
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

  approved(options: ListOptions & { category?: string | undefined }): Promise<Page<RecipeListRow>> {
    return this.page(
      and(
        eq(recipes.status, RECIPE_STATUS.APPROVED),
        options.category ? eq(recipes.category, options.category) : undefined,
      ),
      options,
      this.countOf({ status: RECIPE_STATUS.APPROVED, category: options.category || undefined }),
    );
  }

  byStatus(status: RecipeStatus, options: ListOptions): Promise<Page<RecipeListRow>> {
    return this.page(eq(recipes.status, status), options, this.countOf({ status }));
  }

  /** One account's recipes in every status, by its Cognito `sub`. */
  byOwner(ownerSub: string, options: ListOptions): Promise<Page<RecipeListRow>> {
    const mine = eq(recipes.ownerSub, ownerSub);
    const total = this.db
      .select({ n: count() })
      .from(recipes)
      .where(mine)
      .then(([row]) => row?.n ?? 0);
    return this.page(mine, options, total);
  }

  featured(options: ListOptions): Promise<Page<RecipeListRow>> {
    return this.page(
      and(eq(recipes.status, RECIPE_STATUS.APPROVED), eq(recipes.featured, true)),
      options,
      this.countOf({ status: RECIPE_STATUS.APPROVED, featured: true }),
    );
  }
}
