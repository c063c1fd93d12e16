import { z } from 'zod';
import { CATEGORIES, DIFFICULTIES, GROUPS, RECIPE_STATUSES } from '../constants.js';
import { ingredientSchema } from '../schemas/recipe.js';

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
  file_name: z.string().min(1),
  /** The image file in base64; absent in the Markdown zip, where the file sits at `file_name`. */
  data: z.base64().optional(),
});
export type ExportImage = z.infer<typeof exportImageSchema>;

const minutes = z.number().int().nonnegative();
const timestamp = z.iso.datetime({ offset: true });

/** One status change of a recipe in a backup (decision 019). */
export const backupStatusChangeSchema = z.object({
  from: z.literal(RECIPE_STATUSES).nullable(),
  to: z.literal(RECIPE_STATUSES),
  by_name: z.string(),
  by_email: z.string(),
  note: z.string().nullable(),
  at: timestamp,
});
export type BackupStatusChange = z.infer<typeof backupStatusChangeSchema>;

/** This site's fields of one recipe, as the database holds them. */
export const recipeExtensionSchema = z.object({
  version: z.literal(EXPORT_FORMAT_VERSION),
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  tags: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  instructions: z.array(z.string()),
  tips: z.array(z.string()),
  reviews: z.array(z.unknown()),
  status: z.literal(RECIPE_STATUSES),
  featured: z.boolean(),
  prep_time: minutes,
  cook_time: minutes,
  total_time: minutes,
  serving: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  source: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  created_on: timestamp,
  updated_on: timestamp,
  /** The largest stored variant of the photo; null when the thumbnail is not one of ours. */
  image: exportImageSchema.nullable(),
  /** Family provenance (decision 019); absent in files written before it. */
  story: z.string().optional(),
  from_kitchen_of: z.string().optional(),
  variation_of: z.uuid().nullable().optional(),
  /** The scan of the handwritten card, as `image`. */
  card_image: exportImageSchema.nullable().optional(),
  /** Only in an administrator's backup: the latest moderation note and every status change. */
  review_note: z.string().nullable().optional(),
  history: z.array(backupStatusChangeSchema).optional(),
});
export type RecipeExtension = z.infer<typeof recipeExtensionSchema>;

/** An ISO 8601 duration of whole minutes and hours, as schema.org times are written. */
const isoDuration = z.string().regex(/^PT(?=\d)(?:\d+H)?(?:\d+M)?$/);

/** One exported recipe: schema.org Recipe plus this site's fields. */
export const exportedRecipeSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Recipe'),
  name: z.string(),
  description: z.string(),
  /** Where the photo is served; absolute when the site knows its public address. */
  image: z.string().optional(),
  recipeCategory: z.string(),
  keywords: z.string(),
  recipeIngredient: z.array(z.string()),
  recipeInstructions: z.array(z.object({ '@type': z.literal('HowToStep'), text: z.string() })),
  prepTime: isoDuration,
  cookTime: isoDuration,
  totalTime: isoDuration,
  recipeYield: z.string(),
  author: z.object({ '@type': z.literal('Person'), name: z.string() }),
  datePublished: timestamp,
  dateModified: timestamp,
  isBasedOn: z.string().optional(),
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
