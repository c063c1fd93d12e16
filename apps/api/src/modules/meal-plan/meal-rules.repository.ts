import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { appliedMealRules, type MealRules, type MealRulesInput } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { notifyHousehold } from '../../db/kitchen-channel.js';
import type { OwnedTable, Tx } from '../../db/owned-tables.js';
import { recipeRows as recipes } from '../recipes/index.js';
import { householdMealRules } from './meal-rules.schema.js';

/** The categories and tags that suit one meal, as they apply. */
export type AppliedMealRule = MealRules['meals'][keyof MealRules['meals']];

/** The household's meal rules as they apply (the defaults where it chose none). */
export async function readMealRules(db: Db | Tx, householdId: string): Promise<MealRules> {
  const [row] = await db
    .select()
    .from(householdMealRules)
    .where(eq(householdMealRules.householdId, householdId));
  return appliedMealRules(
    row
      ? { meals: row.meals, no_repeat_days: row.noRepeatDays, favourite_a_week: row.favouriteAWeek }
      : null,
  );
}

/**
 * The recipes (of recipeRows) that suit the meal: in one of its categories, or carrying one of its
 * tags, case aside.
 */
export function suitsMeal(rule: AppliedMealRule): SQL {
  const tags = rule.tags.map((tag) => tag.toLowerCase());
  const byCategory =
    rule.categories.length > 0 ? inArray(recipes.category, rule.categories) : undefined;
  const byTag =
    tags.length > 0
      ? sql`exists (select 1 from jsonb_array_elements_text(${recipes.tags}) as t(tag) where lower(t.tag) in (${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}))`
      : undefined;
  return or(byCategory, byTag) ?? sql`false`;
}

/** The household's meal rules, read and replaced. */
export class MealRulesRepository {
  constructor(private readonly db: Db) {}

  read(householdId: string): Promise<MealRules> {
    return readMealRules(this.db, householdId);
  }

  /** Replaces the household's rules and tells its open plans, in one transaction. */
  async replace(householdId: string, input: MealRulesInput): Promise<MealRules> {
    return this.db.transaction(async (tx) => {
      const values = {
        meals: input.meals,
        noRepeatDays: input.no_repeat_days,
        favouriteAWeek: input.favourite_a_week,
      };
      await tx
        .insert(householdMealRules)
        .values({ householdId, ...values })
        .onConflictDoUpdate({
          target: householdMealRules.householdId,
          set: { ...values, updatedOn: sql`now()` },
        });
      await notifyHousehold(tx, { household: householdId, change: 'plan' });
      return readMealRules(tx, householdId);
    });
  }
}

/**
 * The meal rules go with their household. Joining or merging, the household joined keeps its own;
 * one that has chosen none takes those of the household that joins it.
 */
export const MEAL_RULES_TABLE: OwnedTable = {
  table: householdMealRules,
  accountColumns: [],
  household: householdMealRules.householdId,
  joinHousehold: async (tx, from, to) => {
    await tx.execute(sql`
      insert into ${householdMealRules} (household_id, meals, no_repeat_days, favourite_a_week)
      select ${to}::uuid, meals, no_repeat_days, favourite_a_week from ${householdMealRules}
      where household_id = ${from}::uuid
      on conflict (household_id) do nothing`);
  },
};
