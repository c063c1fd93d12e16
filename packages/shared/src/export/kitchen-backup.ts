import { z } from '../zod.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  RECIPE_LIMITS,
  TITLE_MAX_LENGTH,
} from '../constants.js';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_ROLES } from '../schemas/households.js';
import { KITCHEN_LIMITS, LIST_UNIT_SYSTEMS } from '../schemas/kitchen.js';
import { aisleIdSchema } from '../schemas/aisles.js';
import { mealRulesInputSchema } from '../schemas/meal-rules.js';
import { MEALS, PLAN_LIMITS } from '../schemas/plan-entries.js';
import { day, itemText, list, sub, text, timestamp } from './backup-fields.js';
import { EXPORT_FORMAT_VERSION } from './exported-recipe.js';

/** Far above any recipe's yield, which is what a line's servings are scaled to. */
const SERVINGS_MAX = 10_000;
/** Far more recipes than one list is ever made from; a line names each it came from once. */
const ITEM_SOURCES_MAX = 1_000;

const itemSourceSchema = z.object({
  recipe_id: z.uuid(),
  title: text(TITLE_MAX_LENGTH),
  servings: z.number().nonnegative().max(SERVINGS_MAX),
});

/** What one recipe (or, with no recipe, the cook's own typing) put into a merged line. */
const itemShareSchema = z.object({
  recipe_id: z.uuid().nullable(),
  quantity: z.number().nullable(),
  units: text(RECIPE_LIMITS.ingredientMax),
});

/** A line of a shopping list as the cook's export and the backup write it. */
const listItemFields = {
  ingredient: itemText,
  /** The merge key: the ingredient folded to its plain singular form. */
  key: itemText,
  quantity: z.number().nullable(),
  units: text(RECIPE_LIMITS.ingredientMax),
  aisle: aisleIdSchema,
  checked: z.boolean(),
  /** The recipes the line came from; they may have been deleted since (no reference). */
  sources: list(itemSourceSchema, ITEM_SOURCES_MAX),
  /**
   * Each share of the amount, so that taking a recipe off a restored list subtracts its part;
   * null (or absent, in backups made before shares were kept) when the parts are not known.
   */
  shares: list(itemShareSchema, ITEM_SOURCES_MAX).nullable().optional(),
};

/*
 * The family kitchen in a backup (migration 0012): one array per table, each row as the table
 * holds it, so a restore gives every cook back their favourites, notes, lists and plan. Calendar
 * feed tokens are left out on purpose: they are secrets (only their hash is stored, so a feed
 * address could not be rebuilt from a backup anyway), and a cook makes a new feed address after a
 * restore. Recipes' rating totals are not in it either: a restore adds them up from the entries.
 */

export const backupFavouriteSchema = z.object({
  user_sub: sub,
  recipe_id: z.uuid(),
  created_on: timestamp,
});
export type BackupFavourite = z.infer<typeof backupFavouriteSchema>;

export const backupCookedEntrySchema = z.object({
  id: z.uuid(),
  recipe_id: z.uuid(),
  user_sub: sub,
  user_name: text(NAME_MAX_LENGTH),
  rating: z.number().int().min(KITCHEN_LIMITS.rating.min).max(KITCHEN_LIMITS.rating.max),
  note: text(KITCHEN_LIMITS.noteMax),
  cooked_on: day,
  /** Hidden by the recipe's owner or an administrator; the entry still counts in the rating. */
  hidden: z.boolean(),
  created_on: timestamp,
});
export type BackupCookedEntry = z.infer<typeof backupCookedEntrySchema>;

export const backupShoppingListSchema = z.object({
  id: z.uuid(),
  /** The household the list belongs to; backups written before households have none. */
  household_id: z.uuid().optional(),
  owner_sub: sub,
  owner_name: text(NAME_MAX_LENGTH),
  name: text(KITCHEN_LIMITS.listNameMax),
  unit_system: z.enum(LIST_UNIT_SYSTEMS),
  created_on: timestamp,
  updated_on: timestamp,
});
export type BackupShoppingList = z.infer<typeof backupShoppingListSchema>;

export const backupListMemberSchema = z.object({
  list_id: z.uuid(),
  user_sub: sub,
  name: text(NAME_MAX_LENGTH),
  email: text(EMAIL_MAX_LENGTH),
  created_on: timestamp,
});
export type BackupListMember = z.infer<typeof backupListMemberSchema>;

export const backupListItemSchema = z.object({
  id: z.uuid(),
  list_id: z.uuid(),
  ...listItemFields,
  version: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  created_on: timestamp,
  updated_on: timestamp,
});
export type BackupListItem = z.infer<typeof backupListItemSchema>;

export const backupMealPlanEntrySchema = z.object({
  /** The household whose plan holds the line; backups written before households have none. */
  household_id: z.uuid().optional(),
  user_sub: sub,
  day,
  meal: z.enum(MEALS),
  position: z.number().int().min(0).max(KITCHEN_LIMITS.recipesPerMeal),
  /** Null for a note (migration 0020); backups written before notes have a recipe on every line. */
  recipe_id: z.uuid().nullable(),
  note: text(PLAN_LIMITS.noteMax).nullable().optional(),
  servings: z.number().int().min(1).max(PLAN_LIMITS.servings.max).nullable().optional(),
});
export type BackupMealPlanEntry = z.infer<typeof backupMealPlanEntrySchema>;

/**
 * A household's meal rules (migration 0032): the same fields and limits as PUT
 * /api/household/meal-rules takes, with the household and the time they were last changed; a
 * strict object. Backups written before the rules had none: those households follow the defaults.
 */
export const backupMealRulesSchema = mealRulesInputSchema.extend({
  household_id: z.uuid(),
  updated_on: timestamp,
});
export type BackupMealRules = z.infer<typeof backupMealRulesSchema>;

/**
 * The caller's own kitchen in their export: their household (its name and members), their
 * favourites, their "we made this" entries, and the household's shopping lists and meal plan,
 * which are the caller's as much as any member's. Other members' favourites and entries are
 * theirs, so they are not in it.
 */
export const exportKitchenSchema = z.object({
  version: z.literal(EXPORT_FORMAT_VERSION),
  household: z
    .object({
      name: text(HOUSEHOLD_LIMITS.nameMax),
      members: z.array(
        z.object({
          name: text(NAME_MAX_LENGTH),
          email: text(EMAIL_MAX_LENGTH),
          role: z.enum(HOUSEHOLD_ROLES),
        }),
      ),
    })
    .optional(),
  favourites: z.array(
    z.object({ recipe_id: z.uuid(), title: text(TITLE_MAX_LENGTH), added_on: timestamp }),
  ),
  cooked: z.array(
    backupCookedEntrySchema
      .omit({ user_sub: true, user_name: true })
      .extend({ title: text(TITLE_MAX_LENGTH) }),
  ),
  shopping_lists: z.array(
    backupShoppingListSchema.omit({ household_id: true, owner_sub: true }).extend({
      items: z.array(z.object(listItemFields)),
    }),
  ),
  meal_plan: z.array(
    backupMealPlanEntrySchema
      .omit({ household_id: true, user_sub: true })
      .extend({ title: text(TITLE_MAX_LENGTH) }),
  ),
});
export type ExportKitchen = z.infer<typeof exportKitchenSchema>;
