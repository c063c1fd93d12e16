import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query and mutation key of the web app, one factory per kind of data. They live here rather
 * than in a feature because several features read and change the same data: a recipe approved on
 * its page must refresh the admin lists, the count in the Admin menu and My Recipes.
 */

/** The administrators' and the owner's lists of recipes, each one list page by page. */
export type RecipePagesKind = 'mine' | 'pending' | 'denied' | 'featured';

/** Every read of recipes lives under ['recipes', …]. */
export const recipeKeys = {
  all: ['recipes'] as const,
  featured: () => [...recipeKeys.all, 'featured'] as const,
  latest: () => [...recipeKeys.all, 'latest'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (
    kind: 'all' | 'search' | 'category',
    params: { q: string; category?: string; asTyped?: boolean },
  ) => [...recipeKeys.lists(), kind, params] as const,
  details: () => [...recipeKeys.all, 'detail'] as const,
  detail: (id: string) => [...recipeKeys.details(), id] as const,
  /** My Recipes and the admin lists. */
  pages: () => [...recipeKeys.all, 'pages'] as const,
  pagesOf: (kind: RecipePagesKind) => [...recipeKeys.pages(), kind] as const,
  /** How many recipes wait for review (the Admin menu's count). */
  pendingCount: () => [...recipeKeys.all, 'pending-count'] as const,
  /** Approved recipes a variation may name as its original, by search text. */
  allOriginals: () => [...recipeKeys.all, 'originals'] as const,
  originals: (q: string) => [...recipeKeys.allOriginals(), q] as const,
};

/** What changes recipes: moderation on the recipe page. */
export const recipeMutationKeys = {
  moderate: (action: 'approve' | 'deny' | 'feature' | 'unfeature') =>
    ['recipes', 'moderate', action] as const,
};

/** User records: one person's own, and the administrators' list of accounts. */
export const userKeys = {
  all: ['users'] as const,
  record: (email: string) => [...userKeys.all, 'record', email] as const,
  adminList: () => [...userKeys.all, 'admin-list'] as const,
};

/** An administrator's daily digest setting. */
export const digestKeys = {
  setting: () => ['digest'] as const,
  save: () => ['digest', 'save'] as const,
};

/** GET /api/config, read once per visit. */
export const runtimeConfigKeys = {
  config: () => ['runtime-config'] as const,
};

/** Messages sent from the contact page. */
export const contactMutationKeys = {
  send: () => ['contact', 'send'] as const,
};

/**
 * After a recipe was saved or moderated: the lists it may have joined or left, the counts, and the
 * recipe's own page (every recipe's when `id` is not known). User records, the runtime settings
 * and the digest setting are untouched.
 */
export function invalidateRecipeQueries(queryClient: QueryClient, id?: string): Promise<void> {
  const keys = [
    recipeKeys.featured(),
    recipeKeys.latest(),
    recipeKeys.lists(),
    recipeKeys.pages(),
    recipeKeys.pendingCount(),
    recipeKeys.allOriginals(),
    id === undefined ? recipeKeys.details() : recipeKeys.detail(id),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Shopping lists: the caller's lists and each list with its lines, members and settings. */
export const shoppingKeys = {
  all: ['shopping-lists'] as const,
  lists: () => [...shoppingKeys.all, 'lists'] as const,
  detail: (id: string) => [...shoppingKeys.all, 'detail', id] as const,
  /** Ticking lines of one list off (a mutation key): a read meanwhile would undo the ticks. */
  check: (id: string) => [...shoppingKeys.all, 'check', id] as const,
};

/**
 * Favourites: the ids behind every card's heart (one read for all the cards, per account, so a
 * cook signing in after another never sees their hearts) and the Favourites page's recipes.
 */
export const favouriteKeys = {
  all: ['favourites'] as const,
  ids: (email: string) => [...favouriteKeys.all, 'ids', email.toLowerCase()] as const,
  /** A list of recipes, so under ['recipes', …] with the others. */
  pages: () => [...recipeKeys.all, 'favourites'] as const,
  toggle: () => [...favouriteKeys.all, 'toggle'] as const,
};

/** "We made this": a recipe's notes. */
export const cookedKeys = {
  all: ['cooked'] as const,
  ofRecipe: (recipeId: string) => [...cookedKeys.all, 'recipe', recipeId] as const,
};

/** The cook's meal plan: a range of days (a week), the calendar feed, and recipes to plan. */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  ranges: () => [...mealPlanKeys.all, 'range'] as const,
  range: (from: string, to: string) => [...mealPlanKeys.ranges(), from, to] as const,
  calendar: () => [...mealPlanKeys.all, 'calendar'] as const,
  /** The recipes a search on the week page offers to plan (a read of recipes). */
  recipePicks: (q: string) => [...recipeKeys.all, 'plan-picks', q] as const,
};

/** The cook's household: its name, members and the cook's role. */
export const householdKeys = {
  all: ['household'] as const,
  mine: () => [...householdKeys.all, 'mine'] as const,
  /** The household's pantry staples. */
  pantry: () => [...householdKeys.all, 'pantry'] as const,
};
