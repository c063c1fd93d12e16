import { endpoint } from '../endpoint.js';
import { pageOf, recipeIdParam as recipeId } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* The recipe lists, pages and forms, and their moderation. */

const page = pageOf('RecipeSummary');

export const listFeatured = endpoint({
  method: 'get',
  path: '/featured-recipes',
  summary: 'Approved, featured recipes',
  tag: 'Recipes',
  access: 'public',
  ...page,
});

export const listApproved = endpoint({
  method: 'get',
  path: '/all-recipes',
  summary: 'Every approved recipe',
  tag: 'Recipes',
  access: 'public',
  ...page,
});

export const listCategory = endpoint({
  method: 'get',
  path: '/categories/:category',
  summary: 'Approved recipes of one category',
  tag: 'Recipes',
  access: 'public',
  params: { category: { schema: 'Text', description: 'The category’s slug, e.g. desserts' } },
  ...page,
  errors: [400, 404, 503],
});

export const searchRecipes = endpoint({
  method: 'get',
  path: '/recipes',
  summary: 'Search approved recipes (q), or list them',
  tag: 'Recipes',
  access: 'public',
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

export const getRecipe = endpoint({
  method: 'get',
  path: '/recipes/:id',
  summary: 'One recipe: approved for anyone, otherwise its owner or an admin',
  tag: 'Recipes',
  access: 'public',
  params: recipeId,
  responses: { 200: { description: 'The recipe', schema: 'Recipe' } },
  errors: [403, 404, 503],
  offline: { readable: true },
});

export const submitRecipe = endpoint({
  method: 'post',
  path: '/submit-recipe',
  summary: 'Submit a recipe; it waits for an administrator (status 100)',
  tag: 'Recipes',
  access: 'cook',
  body: { schema: 'RecipeSubmitForm', contentType: 'multipart/form-data' },
  invalid: 'Invalid recipe',
  responses: { 201: { description: 'The stored recipe', schema: 'Recipe' } },
  errors: [400, 411, 413, 415, 503],
  limits: [RATE_LIMITS.recipeWrites],
});

export const updateRecipe = endpoint({
  method: 'put',
  path: '/update-recipe/:id',
  summary: 'Edit a recipe (owner or admin); it returns to pending',
  tag: 'Recipes',
  access: 'signedIn',
  params: recipeId,
  body: { schema: 'RecipeEditForm', contentType: 'multipart/form-data' },
  invalid: 'Invalid recipe',
  responses: { 201: { description: 'The updated recipe', schema: 'Recipe' } },
  errors: [400, 404, 411, 413, 415, 503],
  limits: [RATE_LIMITS.recipeWrites],
});

export const listMyRecipes = endpoint({
  method: 'get',
  path: '/my-recipes',
  summary: 'The caller’s recipes in every status',
  tag: 'Recipes',
  access: 'signedIn',
  ...page,
});

export const listPending = endpoint({
  method: 'get',
  path: '/admin/pending-recipes',
  summary: 'Recipes waiting for review',
  tag: 'Moderation',
  access: 'admin',
  ...page,
});

export const listDenied = endpoint({
  method: 'get',
  path: '/admin/denied-recipes',
  summary: 'Denied recipes',
  tag: 'Moderation',
  access: 'admin',
  ...page,
});

export const setRecipeStatus = endpoint({
  method: 'put',
  path: '/admin/recipes/:id/status/:status',
  summary: 'Approve (101) or deny (199) a pending recipe',
  tag: 'Moderation',
  access: 'admin',
  params: {
    ...recipeId,
    status: { schema: 'ModerationStatus', description: '101 approves, 199 denies' },
  },
  body: { schema: 'StatusNote', optional: true },
  invalid: 'Invalid note',
  responses: { 200: { description: 'The recipe in its new status', schema: 'Recipe' } },
  errors: [400, 404, 409, 503],
});

export const featureRecipe = endpoint({
  method: 'put',
  path: '/feature-recipe/:id',
  summary: 'Feature an approved recipe',
  tag: 'Moderation',
  access: 'admin',
  params: recipeId,
  responses: { 200: { description: 'The featured recipe', schema: 'Recipe' } },
  errors: [404, 409, 503],
});

export const unfeatureRecipe = endpoint({
  method: 'put',
  path: '/unfeature-recipe/:id',
  summary: 'Stop featuring a recipe',
  tag: 'Moderation',
  access: 'admin',
  params: recipeId,
  responses: { 200: { description: 'The recipe', schema: 'Recipe' } },
  errors: [404, 409, 503],
});
