import { z } from 'zod';
import {
  CATEGORIES,
  DIFFICULTIES,
  EMAIL_MAX_LENGTH,
  GROUPS,
  NAME_MAX_LENGTH,
  RECIPE_LIMITS,
  RECIPE_STATUSES,
  TITLE_MAX_LENGTH,
} from '../constants.js';
import { exportImageSchema } from './export-image.js';
import { HOUSEHOLD_LIMITS, HOUSEHOLD_ROLES } from '../schemas/household.js';
import { AISLES, KITCHEN_LIMITS, LIST_UNIT_SYSTEMS } from '../schemas/kitchen.js';
import { MEALS, PLAN_LIMITS } from '../schemas/plan-entries.js';
import { ingredientSchema, reviewsSchema } from '../schemas/recipe.js';
import {
  backupAisleOrderSchema,
  backupHouseholdMemberSchema,
  backupHouseholdPantrySchema,
  backupHouseholdSchema,
  backupItemAisleSchema,
  backupPantryStapleSchema,
} from './household-backup.js';
import { backupCookbookSchema } from './cookbook-backup.js';
import { backupAccountSchema } from './restore-report.js';

/**
 * Every field of a restored or imported recipe is bounded by the limits the forms apply
 * (RECIPE_LIMITS), so a file cannot store what a cook could not type: text is capped, lists are
 * counted, photos are images of an accepted type within the upload limit.
 */
const text = (max: number) => z.string().max(max);
const list = <T extends z.ZodType>(item: T, count: number) => z.array(item).max(count);

/**
 * The file format of GET /api/export/my-recipes?format=json and of GET /api/admin/backup
 * (decision 017): schema.org `Recipe` objects, which other recipe managers read, each carrying this
 * site's own fields under `family_recipes` so that an import gives back exactly what was exported.
 */
export const EXPORT_FORMAT_VERSION = 1;

/** The key that holds this site's own fields in an exported schema.org Recipe. */
export const EXPORT_EXTENSION_KEY = 'family_recipes';

const minutes = z.number().int().nonnegative();
const timestamp = z.iso.datetime({ offset: true });

/** One status change of a recipe in a backup (decision 019). */
export const backupStatusChangeSchema = z.object({
  from: z.literal(RECIPE_STATUSES).nullable(),
  to: z.literal(RECIPE_STATUSES),
  by_name: text(NAME_MAX_LENGTH),
  by_email: text(EMAIL_MAX_LENGTH),
  note: text(RECIPE_LIMITS.reviewNoteMax).nullable(),
  at: timestamp,
});
export type BackupStatusChange = z.infer<typeof backupStatusChangeSchema>;

/** This site's fields of one recipe, as the database holds them. */
export const recipeExtensionSchema = z.object({
  version: z.literal(EXPORT_FORMAT_VERSION),
  id: z.uuid(),
  title: text(TITLE_MAX_LENGTH),
  description: text(RECIPE_LIMITS.descriptionMax),
  category: z.enum(CATEGORIES),
  tags: list(text(RECIPE_LIMITS.tagMax), RECIPE_LIMITS.tagsCount),
  ingredients: list(ingredientSchema, RECIPE_LIMITS.ingredientsCount),
  instructions: list(text(RECIPE_LIMITS.lineMax), RECIPE_LIMITS.instructionsCount),
  tips: list(text(RECIPE_LIMITS.lineMax), RECIPE_LIMITS.tipsCount),
  reviews: reviewsSchema,
  status: z.literal(RECIPE_STATUSES),
  featured: z.boolean(),
  prep_time: minutes,
  cook_time: minutes,
  total_time: minutes,
  serving: text(RECIPE_LIMITS.servingMax),
  difficulty: z.enum(DIFFICULTIES),
  source: text(RECIPE_LIMITS.sourceMax),
  user_name: text(NAME_MAX_LENGTH),
  user_email: text(EMAIL_MAX_LENGTH),
  created_on: timestamp,
  updated_on: timestamp,
  /** The largest stored variant of the photo; null when the thumbnail is not one of ours. */
  image: exportImageSchema.nullable(),
  /** Family provenance (decision 019); absent in files written before it. */
  story: text(RECIPE_LIMITS.storyMax).optional(),
  from_kitchen_of: text(RECIPE_LIMITS.fromKitchenOfMax).optional(),
  variation_of: z.uuid().nullable().optional(),
  /** The scan of the handwritten card, as `image`. */
  card_image: exportImageSchema.nullable().optional(),
  /** Only in an administrator's backup: the latest moderation note and every status change. */
  review_note: text(RECIPE_LIMITS.reviewNoteMax).nullable().optional(),
  history: list(backupStatusChangeSchema, RECIPE_LIMITS.historyCount).optional(),
  /** Only in a backup: the owner's account id (`accounts` gives its address); null for none. */
  owner_sub: z.string().min(1).max(128).nullable().optional(),
});
export type RecipeExtension = z.infer<typeof recipeExtensionSchema>;

