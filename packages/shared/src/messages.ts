import { RECIPE_JSON_MAX_DEPTH, REVIEW_LIMITS } from './constants.js';

/**
 * Every user-facing text of the specification, worded exactly as it gives them. This file holds
 * the texts any page can show; those of forms, toasts and moderation are in form-messages.ts, so
 * that a first visit does not load them.
 */
export const PAGE_TEXT = {
  notFoundTitle: 'Page not found',
  notFoundBody: "Sorry, we couldn't find the page you're looking for",
  goBackHome: 'Go back home',
  noRecipesFound: 'No recipes found',
  noRecipesFoundList: 'No recipes found.',
  loading: 'Loading',
  accessDeniedTitle: 'Access Denied',
  accessDeniedMessage:
    'Unauthorized to view this recipe. Please check your permissions or contact support.',
  recipeNotFoundTitle: 'Recipe Not Found',
  backToHome: 'Back to Home',
  accessUnavailable: 'Access Unavailable',
  networkError: 'Network error occurred.',
} as const;

/** Error messages of API responses. */
export const API_MESSAGES = {
  recipeNotFound: 'Recipe not found',
  recipeAccessDenied: 'Access denied. Unauthorized to view this recipe.',
  refreshTokenMissing: 'Refresh token missing or expired',
  routeNotFound: 'Not found',
  /** The kitchen's writes (lists, notes, the plan) over their rate limit. */
  tooManyChanges: 'Too many changes. Please try again in a few minutes.',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'Database unavailable',
  recipeJsonTooDeep: `The lists of a recipe can be nested at most ${RECIPE_JSON_MAX_DEPTH} levels deep.`,
  reviewsTooLarge: `Reviews can hold at most ${REVIEW_LIMITS.count} reviews and ${REVIEW_LIMITS.maxBytes / 1024} KB in all.`,
} as const;
