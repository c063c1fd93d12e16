import type { Category, CookbookOrder, CookbookPageSize } from '@family-recipes/shared';

/*
 * What the PDF renderer is given: a book laid out from saved choices, every text as the cook typed
 * it, photos fetched one at a time when the renderer asks (never all in memory at once).
 */

/** One ingredient line, as the recipe page shows it ("2 cups flour"). */
export interface BookIngredient {
  /** The quantity and unit as printed ("2 ½ cups"); empty when none. */
  amount: string;
  ingredient: string;
}

export interface BookRecipe {
  id: string;
  title: string;
  category: Category;
  description: string;
  /** The family story ("From Grandma Rose, 1962"); empty when none. */
  story: string;
  /** Whose kitchen it came from; empty when none. */
  fromKitchenOf: string;
  /** The cook who submitted it, for the back cover's contributors. */
  cookName: string;
  serving: string;
  prepMinutes: number;
  cookMinutes: number;
  totalMinutes: number;
  ingredients: BookIngredient[];
  instructions: string[];
  tips: string[];
  /** Main ingredients for the index (a few words each); the renderer indexes these pages. */
  mainIngredients: string[];
  /**
   * The photo's largest stored size (WebP bytes), read when called; undefined for no photo.
   * A rejection means the photo could not be had: the renderer prints a placeholder instead.
   */
  photo?: () => Promise<Buffer | undefined>;
  /** The photo's pixel size, when known, for the renderer's resolution check. */
  photoSize?: { width: number; height: number };
}

export interface BookModel {
  title: string;
  subtitle: string;
  dedication: string;
  pageSize: CookbookPageSize;
  order: CookbookOrder;
  /** Whether recipe photos are printed. */
  photos: boolean;
  /** The cover photo (an uploaded one or a recipe's), read when called. */
  cover?: () => Promise<Buffer | undefined>;
  /** The recipes in print order; with order `category`, grouped by category already. */
  recipes: BookRecipe[];
  /** The cooks of its recipes, for the back cover. */
  contributors: string[];
  /** The date printed on the back cover. */
  madeOn: Date;
}

/** Called as the book is made: a share of the work done (0 to 1) and what is being done. */
export type BookProgress = (progress: number, stage: string) => void;

/** What a finished render reports. */
export interface RenderedBook {
  pages: number;
  bytes: number;
}
