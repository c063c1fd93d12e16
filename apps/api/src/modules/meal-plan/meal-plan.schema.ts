import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, momentNow } from '../../db/columns.js';
import { households } from '../households/households.schema.js';
import { recipes } from '../recipes/recipes.schema.js';

/**
 * A household's meal plan: the recipes of each day and meal, in order (migration 0018). `user_sub`
 * is the member who planned the line; when they leave the household, its owner. Every member of
 * the household reads and writes the same plan.
 */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    householdId: belongsTo('household_id', () => households.id),
    userSub: text('user_sub').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    meal: text('meal').$type<'breakfast' | 'lunch' | 'dinner' | 'other'>().notNull(),
    position: smallint('position').notNull(),
    /** The recipe planned, or null for a note (migration 0020): one of the two is set. */
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    /** "Leftovers", "Pizza night": 1 to 60 characters, instead of a recipe. */
    note: text('note'),
    /** The servings a recipe is planned for; null for the recipe's own. */
    servings: smallint('servings'),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.day, t.meal, t.position] }),
    index('meal_plan_entries_user_idx').on(t.userSub, t.day),
    check('meal_plan_entries_recipe_or_note', sql`(${t.recipeId} is null) <> (${t.note} is null)`),
    check(
      'meal_plan_entries_note_length',
      sql`${t.note} is null or char_length(${t.note}) between 1 and 60`,
    ),
    check(
      'meal_plan_entries_servings_range',
      sql`${t.servings} is null or (${t.recipeId} is not null and ${t.servings} between 1 and 100)`,
    ),
  ],
);

/**
 * The private calendar feeds of a household's meal plan, one per member (migration 0030): only a
 * SHA-256 hash of each token is kept, so the database alone cannot rebuild a feed address.
 * Resetting replaces the member's own row; the other members' addresses keep working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userSub: text('user_sub').primaryKey(),
    householdId: belongsTo('household_id', () => households.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdOn: momentNow('created_on'),
  },
  (t) => [index('calendar_feeds_household_idx').on(t.householdId)],
);

export type MealPlanEntryRow = typeof mealPlanEntries.$inferSelect;
