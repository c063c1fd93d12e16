import { z } from '../zod.js';
import { GROUPS } from '../constants.js';
import { timestamp } from './backup-fields.js';
import { backupCookbookSchema } from './cookbook-backup.js';
import { EXPORT_FORMAT_VERSION, exportedRecipeSchema } from './exported-recipe.js';
import {
  backupAisleOrderSchema,
  backupHouseholdMemberSchema,
  backupHouseholdPantrySchema,
  backupHouseholdAisleSchema,
  backupHouseholdSchema,
  backupHouseholdShopSchema,
  backupItemAisleSchema,
  backupListShopSchema,
  backupPantryStapleSchema,
} from './household-backup.js';
import {
  backupCookedEntrySchema,
  backupFavouriteSchema,
  backupListItemSchema,
  backupListMemberSchema,
  backupMealPlanEntrySchema,
  backupMealRulesSchema,
  backupShoppingListSchema,
  exportKitchenSchema,
} from './kitchen-backup.js';
import { backupAccountSchema } from './restore-report.js';

/** The key of a cook's own kitchen in GET /api/export/my-recipes, beside the recipes. */
export const EXPORT_KITCHEN_KEY = 'family_recipes_kitchen';

/**
 * The kitchen's arrays of a backup, in the order a backup writes them (after the recipes,
 * households before their members, lists and plans; lists before their lines; shops and lists
 * before the shop of each list). Each is optional: backups written before the kitchen, or before
 * a table was added to it (a household's own aisles, shops and meal rules, migrations 0032-0033),
 * have none, and restore the same. So an added array, like an added optional field (a line's
 * `shares`), keeps the format's version: every backup it could read before still reads the
 * same. `shopping_list_members`, written before lists belonged to households (migration 0019),
 * is still read and checked, and left out of the restore: a list goes to its household, and
 * sharing with single cooks has ended.
 */
export const BACKUP_KITCHEN_SECTIONS = {
  households: backupHouseholdSchema,
  household_members: backupHouseholdMemberSchema,
  household_pantries: backupHouseholdPantrySchema,
  pantry_staples: backupPantryStapleSchema,
  household_item_aisles: backupItemAisleSchema,
  household_aisle_orders: backupAisleOrderSchema,
  household_aisles: backupHouseholdAisleSchema,
  household_shops: backupHouseholdShopSchema,
  household_meal_rules: backupMealRulesSchema,
  favourites: backupFavouriteSchema,
  cooked_entries: backupCookedEntrySchema,
  shopping_lists: backupShoppingListSchema,
  shopping_list_items: backupListItemSchema,
  shopping_list_shops: backupListShopSchema,
  meal_plan_entries: backupMealPlanEntrySchema,
  cookbooks: backupCookbookSchema,
} as const;
export type BackupKitchenSection = keyof typeof BACKUP_KITCHEN_SECTIONS;

/**
 * GET /api/export/my-recipes?format=json: a JSON-LD document whose `@graph` holds the caller's
 * recipes, which schema.org readers (and this site's file import) find there, and whose
 * EXPORT_KITCHEN_KEY holds the caller's kitchen, which they ignore as a term schema.org does not
 * define.
 */
export const recipeExportSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@graph': z.array(exportedRecipeSchema),
  [EXPORT_KITCHEN_KEY]: exportKitchenSchema,
});
export type RecipeExport = z.infer<typeof recipeExportSchema>;

/** A row of the users table in a backup. */
export const backupUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  birth_day: z.number().int().nullable(),
  birth_month: z.number().int().nullable(),
  groups: z.array(z.enum(GROUPS)),
  created_on: timestamp,
  updated_on: timestamp,
});
export type BackupUser = z.infer<typeof backupUserSchema>;

export const BACKUP_FORMAT = 'family-recipes-backup';

/** GET /api/admin/backup and the file POST /api/admin/restore reads. */
export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(EXPORT_FORMAT_VERSION),
  created_on: timestamp,
  users: z.array(backupUserSchema),
  recipes: z.array(exportedRecipeSchema),
  households: z.array(backupHouseholdSchema).optional(),
  household_members: z.array(backupHouseholdMemberSchema).optional(),
  household_pantries: z.array(backupHouseholdPantrySchema).optional(),
  pantry_staples: z.array(backupPantryStapleSchema).optional(),
  household_item_aisles: z.array(backupItemAisleSchema).optional(),
  household_aisle_orders: z.array(backupAisleOrderSchema).optional(),
  household_aisles: z.array(backupHouseholdAisleSchema).optional(),
  household_shops: z.array(backupHouseholdShopSchema).optional(),
  household_meal_rules: z.array(backupMealRulesSchema).optional(),
  favourites: z.array(backupFavouriteSchema).optional(),
  cooked_entries: z.array(backupCookedEntrySchema).optional(),
  shopping_lists: z.array(backupShoppingListSchema).optional(),
  shopping_list_members: z.array(backupListMemberSchema).optional(),
  shopping_list_items: z.array(backupListItemSchema).optional(),
  shopping_list_shops: z.array(backupListShopSchema).optional(),
  meal_plan_entries: z.array(backupMealPlanEntrySchema).optional(),
  cookbooks: z.array(backupCookbookSchema).optional(),
  /** Each account id the backup names, with its email address; absent in older backups. */
  accounts: z.array(backupAccountSchema).optional(),
});
export type Backup = z.infer<typeof backupSchema>;

export const EXPORT_FORMATS = ['json', 'markdown'] as const;

/** The query of GET /api/export/my-recipes. */
export const exportQuerySchema = z.object({
  format: z
    .enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
    .default('json'),
});
