import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { households } from './households.schema.js';
import { recipes } from './recipes.schema.js';

/*
 * The family kitchen (migration 0012, decision 027): favourites, "we made this" entries, shopping
 * lists and meal plans. Each belongs to an account's Cognito `sub`, like recipes (decision 024).
 */

/** A cook's favourite recipes. */
export const favourites = pgTable(
  'favourites',
  {
    userSub: text('user_sub').notNull(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userSub, t.recipeId] }),
    index('favourites_user_created_idx').on(t.userSub, t.createdOn.desc()),
  ],
);

/**
 * "We made this": one entry per cook, recipe and day (UTC), with a rating and an optional note
 * that the recipe's owner or an administrator can hide. The recipe's `rating_count` and
 * `rating_total` add up its entries (hidden notes keep their rating).
 */
export const cookedEntries = pgTable(
  'cooked_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userSub: text('user_sub').notNull(),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    note: text('note').notNull().default(''),
    cookedOn: date('cooked_on', { mode: 'string' }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** The photo of the dish (migration 0021): its largest stored variant's URL, or null. */
    photo: text('photo'),
  },
  (t) => [
    uniqueIndex('cooked_entries_once_a_day').on(t.recipeId, t.userSub, t.cookedOn),
    index('cooked_entries_recipe_idx').on(t.recipeId, t.createdOn.desc()),
    index('cooked_entries_user_idx').on(t.userSub, t.createdOn.desc()),
    // Whose photo a served file is (migration 0029, modules/images/photo-owners.repository.ts).
    index('cooked_entries_photo_hash_idx').using('hash', t.photo),
  ],
);

/**
 * A shopping list of a household (migration 0019): every member reads and writes it. `owner_sub`
 * and `owner_name` are the member who made it; the unit system is the one its merged amounts are
 * written in.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    ownerSub: text('owner_sub').notNull(),
    ownerName: text('owner_name').notNull(),
    name: text('name').notNull(),
    unitSystem: text('unit_system').$type<'metric' | 'us'>().notNull().default('metric'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_lists_household_idx').on(t.householdId, t.updatedOn.desc())],
);

/** Where a line of a shopping list came from: a recipe at a number of servings. */
export interface ShoppingItemSourceRow {
  recipeId: string;
  title: string;
  servings: number;
}

/**
 * What one recipe (`recipeId` null: a cook's typed item) put into a line of a shopping list: its
 * amount as the recipe's line gave it at the servings asked for, before the list's units (a unit
 * id, a count unit like "cloves", or a range written whole as "6-8 tbsp" with `quantity` null).
 */
export interface ShoppingItemShareRow {
  recipeId: string | null;
  quantity: number | null;
  units: string;
}

/**
 * One line of a shopping list. Lines of the same ingredient (`ingredient_key`) whose amounts
 * convert into each other are merged into one (packages/shared/src/shopping); `version` grows
 * with every change of the line.
 */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    ingredient: text('ingredient').notNull(),
    ingredientKey: text('ingredient_key').notNull(),
    quantity: doublePrecision('quantity'),
    units: text('units').notNull().default(''),
    aisle: text('aisle').notNull(),
    checked: boolean('checked').notNull().default(false),
    sources: jsonb('sources').$type<ShoppingItemSourceRow[]>().notNull().default([]),
    /** Every amount the line adds up (migration 0028); null where they are not known. */
    shares: jsonb('shares').$type<ShoppingItemShareRow[]>(),
    version: integer('version').notNull().default(1),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shopping_list_items_list_idx').on(t.listId, t.createdOn)],
);

/**
 * A household's meal plan: the recipes of each day and meal, in order (migration 0018). `user_sub`
 * is the member who planned the line; when they leave the household, its owner. Every member of
 * the household reads and writes the same plan.
 */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    householdId: uuid('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
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
 * The private calendar feed of a household's meal plan: only a SHA-256 hash of the token is kept,
 * so the database alone cannot rebuild a feed address. Resetting replaces the row; `user_sub` is
 * the member who made the address.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  householdId: uuid('household_id')
    .primaryKey()
    .references(() => households.id, { onDelete: 'cascade' }),
  userSub: text('user_sub').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

export type CookedEntryRow = typeof cookedEntries.$inferSelect;
export type ShoppingListRow = typeof shoppingLists.$inferSelect;
export type ShoppingListItemRow = typeof shoppingListItems.$inferSelect;
export type MealPlanEntryRow = typeof mealPlanEntries.$inferSelect;

/**
 * Writes sent from a cook's device with an id of their own (decision 029): a write sent again
 * after its answer was lost finds its id here and changes nothing. Rows older than 30 days are
 * deleted by later writes.
 */
export const appliedOps = pgTable(
  'applied_ops',
  {
    opId: uuid('op_id').notNull(),
    userSub: text('user_sub').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyed by the cook first: an id another cook used first neither blocks nor replays theirs.
    primaryKey({ columns: [t.userSub, t.opId] }),
    index('applied_ops_created_idx').on(t.createdOn),
  ],
);
