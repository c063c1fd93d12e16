import { z } from '../zod.js';
import {
  CATEGORIES,
  DIFFICULTIES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  RECIPE_LIMITS,
  RECIPE_STATUSES,
  TITLE_MAX_LENGTH,
} from '../constants.js';
import { RECIPE_LANGUAGES } from '../languages/recipe-languages.js';
import { ingredientSchema, reviewsSchema } from '../schemas/recipes.js';
import { list, sub, text, timestamp } from './backup-fields.js';
import { exportImageSchema } from './export-image.js';

/**
 * The file format of GET /api/export/my-recipes?format=json and of GET /api/admin/backup
 * (decision 017): schema.org `Recipe` objects, which other recipe managers read, each carrying this
 * site's own fields under `family_recipes` so that an import gives back exactly what was exported.
 */
export const EXPORT_FORMAT_VERSION = 1;

/** The key that holds this site's own fields in an exported schema.org Recipe. */
export const EXPORT_EXTENSION_KEY = 'family_recipes';

const minutes = z.number().int().nonnegative();

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
  /** The language the recipe is written in; absent in files written before it (restored as 'en'). */
  language: z.enum(RECIPE_LANGUAGES).optional(),
  /** Only in a backup: the owner's account id (`accounts` gives its address); null for none. */
  owner_sub: sub.nullable().optional(),
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
  /** schema.org's language of the recipe (an ISO 639-1 code), as `family_recipes.language`. */
  inLanguage: text(35).optional(),
  [EXPORT_EXTENSION_KEY]: recipeExtensionSchema,
});
export type ExportedRecipe = z.infer<typeof exportedRecipeSchema>;

/** `PT1H30M` for 90; schema.org writes recipe times as ISO 8601 durations. */
export function minutesToIsoDuration(total: number): string {
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
