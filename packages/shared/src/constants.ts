/** Recipe status codes (docs/product.md, recipe statuses). */
export const RECIPE_STATUS = {
  PENDING: 100,
  APPROVED: 101,
  DENIED: 199,
} as const;
export type RecipeStatus = (typeof RECIPE_STATUS)[keyof typeof RECIPE_STATUS];
export const RECIPE_STATUSES: readonly RecipeStatus[] = [100, 101, 199];

/** Categories as stored on a recipe, in the order of the specification's entity. */
export const CATEGORIES = [
  'Entrees',
  'Breakfast',
  'Appetizers',
  'Desserts',
  'Sides',
  'Drinks',
  'Other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface CategoryChip {
  category: Category;
  /** Path segment used in /categories/{slug}. */
  slug: string;
  label: string;
  background: string;
  foreground: string;
}

/** Home page chips, in the specification's order, each with its own colours (AA contrast). */
export const CATEGORY_CHIPS: readonly CategoryChip[] = [
  {
    category: 'Breakfast',
    slug: 'breakfast',
    label: 'Breakfast',
    background: '#fde7b0',
    foreground: '#6b4500',
  },
  {
    category: 'Appetizers',
    slug: 'appetizers',
    label: 'Appetizers',
    background: '#d9f0d3',
    foreground: '#1f5a1a',
  },
  {
    category: 'Entrees',
    slug: 'entrees',
    label: 'Entrees',
    background: '#fbd3c4',
    foreground: '#7a2610',
  },
  {
    category: 'Desserts',
    slug: 'desserts',
    label: 'Desserts',
    background: '#f6d2e4',
    foreground: '#7a1f4c',
  },
  {
    category: 'Sides',
    slug: 'sides',
    label: 'Sides',
    background: '#e6e0c8',
    foreground: '#4f4320',
  },
  {
    category: 'Drinks',
    slug: 'drinks',
    label: 'Drinks',
    background: '#cfe6f3',
    foreground: '#15506e',
  },
  {
    category: 'Other',
    slug: 'other',
    label: 'Other',
    background: '#e3dcef',
    foreground: '#46306e',
  },
];

/** Finds the category for a route segment or query value, ignoring case. */
export function categoryFromSlug(value: string): Category | undefined {
  const wanted = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === wanted);
}

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard', 'Expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const GROUPS = ['user', 'admin'] as const;
export type Group = (typeof GROUPS)[number];
/** New sign-ups get this group. */
export const DEFAULT_GROUP: Group = 'user';

export type TagIcon = 'gluten-free' | 'vegan' | 'vegetarian';
const TAG_ICON_BY_TAG: Record<string, TagIcon> = {
  'gluten free': 'gluten-free',
  gf: 'gluten-free',
  'gluten-free': 'gluten-free',
  vegan: 'vegan',
  vegetarian: 'vegetarian',
};
/** The small icon a recipe card shows for a tag, matched case-insensitively. */
export function tagIcon(tag: string): TagIcon | undefined {
  return TAG_ICON_BY_TAG[tag.trim().toLowerCase()];
}

export const TITLE_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const LATEST_RECIPES_COUNT = 4;
export const CAROUSEL_INTERVAL_MS = 10_000;
export const SEARCH_DEBOUNCE_MS = { category: 300, search: 300, allRecipes: 500 } as const;
export const SCALE_MULTIPLIERS = [1, 2, 3] as const;
/** The desktop layout's breakpoint in em: 900 px at the default 16 px text, wider when the text is larger. */
export const MOBILE_BREAKPOINT_EM = 56.25;
export const BIRTH_DAY_RANGE = { min: 1, max: 31 } as const;
export const BIRTH_MONTH_RANGE = { min: 1, max: 12 } as const;
export const USER_POOL_ID_MAX_LENGTH = 55;

export const TOAST_DURATION_MS = {
  default: 3_000,
  error: 5_000,
} as const;
export const TOAST_POSITION = 'top-right' as const;

export const AUTH_REFRESH = {
  /** A network error on refresh is retried this many more times. */
  retries: 3,
  /** Under this share of the token lifespan left, refresh immediately. */
  thresholdRatio: 0.8,
  /** Otherwise refresh this long before expiry. */
  leadTimeMs: 5 * 60 * 1000,
  /** Cap of the exponential back-off between retries. */
  backoffCapMs: 5_000,
} as const;

/** Lists accept `limit` in this range (docs/architecture.md, API conventions). */
export const LIST_LIMIT = { min: 1, max: 100, default: 20 } as const;

/** Recipe image limits (docs/decisions/006-images.md). */
export const IMAGE_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 50_000_000,
  widths: [320, 640, 1280] as const,
} as const;

/**
 * The longest side of the original kept beside IMAGE_LIMITS.widths for print; never sent to pages
 * (a constant of its own, so that the web build leaves it out). A 4:3 photo cropped to a full-bleed
 * A4 cover (303 mm high with its bleed) keeps 2,400 px of height: 201 ppi.
 */
export const PRINT_ORIGINAL_MAX_SIDE = 3200;

/** Upper bounds that keep stored recipe text sane; the forms can show the same limits. */
export const RECIPE_LIMITS = {
  descriptionMax: 5_000,
  servingMax: 100,
  sourceMax: 200,
  tagMax: 50,
  lineMax: 2_000,
  ingredientMax: 200,
  /** One ingredient line as written: an amount, a unit and an ingredient of at most 200 each. */
  ingredientLineMax: 640,
  /** "The story": a few paragraphs. */
  storyMax: 10_000,
  fromKitchenOfMax: 100,
  /** A moderation note: what the cook should change, or a word of thanks. */
  reviewNoteMax: 2_000,
  /** About ten weeks: long enough for curing and fermenting, far below integer overflow. */
  minutesMax: 100_000,
  /** How many entries each list of a recipe holds: far more than any cookbook recipe needs. */
  tagsCount: 50,
  ingredientsCount: 200,
  instructionsCount: 200,
  tipsCount: 100,
  /** Status changes a backup may carry for one recipe: years of edits and decisions. */
  historyCount: 10_000,
  /** A web address (a photo's, a source page's), as browsers and servers commonly accept them. */
  urlMax: 2_048,
} as const;

/**
 * A recipe's reviews (docs/product.md, what a recipe holds): a few hundred short notes at most, so
 * that a list sent with a recipe cannot grow its row without end.
 */
export const REVIEW_LIMITS = {
  count: 200,
  /** The whole list as JSON text, in UTF-8 bytes. */
  maxBytes: 200 * 1024,
  authorMax: 100,
  textMax: 2_000,
  rating: { min: 1, max: 5 },
} as const;

/**
 * How deep the JSON fields of a recipe form (RECIPE_JSON_FIELDS) may nest: ingredients and reviews
 * need two levels, a list of objects. Checked on the text before it is parsed.
 */
export const RECIPE_JSON_MAX_DEPTH = 4;

export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_BODY_MAX_LENGTH = 5_000;
export const SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * The id of the `<script type="application/json">` in which the server embeds the API answers a
 * public page's first screen was drawn with (decision 023); the web app hydrates from it.
 */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
/** The element holding the catalogs of the reader's language a drawn page used (decision 049). */
export const PAGE_MESSAGES_ELEMENT_ID = 'page-messages';

/**
 * The id of the `<template>` into which the server moves the app's entry script and module
 * preloads on such a page; the boot script loads them once the first screen is shown.
 */
export const APP_CODE_ELEMENT_ID = 'app-code';
