import type {
  Category,
  CookbookOrder,
  CookbookPageSize,
  SiteLanguage,
} from '@family-recipes/shared';

/*
 * What the PDF renderer is given: a book laid out from saved choices, every text as the cook typed
 * it, photos fetched one at a time when the renderer asks (never all in memory at once).
 */

/**
 * One ingredient line as the recipe page sets it, read from the line's model: the amount apart
 * from the food ("1/4 tsp" then "red pepper flakes").
 */
export interface BookIngredient {
  /**
   * The amount and its unit as printed, held together by no-break spaces ("1/4 tsp", "1–2 cups",
   * "about 800 g"); empty when the line gives none ("salt to taste").
   */
  amount: string;
  /** The same amount in other units ("15 oz"), set lighter after the amount; empty when none. */
  alternate: string;
  /** The food with its note as written ("garlic, minced"); for a heading, its words ("Dough"). */
  ingredient: string;
  /** A line that names a part of the recipe ("Dough:"), set over the lines after it. */
  heading: boolean;
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
  /** Main ingredients for the index, as foods ("potatoes"); the renderer indexes these pages. */
  mainIngredients: string[];
  /**
   * The photo's largest stored size (WebP bytes), read when called; undefined for no photo.
   * A rejection means the photo could not be had: the renderer prints a placeholder instead.
   */
  photo?: () => Promise<Buffer | undefined>;
  /** The photo's pixel size, when known, for the renderer's resolution check. */
  photoSize?: { width: number; height: number };
  /** The scanned recipe card (WebP bytes), printed after the recipe: set when the cook ticked it. */
  card?: () => Promise<Buffer | undefined>;
  /** The card's pixel size, when known: the layout gives it a frame no larger than it prints in. */
  cardSize?: { width: number; height: number };
}

/** A page of the family's: a photo with its caption and a story, placed among the recipes. */
export interface BookFamilyPage {
  title: string;
  caption: string;
  story: string;
  /** How many recipes of the print order come before it (0: before the first). */
  after: number;
  /** The page's photo (WebP bytes), read when called; undefined for none. */
  photo?: () => Promise<Buffer | undefined>;
  photoSize?: { width: number; height: number };
}

/** A chapter the family named: its title and how many of the recipes, in order, it holds. */
interface BookChapter {
  title: string;
  count: number;
}

export interface BookModel {
  title: string;
  /** The language of the book's own words (headings, dates, page furniture); not the recipes'. */
  language: SiteLanguage;
  subtitle: string;
  dedication: string;
  pageSize: CookbookPageSize;
  order: CookbookOrder;
  /** Whether recipe photos are printed. */
  photos: boolean;
  /** The cover photo (an uploaded one or a recipe's), read when called. */
  cover?: () => Promise<Buffer | undefined>;
  /**
   * The recipes in print order; with order `category`, grouped by category already; with order
   * `chapters`, chapter after chapter.
   */
  recipes: BookRecipe[];
  /** With order `chapters`: the family's chapters, their recipes consecutive in `recipes`. */
  chapters?: BookChapter[];
  /** The family pages, in the order they print where they fall on the same place. */
  familyPages?: BookFamilyPage[];
  /** The cooks of its recipes, for the back cover. */
  contributors: string[];
  /** The date printed on the back cover. */
  madeOn: Date;
  /** The print-shop edition only: crop marks at the trim's corners, in a slug outside the bleed. */
  cropMarks?: boolean;
}

/** Called as the book is made: a share of the work done (0 to 1) and what is being done. */
export type BookProgress = (progress: number, stage: string) => void;

/** What a finished render reports. */
export interface RenderedBook {
  pages: number;
  bytes: number;
}
