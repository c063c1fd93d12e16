/* The cookbook preview's limits and messages, apart from its zod schemas (cookbook-preview.ts re-exports them). */

export const COOKBOOK_PREVIEW_LIMITS = {
  /**
   * Pages a print shop binds without trouble; a longer book is warned about (perfect binding
   * usually stops near 500 to 600 pages).
   */
  printShopPages: 500,
  /** A recipe running to this many pages or more is warned about. */
  longRecipePages: 3,
} as const;

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
