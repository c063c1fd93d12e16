import { z } from '../zod.js';
import { COOKBOOK_PREVIEW_MESSAGES } from './cookbook-preview-messages.js';

export { COOKBOOK_PREVIEW_LIMITS, COOKBOOK_PREVIEW_MESSAGES } from './cookbook-preview-messages.js';

/*
 * The cookbook's preview (/api/cookbooks/:id/preview): the pages the book will run to, what may
 * print badly, and a PDF of the cover and one recipe's pages as the book prints them.
 */

export const COOKBOOK_PREVIEW_WARNINGS = [
  'small-cover',
  'small-photo',
  'long-recipe',
  'long-book',
] as const;
export type CookbookPreviewWarningCode = (typeof COOKBOOK_PREVIEW_WARNINGS)[number];

/** The body of POST /api/cookbooks/:id/preview: the recipe to lay out (the book's first if none). */
export const cookbookPreviewRequestSchema = z.strictObject(
  { recipeId: z.uuid({ error: COOKBOOK_PREVIEW_MESSAGES.badRecipe }).optional() },
  { error: COOKBOOK_PREVIEW_MESSAGES.badRecipe },
);
export type CookbookPreviewRequest = z.infer<typeof cookbookPreviewRequestSchema>;

/** The query of GET /api/cookbooks/:id/preview.pdf: the recipe whose pages it holds. */
export const cookbookPreviewQuerySchema = z.object({
  recipe: z.uuid({ error: COOKBOOK_PREVIEW_MESSAGES.badRecipe }).optional(),
});
export type CookbookPreviewQuery = z.infer<typeof cookbookPreviewQuerySchema>;

export const cookbookPreviewWarningSchema = z.object({
  code: z.enum(COOKBOOK_PREVIEW_WARNINGS),
  message: z.string(),
  /** The recipe it is about; null for the book's. */
  recipeId: z.uuid().nullable(),
});
export type CookbookPreviewWarning = z.infer<typeof cookbookPreviewWarningSchema>;

/** What the preview says of the book (its screen edition, as the renderer lays it out). */
export const cookbookPreviewSchema = z.object({
  /** The pages of the screen edition. */
  pages: z.number().int().min(1),
  warnings: z.array(cookbookPreviewWarningSchema),
  /** The recipe laid out: the one asked for, else the book's first in print order. */
  recipe_id: z.uuid(),
  /** The recipe's pages in the book, first and last: its preview PDF prints them. */
  recipe_pages: z.object({ first: z.number().int().min(1), last: z.number().int().min(1) }),
});
export type CookbookPreview = z.infer<typeof cookbookPreviewSchema>;
