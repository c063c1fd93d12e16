import { eq, sql, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { recipes, type RecipeRow } from './recipes.schema.js';

/** What decides who may favourite a recipe or note that they made it. */
export type RecipeAccessRow = Pick<RecipeRow, 'id' | 'status' | 'ownerSub'>;

/**
 * The recipes a cook can still reach: approved ones, and their own in any status. The SQL twin of
 * `canUse` in visibility.ts, so that lists leave out what a single call would answer 404 for.
 */
export function usableBy(sub: string): SQL {
  return sql`(${recipes.status} = ${RECIPE_STATUS.APPROVED} or ${recipes.ownerSub} = ${sub})`;
}

/** Reads the little of a recipe that the favourites and "we made this" rules need. */
export class RecipeAccessRepository {
  constructor(private readonly db: Db) {}

  async find(id: string): Promise<RecipeAccessRow | undefined> {
    const [row] = await this.db
      .select({ id: recipes.id, status: recipes.status, ownerSub: recipes.ownerSub })
      .from(recipes)
      .where(eq(recipes.id, id))
      .limit(1);
    return row;
  }
}
