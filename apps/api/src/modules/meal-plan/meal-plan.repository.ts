import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { MEALS, type Meal } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { calendarFeeds, mealPlanEntries, recipes } from '../../db/schema.js';
import { usableBy } from '../recipes/index.js';

/** One planned recipe with what the plan shows of it. */
export interface PlannedRow {
  day: string;
  meal: Meal;
  position: number;
  recipe: { id: string; title: string; thumbnailImage: string; serving: string };
}

/** Breakfast to other: the order of the meals in a day. */
const mealOrder = sql`array_position(array[${sql.join(
  MEALS.map((meal) => sql`${meal}`),
  sql`, `,
)}]::text[], ${mealPlanEntries.meal})`;

/** One line of a day as it is stored. */
export interface NewPlanEntry {
  meal: Meal;
  position: number;
  recipeId: string;
}

/** The only code that reads and writes meal plans and calendar feeds. */
export class MealPlanRepository {
  constructor(private readonly db: Db) {}

  /**
   * The cook's entries from `from` to `to` (both included) whose recipe they can still reach:
   * approved, or their own. In plan order: by day, then meal, then each meal's own order.
   */
  entries(userSub: string, from: string, to: string): Promise<PlannedRow[]> {
    return this.db
      .select({
        day: mealPlanEntries.day,
        meal: mealPlanEntries.meal,
        position: mealPlanEntries.position,
        recipe: {
          id: recipes.id,
          title: recipes.title,
          thumbnailImage: recipes.thumbnailImage,
          serving: recipes.serving,
        },
      })
      .from(mealPlanEntries)
      .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
      .where(
        and(
          eq(mealPlanEntries.userSub, userSub),
          gte(mealPlanEntries.day, from),
          lte(mealPlanEntries.day, to),
          usableBy(userSub),
        ),
      )
      .orderBy(asc(mealPlanEntries.day), mealOrder, asc(mealPlanEntries.position));
  }

  /**
   * Replaces the whole day in one transaction, provided the cook can reach every recipe in it.
   * Answers the ids they cannot reach; when there are any, nothing is written. The recipes are
   * locked until the day is stored, so none is hidden or deleted in between.
   */
  async replaceDay(userSub: string, day: string, entries: NewPlanEntry[]): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      // Two replacements of the same day would otherwise both delete, then both insert.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`meal-plan:${userSub}:${day}`}, 0))`,
      );
      const ids = [...new Set(entries.map((entry) => entry.recipeId))];
      if (ids.length > 0) {
        const reachable = await tx
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(inArray(recipes.id, ids), usableBy(userSub)))
          .for('share');
        const found = new Set(reachable.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) return missing;
      }
      await tx
        .delete(mealPlanEntries)
        .where(and(eq(mealPlanEntries.userSub, userSub), eq(mealPlanEntries.day, day)));
      if (entries.length > 0) {
        await tx
          .insert(mealPlanEntries)
          .values(entries.map((entry) => ({ ...entry, userSub, day })));
      }
      return [];
    });
  }

  async feedOf(userSub: string): Promise<{ createdOn: Date } | undefined> {
    const [row] = await this.db
      .select({ createdOn: calendarFeeds.createdOn })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userSub, userSub))
      .limit(1);
    return row;
  }

  /** One feed per cook: a new token's hash replaces the previous one in the same statement. */
  async setFeed(userSub: string, tokenHash: string): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userSub, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.userSub,
        set: { tokenHash, createdOn: sql`now()` },
      });
  }

  async deleteFeed(userSub: string): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userSub, userSub));
  }

  /** The cook whose feed this token hash opens. */
  async feedOwner(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userSub: calendarFeeds.userSub })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, tokenHash))
      .limit(1);
    return row?.userSub;
  }
}
