import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lovedBySql } from '../favourites/index.js';
import { kitchenSubsSql } from '../households/index.js';
import { recipeRows as recipes, usableBy } from '../recipes/index.js';

/** One recipe as the caller's household knows it. */
export interface RecipeNoteRow {
  recipeId: string;
  /** YYYY-MM-DD, or null. */
  lastMade: string | null;
  lovedBy: number;
}

/**
 * "Last made" and "loved by N in your household": read across the members of the caller's
 * household (the caller alone when they have none yet). Reads only: asking makes no household.
 */
export class RecipeNotesRepository {
  constructor(private readonly db: Db) {}

  /** The recipes of `ids` that `userSub` can use, each with its household figures. */
  async forRecipes(userSub: string, ids: string[]): Promise<RecipeNoteRow[]> {
    // Written with table names: a select from one table leaves its columns unqualified, which
    // inside these subqueries would name the subquery's own columns.
    const members = kitchenSubsSql(userSub);
    return this.db
      .select({
        recipeId: recipes.id,
        lastMade: sql<string | null>`(
          select max(made.cooked_on)::text from cooked_entries as made
          where made.recipe_id = recipes.id and made.user_sub in ${members}
        )`,
        lovedBy: lovedBySql(sql`recipes.id`, members),
      })
      .from(recipes)
      .where(and(inArray(recipes.id, ids), usableBy(userSub)));
  }
}