/** An ISO 8601 duration of whole minutes and hours, as schema.org times are written. */
const isoDuration = z.string().regex(/^PT(?=\d)(?:\d+H)?(?:\d+M)?$/);

/** One exported recipe: schema.org Recipe plus this site's fields. */
export const exportedRecipeSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Recipe'),
  name: text(TITLE_MAX_LENGTH),
  description: text(RECIPE_LIMITS.descriptionMax),
  /**
   * Where the photo is served; absolute when the site knows its public address. A restore stores
   * it as the photo's address when the file carries no photo, so it must be one.
   */
  image: text(RECIPE_LIMITS.urlMax)
    .regex(/^(https?:\/\/|\/)/)
    .optional(),
  recipeCategory: text(RECIPE_LIMITS.tagMax),
  /** The tags joined with ", ". */
  keywords: text(RECIPE_LIMITS.tagsCount * (RECIPE_LIMITS.tagMax + 2)),
  /**
   * Each ingredient line as the cook wrote it (its `text`); `family_recipes.ingredients` holds the
   * model of each, which a restore or an import reads again from that text.
   */
  recipeIngredient: list(text(RECIPE_LIMITS.lineMax), RECIPE_LIMITS.ingredientsCount),
  recipeInstructions: list(
    z.object({ '@type': z.literal('HowToStep'), text: text(RECIPE_LIMITS.lineMax) }),
    RECIPE_LIMITS.instructionsCount,
  ),
  prepTime: isoDuration,
  cookTime: isoDuration,
  totalTime: isoDuration,
  recipeYield: text(RECIPE_LIMITS.servingMax),
  author: z.object({ '@type': z.literal('Person'), name: text(NAME_MAX_LENGTH) }),
  datePublished: timestamp,
  dateModified: timestamp,
  isBasedOn: text(RECIPE_LIMITS.urlMax).optional(),
  [EXPORT_EXTENSION_KEY]: recipeExtensionSchema,
});
export type ExportedRecipe = z.infer<typeof exportedRecipeSchema>;

/** The key of a cook's own kitchen in GET /api/export/my-recipes, beside the recipes. */
export const EXPORT_KITCHEN_KEY = 'family_recipes_kitchen';

/** An account's Cognito `sub`, which the kitchen's rows belong to (decision 024). */
const sub = z.string().min(1).max(128);
const day = z.iso.date();
/** A line of a list holds a recipe's ingredient or a free item the cook typed. */
const itemText = text(Math.max(KITCHEN_LIMITS.itemTextMax, RECIPE_LIMITS.ingredientMax));
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
  aisle: z.enum(AISLES),
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
 * The kitchen's arrays of a backup, in the order a backup writes them (after the recipes,
 * households before their members, lists and plans; lists before their lines). Each is optional:
 * backups written before the kitchen have none, and restore the same. `shopping_list_members`,
 * written before lists belonged to households (migration 0019), is still read and checked, and
 * left out of the restore: a list goes to its household, and sharing with single cooks has ended.
 */
export const BACKUP_KITCHEN_SECTIONS = {
  households: backupHouseholdSchema,
  household_members: backupHouseholdMemberSchema,
  household_pantries: backupHouseholdPantrySchema,
  pantry_staples: backupPantryStapleSchema,
  household_item_aisles: backupItemAisleSchema,
  household_aisle_orders: backupAisleOrderSchema,
  favourites: backupFavouriteSchema,
  cooked_entries: backupCookedEntrySchema,
  shopping_lists: backupShoppingListSchema,
  shopping_list_items: backupListItemSchema,
  meal_plan_entries: backupMealPlanEntrySchema,
  cookbooks: backupCookbookSchema,
} as const;
export type BackupKitchenSection = keyof typeof BACKUP_KITCHEN_SECTIONS;

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
  favourites: z.array(backupFavouriteSchema).optional(),
  cooked_entries: z.array(backupCookedEntrySchema).optional(),
  shopping_lists: z.array(backupShoppingListSchema).optional(),
  shopping_list_members: z.array(backupListMemberSchema).optional(),
  shopping_list_items: z.array(backupListItemSchema).optional(),
  meal_plan_entries: z.array(backupMealPlanEntrySchema).optional(),
  cookbooks: z.array(backupCookbookSchema).optional(),
  /** Each account id the backup names, with its email address; absent in older backups. */
  accounts: z.array(backupAccountSchema).optional(),
});
export type Backup = z.infer<typeof backupSchema>;

/** `PT1H30M` for 90; schema.org writes recipe times as ISO 8601 durations. */
export function minutesToIsoDuration(total: number): string {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

export const EXPORT_FORMATS = ['json', 'markdown'] as const;

/** The query of GET /api/export/my-recipes. */
export const exportQuerySchema = z.object({
  format: z
    .enum(EXPORT_FORMATS, { error: `format must be one of ${EXPORT_FORMATS.join(', ')}` })
    .default('json'),
});

export { restoreResultSchema } from './restore-report.js';
