import { inArray, SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recipes } from './recipes.schema.js';

/**
 * Sets `rating_count` and `rating_total` of the recipes `ids` (or a query of their ids; every
 * recipe when absent) to what `tally` reads for each: a query of one row (count, total), given
 * the recipe's id and owner. The "we made this" entries it adds up are the cooked module's
 * (cooked/recipe-ratings.repository.ts).
 */
export async function setRatings(
  db: Pick<Db, 'execute'>,
  tally: (recipe: { id: SQL; ownerSub: SQL }) => SQL,
  ids?: readonly string[] | SQL,
): Promise<void> {
  const which =
    ids === undefined
      ? sql`true`
      : ids instanceof SQL
        ? sql`${recipes.id} in (${ids})`
        : inArray(recipes.id, [...ids]);
  const counted = tally({ id: sql`${recipes.id}`, ownerSub: sql`${recipes.ownerSub}` });
  await db.execute(
    sql`update ${recipes} set (rating_count, rating_total) = (${counted}) where ${which}`,
  );
}
