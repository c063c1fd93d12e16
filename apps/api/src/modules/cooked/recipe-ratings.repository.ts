import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownTables } from '../../db/owned-tables.js';
import { setRatings } from '../recipes/index.js';
import { cookedEntries } from './cooked.schema.js';

/**
 * Sets `rating_count` and `rating_total` of the recipes `ids` (or a query of their ids; every
 * recipe when absent) from their "we made this" entries: each cook counts once, with their latest
 * rating, and the recipe's owner never does, so neither noting a recipe every day nor rating
 * one's own moves its average. Hidden notes keep their rating. Recounted rather than added to,
 * so the numbers cannot drift from the entries; the unique index on (recipe, cook, day) serves
 * the read.
 */
export function recountRatings(
  db: Pick<Db, 'execute'>,
  ids?: readonly string[] | SQL,
): Promise<void> {
  return setRatings(
    db,
    (recipe) => sql`
      select count(*)::int, coalesce(sum(latest.rating), 0)::int
      from (
        select distinct on (${cookedEntries.userSub}) ${cookedEntries.rating} as rating
        from ${cookedEntries}
        where ${cookedEntries.recipeId} = ${recipe.id}
          and ${cookedEntries.userSub} is distinct from ${recipe.ownerSub}
        order by ${cookedEntries.userSub}, ${cookedEntries.cookedOn} desc,
          ${cookedEntries.createdOn} desc, ${cookedEntries.id} desc
      ) as latest`,
    ids,
  );
}

/** The recipes with an entry of `sub`, or (without one) with any entry: a query of their ids. */
export const recipesWithEntries = (sub?: string): SQL =>
  sql`select ${cookedEntries.recipeId} from ${cookedEntries}
    ${sub === undefined ? sql`` : sql`where ${cookedEntries.userSub} = ${sub}`}`;

/*
 * An entry moves to the claiming account unless the claimer has one of the same recipe and day:
 * theirs is kept. Once an account gains rows (entries, or recipes whose owner's own entries stop
 * counting), the recipes it has entries of are counted again.
 */
ownTables('cooked', [
  {
    table: cookedEntries,
    accountColumns: [cookedEntries.userSub],
    uniqueWith: [cookedEntries.recipeId, cookedEntries.cookedOn],
    afterAccountGains: (tx, sub) => recountRatings(tx, recipesWithEntries(sub)),
  },
]);
