import { z } from '../zod.js';
import { CATEGORIES, DIFFICULTIES, RECIPE_STATUSES } from '../constants.js';
import { backupSchema, exportQuerySchema, recipeExportSchema } from '../export/export-format.js';
import { restoreResultSchema } from '../export/restore-report.js';
import { RECIPE_LANGUAGES } from '../languages/recipe-languages.js';
import { listQuerySchema, searchQuerySchema } from '../schemas/api.js';
import { backupListSchema, backupRecordSchema } from '../schemas/backups.js';
import { contactMessageInputSchema } from '../schemas/contact.js';
import { digestSettingSchema, statusNoteSchema } from '../schemas/moderation.js';
import { recipeInputSchema } from '../schemas/recipe-input.js';
import { ingredientSchema, recipeSchema, recipeSummarySchema } from '../schemas/recipes.js';
import { CONTRACT_MESSAGES, IMPORT_URL_MAX_LENGTH } from './messages.js';

const nullableMinutes = z.number().int().nonnegative().nullable();

/** A JSON object as it is, anything else as an empty one: its fields then say what is missing. */
const objectOrEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/** The submit and edit forms as multipart: the fields of recipeInputSchema and the photo. */
const recipeForm = (photoRequired: boolean) =>
  z.object({
    ...Object.fromEntries(
      Object.keys(recipeInputSchema.shape).map((field) => [
        field,
        z.string().describe('Text; instructions, tags, ingredients, reviews, more, tips as JSON'),
      ]),
    ),
    language: z
      .string()
      .describe(
        `The language the recipe is written in, one of ${RECIPE_LANGUAGES.join(', ')} (optional: en)`,
      )
      .optional(),
    thumbnail_image: photoRequired
      ? z.string().describe('binary: JPEG, PNG, WebP or AVIF, at most 15 MB')
      : z.string().describe('binary: a new photo (optional)').optional(),
    card_image: z
      .string()
      .describe('binary: a scan or photo of the handwritten recipe card (optional)')
      .optional(),
  });

const fileUpload = (description: string) =>
  z.object({ file: z.string().describe(`binary: ${description}`) });

/**
 * The schemas of the recipes' calls, their moderation, the contact form, imports, exports and
 * backups (CONTRACT_SCHEMAS).
 */
export const RECIPE_SCHEMAS = {
  ListQuery: listQuerySchema,
  SearchQuery: searchQuerySchema,
  Recipe: recipeSchema,
  RecipeSummary: recipeSummarySchema,
  RecipeSubmitForm: recipeForm(true),
  RecipeEditForm: recipeForm(false),
  StatusNote: statusNoteSchema,
  DigestSetting: digestSettingSchema,

  ContactMessageInput: contactMessageInputSchema,
  ImportUrl: z.preprocess(
    objectOrEmpty,
    z.object({
      url: z
        .string({ error: CONTRACT_MESSAGES.urlRequired })
        .refine((text) => text.trim() !== '', CONTRACT_MESSAGES.urlRequired)
        .max(
          IMPORT_URL_MAX_LENGTH,
          `The address is too long. The limit is ${IMPORT_URL_MAX_LENGTH} characters.`,
        ),
    }),
  ),
  ImportDraft: z.object({
    title: z.string(),
    description: z.string(),
    category: z.enum(CATEGORIES),
    tags: z.array(z.string()),
    language: z.enum(RECIPE_LANGUAGES),
    ingredients: z.array(ingredientSchema),
    instructions: z.array(z.string()),
    tips: z.array(z.string()),
    reviews: z.array(z.never()),
    more: z.object({
      prep_time: nullableMinutes,
      cook_time: nullableMinutes,
      total_time: nullableMinutes,
      serving: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      source: z.string(),
    }),
    thumbnail_image: z.string().nullable(),
    warnings: z.array(z.string()),
  }),
  ImportFile: fileUpload('a JSON file of schema.org Recipe objects or GET /api/export/my-recipes'),
  ImportReport: z.object({
    imported: z.array(
      z.object({
        index: z.number().int().positive(),
        _id: z.uuid(),
        title: z.string(),
        status: z.literal(RECIPE_STATUSES),
      }),
    ),
    failed: z.array(
      z.object({
        index: z.number().int().positive(),
        title: z.string(),
        message: z.string(),
        errors: z.array(z.string()),
      }),
    ),
  }),
  ExportQuery: exportQuerySchema,
  RecipeExport: recipeExportSchema,
  Backup: backupSchema,
  BackupFile: fileUpload('a backup from GET /api/admin/backup'),
  RestoreResult: restoreResultSchema,
  BackupList: backupListSchema,
  BackupRecord: backupRecordSchema,
} as const satisfies Record<string, z.ZodType>;
