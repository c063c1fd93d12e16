import { and, eq, sql } from 'drizzle-orm';
import { KITCHEN_LIMITS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { calendarFeeds, mealPlanEntries, shoppingLists } from '../../db/schema.js';

/*
 * What a change of membership does to the household's kitchen (its plan, feed and shopping lists),
 * inside its transaction. The plan's
 * lines name the member who planned them, and every such member is in the line's household: that
 * keeps (cook, day, meal, place) unique across the site, as backups expect.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The plan of household `from` joins household `to`'s: each meal's lines come after the ones
 * already there, as far as a meal holds (`KITCHEN_LIMITS.recipesPerMeal`); the rest stay behind
 * and go with `from`.
 */
export async function bringPlan(tx: Tx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into ${mealPlanEntries} (household_id, user_sub, day, meal, position, recipe_id, note, servings)
    select ${to}::uuid, moved.user_sub, moved.day, moved.meal, moved.position, moved.recipe_id,
      moved.note, moved.servings
    from (
      select e.user_sub, e.day, e.meal, e.recipe_id, e.note, e.servings,
        coalesce((
          select max(t.position) + 1 from ${mealPlanEntries} t
          where t.household_id = ${to}::uuid and t.day = e.day and t.meal = e.meal
        ), 0) + row_number() over (partition by e.day, e.meal order by e.position) - 1 as position
      from ${mealPlanEntries} e
      where e.household_id = ${from}::uuid
    ) as moved
    where moved.position < ${KITCHEN_LIMITS.recipesPerMeal}`);
}

/** The lines `leaver` planned in the household become its owner's, who stays. */
export async function handLinesTo(
  tx: Tx,
  householdId: string,
  leaver: string,
  owner: string,
): Promise<void> {
  await tx
    .update(mealPlanEntries)
    .set({ userSub: owner })
    .where(and(eq(mealPlanEntries.householdId, householdId), eq(mealPlanEntries.userSub, leaver)));
}

/**
 * The household's calendar feed stops: whoever leaves may have kept its address, and loses the
 * plan at once. A member makes a new address.
 */
export async function stopFeed(tx: Tx, householdId: string): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.householdId, householdId));
}

/**
 * The shopping lists of household `from` join household `to`, as far as `to` has room for them
 * (`KITCHEN_LIMITS.listsPerCook`, most recently changed first); the rest stay behind and go with
 * `from`. Their event streams stay open: the cook who brought them is in `to` now.
 */
export async function bringLists(tx: Tx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    update ${shoppingLists} set household_id = ${to}::uuid
    where id in (
      select id from ${shoppingLists} where household_id = ${from}::uuid
      order by updated_on desc, id desc
      limit greatest(${KITCHEN_LIMITS.listsPerCook} - (
        select count(*) from ${shoppingLists} where household_id = ${to}::uuid
      ), 0)
    )`);
}

/**
 * Tells every instance, once the transaction commits, that `sub` no longer reaches the household's
 * lists: its open event streams of them end at once (the shopping module's `left` notice), or
 * every stream of them when `kind` is `deleted` (the lists go with the household).
 */
export async function endListStreams(
  tx: Tx,
  householdId: string,
  notice: { kind: 'left'; sub: string } | { kind: 'deleted' },
): Promise<void> {
  await tx.execute(sql`
    select pg_notify('shopping_list', json_build_object(
      'list', id::text, 'kind', ${notice.kind}::text, 'at', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ${notice.kind === 'left' ? sql`, 'sub', ${notice.sub}::text` : sql``}
    )::text)
    from ${shoppingLists} where household_id = ${householdId}::uuid`);
}
