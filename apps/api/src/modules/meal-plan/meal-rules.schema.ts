import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, smallint } from 'drizzle-orm/pg-core';
import type { MealRulesInput } from '@family-recipes/shared';
import { belongsTo, momentNow } from '../../db/columns.js';
import { households } from '../households/households.schema.js';

/**
 * A household's meal rules (migration 0032): the categories and tags that suit each meal, and the
 * rules of filling the week's dinners. One row a household at most; none means the defaults.
 */
export const householdMealRules = pgTable(
  'household_meal_rules',
  {
    householdId: belongsTo('household_id', () => households.id).primaryKey(),
    meals: jsonb('meals').$type<MealRulesInput['meals']>().notNull(),
    noRepeatDays: smallint('no_repeat_days').notNull().default(14),
    favouriteAWeek: boolean('favourite_a_week').notNull().default(true),
    updatedOn: momentNow('updated_on'),
  },
  (t) => [check('household_meal_rules_no_repeat_range', sql`${t.noRepeatDays} between 0 and 60`)],
);
