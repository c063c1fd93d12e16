import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { cookedEntries, recipes } from './schema.js';

/**
 * Sets `rating_count` and `rating_total` of the recipes that `which` selects from their "we made
 * this" entries: each cook counts once, with their latest rating, and the recipe's owner never
 * does, so neither noting a recipe every day nor rating one's own moves its average. Hidden
 * notes keep their rating. Recounted rather than added to, so the numbers cannot drift from the
 * entries; the unique index on (recipe, cook, day) serves the read.
 */
export async function recountRatings(db: Pick<Db, 'execute'>, which: SQL): Promise<void> {
  await db.execute(sql`
    update ${recipes} set (rating_count, rating_total) = (
      select count(*)::int, coalesce(sum(latest.rating), 0)::int
      from (
        select distinct on (${cookedEntries.userSub}) ${cookedEntries.rating} as rating
        from ${cookedEntries}
        where ${cookedEntries.recipeId} = ${recipes.id}
          and ${cookedEntries.userSub} is distinct from ${recipes.ownerSub}
        order by ${cookedEntries.userSub}, ${cookedEntries.cookedOn} desc,
          ${cookedEntries.createdOn} desc, ${cookedEntries.id} desc
      ) as latest
    )
    where ${which}`);
}
