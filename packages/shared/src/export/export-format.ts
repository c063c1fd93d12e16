import { z } from 'zod';
import {
  CATEGORIES,
  DIFFICULTIES,
  EMAIL_MAX_LENGTH,
  GROUPS,
  IMAGE_LIMITS,
  NAME_MAX_LENGTH,
  RECIPE_LIMITS,
  RECIPE_STATUSES,
  TITLE_MAX_LENGTH,
} from '../constants.js';
import { ingredientSchema, reviewsSchema } from '../schemas/recipe.js';

/**
 * Every field of a restored or imported recipe is bounded by the limits the forms apply
 * (RECIPE_LIMITS), so a file cannot store what a cook could not type: text is capped, lists are
 * counted, photos are images of an accepted type within the upload limit.
 */
const text = (max: number) => z.string().max(max);
const list = <T extends z.ZodType>(item: T, count: number) => z.array(item).max(count);

/** A photo's bytes in base64 take 4 characters for every 3 bytes. */
const IMAGE_BASE64_MAX = Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4;

/**
 * The file format of GET /api/export/my-recipes?format=json and of GET /api/admin/backup
 * (decision 017): schema.org `Recipe` objects, which other recipe managers read, each carrying this
 * site's own fields under `family_recipes` so that an import gives back exactly what was exported.
 */
export const EXPORT_FORMAT_VERSION = 1;

/** The key that holds this site's own fields in an exported schema.org Recipe. */
export const EXPORT_EXTENSION_KEY = 'family_recipes';

export const EXPORT_IMAGE_TYPES = ['image/webp', 'image/jpeg', 'image/png', 'image/avif'] as const;

/** A recipe's photo: the bytes in base64 (JSON export and backup) or a file beside the Markdown. */
export const exportImageSchema = z.object({
  content_type: z.enum(EXPORT_IMAGE_TYPES),
  /** The file's name inside a zip export (`photos/<name>.webp`); informative in JSON. */
  file_name: z.string().min(1).max(RECIPE_LIMITS.sourceMax),
  /** The image file in base64; absent in the Markdown zip, where the file sits at `file_name`. */
  data: z.base64().max(IMAGE_BASE64_MAX).optional(),
});
export type ExportImage = z.infer<typeof exportImageSchema>;

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
  /** Quantity, units and name of each ingredient on one line. */
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

/** GET /api/export/my-recipes?format=json: a JSON array of exported recipes. */
export const recipeExportSchema = z.array(exportedRecipeSchema);

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

/** The answer of POST /api/admin/restore: how many recipes and users the backup held. */
export const restoreResultSchema = z.object({
  recipes: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
});
