import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { defaultMealRules, KITCHEN_LIMITS, RECIPE_STATUS, type Meal } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import { favouriteRows as favourites } from '../favourites/index.js';
import { mealPlanEntries } from './meal-plan.schema.js';
import { recipeRows as recipes, recipeView, usableBy } from '../recipes/index.js';
import { readMealRules, suitsMeal } from './meal-rules.repository.js';

/** What a surprise did: the recipe planned, or why none was. */
export type SurpriseOutcome =
  { planned: string } | { planned: null; reason: 'full' | 'none-left' | 'not-last' };

export interface SurpriseSlot {
  householdId: string;
  cook: string;
  day: string;
  meal: Meal;
  /** The week of the day, Monday to Sunday: no recipe planned in it is picked again. */
  weekFrom: string;
  weekTo: string;
  /** "Try another": the recipe on the meal's last line, which the pick replaces in its place. */
  instead?: string | undefined;
}

const approved = sql`${recipes.status} = ${RECIPE_STATUS.APPROVED}`;

/** The recipe's tags, folded to lower case. */
const foldedTags = (tags: SQL | typeof recipes.tags) =>
  sql`(select lower(t.tag) from jsonb_array_elements_text(${tags}) as t(tag))`;

/**
 * "Surprise me": picks a recipe for one meal and adds it at the meal's end, in one transaction.
 * Only recipes that suit the meal under the household's meal rules (its categories or tags) are
 * picked: the cook's favourites they can reach come first, then approved recipes sharing a tag
 * with those favourites or with any recipe the household has planned, then any approved recipe;
 * never one already planned in the week, whoever planned it. Each step picks at random. "Try
 * another" replaces the meal's last line, which must still be the recipe named, in its place.
 */
export class PlanSurpriseRepository {
  constructor(private readonly db: Db) {}

  /**
   * Whether a cook with no household yet could be surprised at `meal`: a recipe they can reach
   * suits it under the default meal rules (a new household has planned nothing).
   */
  async anySuits(cook: string, meal: Meal): Promise<boolean> {
    const suits = suitsMeal(defaultMealRules().meals[meal]);
    const favouriteIds = this.db
      .select({ id: favourites.recipeId })
      .from(favourites)
      .where(eq(favourites.userSub, cook));
    const reachable = or(approved, and(usableBy(cook), inArray(recipes.id, favouriteIds)));
    const [row] = await this.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(suits, reachable))
      .limit(1);
    return row !== undefined;
  }

  async surprise(slot: SurpriseSlot): Promise<SurpriseOutcome> {
    const { householdId, cook, day, meal } = slot;
    return this.db.transaction(async (tx) => {
      // Two surprises in the same week would otherwise both pick the same recipe; the day's own
      // lock keeps a replacement of the day from crossing this one.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`meal-plan-week:${householdId}:${slot.weekFrom}`}, 0))`,
      );
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`meal-plan:${householdId}:${day}`}, 0))`,
      );
      const [last] = await tx
        .select({ position: mealPlanEntries.position, recipeId: mealPlanEntries.recipeId })
        .from(mealPlanEntries)
        .where(
          and(
            eq(mealPlanEntries.householdId, householdId),
            eq(mealPlanEntries.day, day),
            eq(mealPlanEntries.meal, meal),
          ),
        )
        .orderBy(desc(mealPlanEntries.position))
        .limit(1);
      if (slot.instead !== undefined && last?.recipeId !== slot.instead) {
        return { planned: null, reason: 'not-last' };
      }
      const position =
        slot.instead !== undefined && last ? last.position : (last?.position ?? -1) + 1;
      if (position >= KITCHEN_LIMITS.recipesPerMeal) return { planned: null, reason: 'full' };
      const suits = suitsMeal((await readMealRules(tx, householdId)).meals[meal]);

      const plannedRows = await tx
        .selectDistinct({ id: mealPlanEntries.recipeId })
        .from(mealPlanEntries)
        .where(
          and(
            eq(mealPlanEntries.householdId, householdId),
            gte(mealPlanEntries.day, slot.weekFrom),
            lte(mealPlanEntries.day, slot.weekTo),
            isNotNull(mealPlanEntries.recipeId),
          ),
        );
      const planned = plannedRows.flatMap((row) => row.id ?? []);
      const notPlanned = planned.length > 0 ? notInArray(recipes.id, planned) : undefined;

      const favouriteIds = tx
        .select({ id: favourites.recipeId })
        .from(favourites)
        .where(eq(favourites.userSub, cook));
      const householdPlanned = tx
        .selectDistinct({ id: mealPlanEntries.recipeId })
        .from(mealPlanEntries)
        .where(
          and(eq(mealPlanEntries.householdId, householdId), isNotNull(mealPlanEntries.recipeId)),
        );
      const liked = recipeView('liked');
      const likedTags = sql`(
        select lower(t.tag) from ${liked}, jsonb_array_elements_text(${liked.tags}) as t(tag)
        where ${liked.id} in (${favouriteIds}) or ${liked.id} in (${householdPlanned})
      )`;

      const steps: SQL[] = [
        and(inArray(recipes.id, favouriteIds), usableBy(cook), suits) ?? sql`false`,
        and(approved, suits, sql`exists (${foldedTags(recipes.tags)} intersect ${likedTags})`) ??
          sql`false`,
        and(approved, suits) ?? sql`false`,
      ];
      for (const step of steps) {
        const [pick] = await tx
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(step, notPlanned))
          .orderBy(sql`random()`)
          .limit(1)
          // The recipe stays as it is until the line naming it is stored.
          .for('share');
        if (!pick) continue;
        const line = { householdId, userSub: cook, day, meal, position, recipeId: pick.id };
        await tx
          .insert(mealPlanEntries)
          .values(line)
          .onConflictDoUpdate({
            target: [
              mealPlanEntries.householdId,
              mealPlanEntries.day,
              mealPlanEntries.meal,
              mealPlanEntries.position,
            ],
            set: { userSub: cook, recipeId: pick.id, note: null, servings: null },
          });
        await notifyHousehold(tx, { household: householdId, change: 'plan' });
        return { planned: pick.id };
      }
      return { planned: null, reason: 'none-left' };
    });
  }
}
