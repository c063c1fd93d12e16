import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { planDinners, RECIPE_STATUS, type DinnerChoice } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import { favouriteRows as favourites } from '../favourites/index.js';
import { recipeRows as recipes, usableBy } from '../recipes/index.js';
import { mealPlanEntries } from './meal-plan.schema.js';
import { readMealRules, suitsMeal } from './meal-rules.repository.js';
import { addDays, daysBetween } from './plan-days.js';

/** The days of one week that may be filled. */
export interface FillWeek {
  householdId: string;
  cook: string;
  /** The first and last of the week's seven days (a week may start on any day). */
  weekFrom: string;
  weekTo: string;
  /** The first day that may be filled: the week's days before it stay as they are. */
  start: string;
}

/** The dinners filled, and the empty dinners no recipe suited. */
export interface FillOutcome {
  filled: DinnerChoice[];
  unfilled: string[];
}

/** The most suitable recipes read to choose from; each is picked at random among them. */
const CANDIDATES = 500;

/**
 * "Fill empty dinners": one recipe into every empty dinner of the week from `start` on, in one
 * transaction under the week's lock and each day's (as "Surprise me" and a day's replacement take
 * them), so two fills at once never fill a dinner twice. The choice is planDinners' (shared
 * rules/plan-dinners.ts) under the household's meal rules: only recipes that suit dinner (approved,
 * or the cook's favourites they can reach), none planned within "no repeat" days of another time
 * it is planned, before or after, and a favourite when the week has none and one fits.
 */
export class PlanFillRepository {
  constructor(private readonly db: Db) {}

  async fill(week: FillWeek): Promise<FillOutcome> {
    const { householdId, cook } = week;
    const days = daysBetween(week.start, week.weekTo);
    if (days.length === 0) return { filled: [], unfilled: [] };
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`meal-plan-week:${householdId}:${week.weekFrom}`}, 0))`,
      );
      for (const day of days) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`meal-plan:${householdId}:${day}`}, 0))`,
        );
      }
      const rules = await readMealRules(tx, householdId);
      const ofHousehold = eq(mealPlanEntries.householdId, householdId);
      const dinners = await tx
        .selectDistinct({ day: mealPlanEntries.day })
        .from(mealPlanEntries)
        .where(
          and(
            ofHousehold,
            eq(mealPlanEntries.meal, 'dinner'),
            gte(mealPlanEntries.day, week.start),
            lte(mealPlanEntries.day, week.weekTo),
          ),
        );
      const planned = new Set(dinners.map((row) => row.day));
      const empty = days.filter((day) => !planned.has(day));
      if (empty.length === 0) return { filled: [], unfilled: [] };

      const reach = rules.no_repeat_days;
      const historyFrom = [week.weekFrom, addDays(week.start, -reach)].sort()[0] ?? week.weekFrom;
      const history = await tx
        .select({
          day: mealPlanEntries.day,
          recipeId: sql<string>`${mealPlanEntries.recipeId}`,
          meal: mealPlanEntries.meal,
        })
        .from(mealPlanEntries)
        .where(
          and(
            ofHousehold,
            isNotNull(mealPlanEntries.recipeId),
            gte(mealPlanEntries.day, historyFrom),
            lte(mealPlanEntries.day, addDays(week.weekTo, reach)),
          ),
        );

      const favouriteIds = tx
        .select({ id: favourites.recipeId })
        .from(favourites)
        .where(eq(favourites.userSub, cook));
      const isFavourite = inArray(recipes.id, favouriteIds);
      const candidates = await tx
        .select({ id: recipes.id, favourite: sql<boolean>`${isFavourite}` })
        .from(recipes)
        .where(
          and(
            suitsMeal(rules.meals.dinner),
            or(
              sql`${recipes.status} = ${RECIPE_STATUS.APPROVED}`,
              and(isFavourite, usableBy(cook)),
            ),
          ),
        )
        .orderBy(sql`random()`)
        .limit(CANDIDATES);

      const favouriteSet = new Set(candidates.flatMap((c) => (c.favourite ? [c.id] : [])));
      const weekHasFavourite = history.some(
        (row) =>
          row.meal === 'dinner' &&
          row.day >= week.weekFrom &&
          row.day <= week.weekTo &&
          favouriteSet.has(row.recipeId),
      );
      const filled = planDinners(empty, candidates, history, {
        noRepeatDays: reach,
        favouriteNeeded: rules.favourite_a_week && !weekHasFavourite,
      });
      if (filled.length > 0) {
        await tx.insert(mealPlanEntries).values(
          filled.map((choice) => ({
            householdId,
            userSub: cook,
            day: choice.day,
            meal: 'dinner' as const,
            position: 0,
            recipeId: choice.recipeId,
          })),
        );
        await notifyHousehold(tx, { household: householdId, change: 'plan' });
      }
      const done = new Set(filled.map((choice) => choice.day));
      return { filled, unfilled: empty.filter((day) => !done.has(day)) };
    });
  }
}
