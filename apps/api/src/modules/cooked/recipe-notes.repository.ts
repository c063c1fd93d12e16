import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recipes } from '../../db/schema.js';
import { usableBy } from '../recipes/index.js';

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
    const members = sql`(
      select member.user_sub from household_members as member
      where member.household_id = (
        select mine.household_id from household_members as mine where mine.user_sub = ${userSub}
      )
      union select ${userSub}::text
    )`;
    return this.db
      .select({
        recipeId: recipes.id,
        lastMade: sql<string | null>`(
          select max(made.cooked_on)::text from cooked_entries as made
          where made.recipe_id = recipes.id and made.user_sub in ${members}
        )`,
        lovedBy: sql<number>`(
          select count(*)::int from favourites as loved
          where loved.recipe_id = recipes.id and loved.user_sub in ${members}
        )`,
      })
      .from(recipes)
      .where(and(inArray(recipes.id, ids), usableBy(userSub)));
  }
}
