import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { KITCHEN_LIMITS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { ownTables, type JoinCount, type Tx } from '../../db/owned-tables.js';
import { calendarFeeds, mealPlanEntries } from './meal-plan.schema.js';
import { MEAL_RULES_TABLE } from './meal-rules.repository.js';

/*
 * What a change of a household's members does to its plan and calendar feed, inside its
 * transaction (modules/households iterates src/db/owned-tables.ts). The plan's lines name the
 * member who planned them, and every such member is in the line's household: that keeps (cook,
 * day, meal, place) unique across the site, as backups expect.
 */

/**
 * On joining, the plan of household `from` joins household `to`'s: each meal's lines come after
 * the ones already there, renumbered, as far as a meal holds (`KITCHEN_LIMITS.recipesPerMeal`);
 * the rest stay behind and go with `from`.
 */
async function bringPlan(tx: Tx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into ${mealPlanEntries} (household_id, user_sub, day, meal, position, recipe_id, note, servings)
    select ${to}::uuid, moved.user_sub, moved.day, moved.meal, moved.position, moved.recipe_id,
      moved.note, moved.servings
    from (${placedIn(from, to)}) as moved
    where moved.position < ${KITCHEN_LIMITS.recipesPerMeal}`);
}

/** The plan lines of household `from`, each with the place it would take in `to`'s meal. */
const placedIn = (from: string, to: string) => sql`
  select e.user_sub, e.day, e.meal, e.recipe_id, e.note, e.servings,
    coalesce((
      select max(t.position) + 1 from ${mealPlanEntries} t
      where t.household_id = ${to}::uuid and t.day = e.day and t.meal = e.meal
    ), 0) + row_number() over (partition by e.day, e.meal order by e.position) - 1 as position
  from ${mealPlanEntries} e
  where e.household_id = ${from}::uuid`;

/** How many plan lines of `from` there are, and how many bringing them would place in `to`. */
async function countPlan(tx: Tx | Db, from: string, to: string): Promise<JoinCount> {
  const result = await tx.execute(sql`
    select count(*)::int as total,
      count(*) filter (where placed.position < ${KITCHEN_LIMITS.recipesPerMeal})::int as fits
    from (${placedIn(from, to)}) as placed`);
  const [row] = (result as { rows: { total: number; fits: number }[] }).rows;
  return { part: 'meals', total: row?.total ?? 0, fits: row?.fits ?? 0 };
}

/**
 * Merged by a claim, the plan lines of household `from` move into `to`: each after the lines `to`
 * has on the same day and meal; one that would be past the most a meal holds is dropped, as the
 * plan could not show it.
 */
async function mergePlan(tx: Tx, from: string, to: string): Promise<void> {
  const there = alias(mealPlanEntries, 'there');
  await tx
    .update(mealPlanEntries)
    .set({
      householdId: to,
      position: sql`${mealPlanEntries.position} + coalesce((${tx
        .select({ next: sql`max(${there.position}) + 1` })
        .from(there)
        .where(
          and(
            eq(there.householdId, to),
            eq(there.day, mealPlanEntries.day),
            eq(there.meal, mealPlanEntries.meal),
          ),
        )}), 0)`,
    })
    .where(eq(mealPlanEntries.householdId, from));
  await tx
    .delete(mealPlanEntries)
    .where(
      and(
        eq(mealPlanEntries.householdId, to),
        sql`${mealPlanEntries.position} >= ${KITCHEN_LIMITS.recipesPerMeal}`,
      ),
    );
}

/*
 * A plan line names the member who planned it: when they leave, it becomes the owner's, who
 * stays. Each member's calendar feed is their own (migration 0030). Both go with their household.
 */
ownTables('meal-plan', [
  {
    table: mealPlanEntries,
    accountColumns: [mealPlanEntries.userSub],
    household: mealPlanEntries.householdId,
    joinHousehold: (tx, from, to, how) =>
      how === 'bring' ? bringPlan(tx, from, to) : mergePlan(tx, from, to),
    joinCount: countPlan,
    leaveHousehold: async (tx, householdId, leaver, owner) => {
      if (owner === undefined) return;
      await tx
        .update(mealPlanEntries)
        .set({ userSub: owner })
        .where(
          and(eq(mealPlanEntries.householdId, householdId), eq(mealPlanEntries.userSub, leaver)),
        );
    },
  },
  {
    table: calendarFeeds,
    accountColumns: [calendarFeeds.userSub],
    uniqueWith: [],
    household: calendarFeeds.householdId,
    // A member's feed follows them into the household they join, and shows its plan from then on.
    joinHousehold: async (tx, from, to) => {
      await tx
        .update(calendarFeeds)
        .set({ householdId: to })
        .where(eq(calendarFeeds.householdId, from));
    },
    // One who leaves, or is removed, loses the plan at once: their own address stops.
    leaveHousehold: async (tx, householdId, leaver) => {
      await tx
        .delete(calendarFeeds)
        .where(and(eq(calendarFeeds.householdId, householdId), eq(calendarFeeds.userSub, leaver)));
    },
  },
  MEAL_RULES_TABLE,
]);
