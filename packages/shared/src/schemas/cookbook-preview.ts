import { z } from 'zod';

/*
 * The cookbook's preview (/api/cookbooks/:id/preview): the pages the book will run to, what may
 * print badly, and a PDF of the cover and one recipe's pages as the book prints them.
 */

export const COOKBOOK_PREVIEW_LIMITS = {
  /**
   * Pages a print shop binds without trouble; a longer book is warned about (perfect binding
   * usually stops near 500 to 600 pages).
   */
  printShopPages: 500,
  /** A recipe running to this many pages or more is warned about. */
  longRecipePages: 3,
} as const;

export const COOKBOOK_PREVIEW_WARNINGS = [
  'small-cover',
  'small-photo',
  'long-recipe',
  'long-book',
] as const;
export type CookbookPreviewWarningCode = (typeof COOKBOOK_PREVIEW_WARNINGS)[number];

export const COOKBOOK_PREVIEW_MESSAGES = {
  badRecipe: 'Choose one of the book’s recipes to preview.',
  recipeNotInBook: 'That recipe is not in this book. Choose one of the book’s recipes.',
  noRecipes: 'This book has no recipes to preview.',
  smallCover: (pixels: { width: number; height: number }) =>
    `The cover photo is too small to print sharp across the whole cover. Upload one of at least ${pixels.width} × ${pixels.height} pixels.`,
  smallPhoto: (title: string) =>
    `The photo of “${title}” is small, so it prints in the smaller frame. A larger photo would fill the column.`,
  longRecipe: (title: string, pages: number) =>
    `“${title}” runs to ${pages} pages. A shorter description or story would keep it on fewer.`,
  longBook: (pages: number) =>
    `The book runs to about ${pages} pages: more than many print shops bind in one volume (${COOKBOOK_PREVIEW_LIMITS.printShopPages}). Consider two books.`,
} as const;

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
