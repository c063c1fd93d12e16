import { and, asc, eq, gte, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { MEALS, type Meal } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import { calendarFeeds, mealPlanEntries } from './meal-plan.schema.js';
import { recipeRows as recipes, usableBy } from '../recipes/index.js';

/** One line of the plan: a recipe with what the plan shows of it, or a note. */
export interface PlannedRow {
  day: string;
  meal: Meal;
  position: number;
  recipe: { id: string; title: string; thumbnailImage: string; serving: string } | null;
  note: string | null;
  /** The servings planned; null for the recipe's own. */
  servings: number | null;
}

/** Breakfast to other: the order of the meals in a day. */
const mealOrder = sql`array_position(array[${sql.join(
  MEALS.map((meal) => sql`${meal}`),
  sql`, `,
)}]::text[], ${mealPlanEntries.meal})`;

/** One line of a day as it is stored: a recipe (at `servings`, or its own when null) or a note. */
export interface NewPlanEntry {
  meal: Meal;
  position: number;
  recipeId: string | null;
  note: string | null;
  servings: number | null;
}

/** Recipes any of `subs` can reach: approved, or one of theirs. */
function usableByAny(subs: string[]): SQL {
  return or(...subs.map((sub) => usableBy(sub))) ?? sql`false`;
}

/** The only code that reads and writes meal plans and calendar feeds (a household's each). */
export class MealPlanRepository {
  constructor(private readonly db: Db) {}

  /**
   * The household's entries from `from` to `to` (both included): its notes, and the recipes one of
   * `viewers` can still reach (approved, or their own). In plan order: by day, then meal, then each
   * meal's own order.
   */
  entries(householdId: string, viewers: string[], from: string, to: string): Promise<PlannedRow[]> {
    return this.db
      .select({
        day: mealPlanEntries.day,
        meal: mealPlanEntries.meal,
        position: mealPlanEntries.position,
        note: mealPlanEntries.note,
        servings: mealPlanEntries.servings,
        recipe: {
          id: recipes.id,
          title: recipes.title,
          thumbnailImage: recipes.thumbnailImage,
          serving: recipes.serving,
        },
      })
      .from(mealPlanEntries)
      .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
      .where(
        and(
          eq(mealPlanEntries.householdId, householdId),
          gte(mealPlanEntries.day, from),
          lte(mealPlanEntries.day, to),
          or(isNull(mealPlanEntries.recipeId), usableByAny(viewers)),
        ),
      )
      .orderBy(asc(mealPlanEntries.day), mealOrder, asc(mealPlanEntries.position));
  }

  /**
   * Replaces the household's whole day in one transaction, provided the cook can reach every
   * recipe in it. Answers the ids they cannot reach; when there are any, nothing is written. The
   * recipes are locked until the day is stored, so none is hidden or deleted in between. Lines of
   * another member's own recipes that the cook cannot see (`others`: the other members) stay, after
   * the cook's in each meal: the cook never saw them, so they did not remove them.
   */
  async replaceDay(
    householdId: string,
    cook: string,
    others: string[],
    day: string,
    entries: NewPlanEntry[],
  ): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      // Two replacements of the same day would otherwise both delete, then both insert.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`meal-plan:${householdId}:${day}`}, 0))`,
      );
      const ids = [...new Set(entries.flatMap((entry) => entry.recipeId ?? []))];
      if (ids.length > 0) {
        const reachable = await tx
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(inArray(recipes.id, ids), usableBy(cook)))
          .for('share');
        const found = new Set(reachable.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) return missing;
      }
      const unseen =
        others.length === 0
          ? []
          : await tx
              .select({
                userSub: mealPlanEntries.userSub,
                meal: mealPlanEntries.meal,
                recipeId: mealPlanEntries.recipeId,
                note: mealPlanEntries.note,
                servings: mealPlanEntries.servings,
              })
              .from(mealPlanEntries)
              .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
              .where(
                and(
                  eq(mealPlanEntries.householdId, householdId),
                  eq(mealPlanEntries.day, day),
                  not(usableBy(cook)),
                  inArray(recipes.ownerSub, others),
                ),
              )
              .orderBy(mealOrder, asc(mealPlanEntries.position));
      await tx
        .delete(mealPlanEntries)
        .where(and(eq(mealPlanEntries.householdId, householdId), eq(mealPlanEntries.day, day)));
      const next = new Map<Meal, number>();
      const rows = [
        ...entries.map((entry) => ({ ...entry, userSub: cook })),
        ...unseen.map((row) => ({ ...row, position: 0 })),
      ].map((row) => {
        const position = next.get(row.meal) ?? 0;
        next.set(row.meal, position + 1);
        return { ...row, position, householdId, day };
      });
      if (rows.length > 0) await tx.insert(mealPlanEntries).values(rows);
      await notifyHousehold(tx, { household: householdId, change: 'plan' });
      return [];
    });
  }

  /** The member's own feed, in the household they are in now. */
  async feedOf(householdId: string, userSub: string): Promise<{ createdOn: Date } | undefined> {
    const [row] = await this.db
      .select({ createdOn: calendarFeeds.createdOn })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.userSub, userSub), eq(calendarFeeds.householdId, householdId)))
      .limit(1);
    return row;
  }

  /** One feed per member: a new token's hash replaces their previous one in the same statement. */
  async setFeed(householdId: string, userSub: string, tokenHash: string): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ householdId, userSub, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.userSub,
        set: { householdId, tokenHash, createdOn: sql`now()` },
      });
  }

  async deleteFeed(userSub: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userSub, userSub));
  }

  /** The household whose feed this token hash opens. */
  async feedHousehold(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ householdId: calendarFeeds.householdId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash))
      .limit(1);
    return row?.householdId;
  }
}
