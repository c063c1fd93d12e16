import { endpoint } from '../endpoint.js';
import { bodyOf, pageOf, recipeIdParam as recipeId } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* The recipe lists, pages and forms, and their moderation. */

const recipesPublic = { tag: 'Recipes', access: 'public' } as const;
const recipesCook = { tag: 'Recipes', access: 'cook' } as const;
const recipesSignedIn = { tag: 'Recipes', access: 'signedIn' } as const;
const moderation = { tag: 'Moderation', access: 'admin' } as const;

const page = pageOf('RecipeSummary');

export const listFeatured = endpoint('get', '/featured-recipes', recipesPublic, {
  summary: 'Approved, featured recipes',
  ...page,
});

export const listApproved = endpoint('get', '/all-recipes', recipesPublic, {
  summary: 'Every approved recipe',
  ...page,
});

export const listCategory = endpoint('get', '/categories/:category', recipesPublic, {
  summary: 'Approved recipes of one category',
  params: { category: { schema: 'Text', description: 'The category’s slug, e.g. desserts' } },
  ...page,
  errors: [400, 404, 503],
});

export const searchRecipes = endpoint('get', '/recipes', recipesPublic, {
  summary: 'Search approved recipes (q), or list them',
  ...page,
  query: 'SearchQuery',
  responses: {
    200: {
      ...page.responses[200],
      headers: {
        ...page.responses[200].headers,
        'X-Search-Corrected':
          'Each word read as another, as typed=read, comma-separated, each side encoded as by encodeURIComponent; absent when none was',
        'X-Search-Cache':
          'Only where the server is set to say it (SEARCH_CACHE_STATS, for benches): hit (the search cache answered), shared (the same search being answered did) or miss, then the cache: entries=N; bytes=N; hits=N; shared=N; misses=N',
      },
    },
  },
});

export const getRecipe = endpoint('get', '/recipes/:id', recipesPublic, {
  summary: 'One recipe: approved for anyone, otherwise its owner or an admin',
  params: recipeId,
  responses: { 200: { description: 'The recipe', schema: 'Recipe' } },
  errors: [403, 404, 503],
  offline: { readable: true },
});

export const submitRecipe = endpoint('post', '/submit-recipe', recipesCook, {
  summary: 'Submit a recipe; it waits for an administrator (status 100)',
  ...bodyOf('RecipeSubmitForm', 'Invalid recipe', { contentType: 'multipart/form-data' }),
  responses: { 201: { description: 'The stored recipe', schema: 'Recipe' } },
  errors: [400, 411, 413, 415, 503],
  limits: [RATE_LIMITS.recipeWrites],
});

export const updateRecipe = endpoint('put', '/update-recipe/:id', recipesSignedIn, {
  summary: 'Edit a recipe (owner or admin); it returns to pending',
  params: recipeId,
  ...bodyOf('RecipeEditForm', 'Invalid recipe', { contentType: 'multipart/form-data' }),
  responses: { 201: { description: 'The updated recipe', schema: 'Recipe' } },
  errors: [400, 404, 411, 413, 415, 503],
  limits: [RATE_LIMITS.recipeWrites],
});

export const listMyRecipes = endpoint('get', '/my-recipes', recipesSignedIn, {
  summary: 'The caller’s recipes in every status',
  ...page,
});

export const listPending = endpoint('get', '/admin/pending-recipes', moderation, {
  summary: 'Recipes waiting for review',
  ...page,
});

export const listDenied = endpoint('get', '/admin/denied-recipes', moderation, {
  summary: 'Denied recipes',
  ...page,
});

export const setRecipeStatus = endpoint('put', '/admin/recipes/:id/status/:status', moderation, {
  summary: 'Approve (101) or deny (199) a pending recipe',
  params: {
    ...recipeId,
    status: { schema: 'ModerationStatus', description: '101 approves, 199 denies' },
  },
  ...bodyOf('StatusNote', 'Invalid note', { optional: true }),
  responses: { 200: { description: 'The recipe in its new status', schema: 'Recipe' } },
  errors: [400, 404, 409, 503],
});

export const featureRecipe = endpoint('put', '/feature-recipe/:id', moderation, {
  summary: 'Feature an approved recipe',
  params: recipeId,
  responses: { 200: { description: 'The featured recipe', schema: 'Recipe' } },
  errors: [404, 409, 503],
});

export const unfeatureRecipe = endpoint('put', '/unfeature-recipe/:id', moderation, {
  summary: 'Stop featuring a recipe',
  params: recipeId,
  responses: { 200: { description: 'The recipe', schema: 'Recipe' } },
  errors: [404, 409, 503],
});
