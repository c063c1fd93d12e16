import { and, desc, eq, sql, sum } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import {
  recipeCountRows as recipeCounts,
  recipeHeadColumns,
  recipeRows as recipes,
  type RecipeRow,
} from '../recipes/index.js';

const pageColumns = {
  ...recipeHeadColumns,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  totalTime: recipes.totalTime,
  serving: recipes.serving,
  source: recipes.source,
  userName: recipes.userName,
  createdOn: recipes.createdOn,
  updatedOn: recipes.updatedOn,
};

/** What a recipe page's head shows: never the submitter's email, status or review notes. */
export type PublicRecipePage = Pick<RecipeRow, keyof typeof pageColumns>;

export interface SitemapEntry {
  id: string;
  updatedOn: Date;
}

/** Link previews and the sitemap read approved recipes only (docs/product.md, access rules). */
export class SeoRepository {
  constructor(private readonly db: Db) {}

  /** The recipe when it exists and is approved; undefined for pending, denied and unknown ids. */
  async findApproved(id: string): Promise<PublicRecipePage | undefined> {
    const [row] = await this.db
      .select(pageColumns)
      .from(recipes)
      .where(and(eq(recipes.id, id), eq(recipes.status, RECIPE_STATUS.APPROVED)))
      .limit(1);
    return row;
  }

  /** The number of approved recipes, from the counts kept by trigger (migration 0004). */
  async countApproved(): Promise<number> {
    const [row] = await this.db
      .select({ n: sum(recipeCounts.n).mapWith(Number) })
      .from(recipeCounts)
      .where(eq(recipeCounts.status, RECIPE_STATUS.APPROVED));
    return row?.n ?? 0;
  }

  /** Approved recipes, newest first (the status and creation index), one sitemap file's worth. */
  listApproved(limit: number, offset: number): Promise<SitemapEntry[]> {
    return (
      this.db
        .select({ id: recipes.id, updatedOn: recipes.updatedOn })
        .from(recipes)
        .where(eq(recipes.status, RECIPE_STATUS.APPROVED))
        // As the index orders (created_on DESC NULLS LAST), so the planner walks it.
        .orderBy(sql`${recipes.createdOn} desc nulls last`, desc(recipes.id))
        .limit(limit)
        .offset(offset)
    );
  }
}
