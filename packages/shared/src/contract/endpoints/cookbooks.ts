import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/*
 * The family cookbook: a cook's saved choice of recipes, laid out as a printed book, and its PDF
 * made in the background. A book is its maker's own unless shared with the maker's household
 * (every member then reads, edits and downloads it); anything else answers 404.
 */

const cookbooks = { tag: 'Cookbooks', access: 'cook' } as const;

const bookIdParam = { id: { schema: 'Uuid', description: 'The cookbook’s id' } } as const;
const book = { description: 'The cookbook', schema: 'Cookbook' } as const;

export const listCookbooks = endpoint('get', '/cookbooks', cookbooks, {
  summary:
    'The caller’s cookbooks and the ones their household’s members share, newest change first, each with its PDF’s state',
  responses: { 200: { description: 'The cookbooks', schema: 'CookbookList' } },
  errors: [503],
});

export const createCookbook = endpoint('post', '/cookbooks', cookbooks, {
  summary:
    'Save a new cookbook: its recipes (approved ones and the caller’s own, each once, 1 to 300), their order, cover, page size and whether photos are printed; at most 50 books a cook',
  ...bodyOf('CookbookInput', 'Invalid cookbook'),
  responses: { 201: book },
  errors: [400, 409, 503],
});

export const chooseCookbookRecipes = endpoint('post', '/cookbooks/choice', cookbooks, {
  summary:
    'Recipes to start a book from: a category’s approved recipes, the caller’s favourites, the recipes of their household’s past meal plan (most recent first), a cook’s approved recipes (by the name recipes show), every approved recipe, or the caller’s own; at most 300',
  ...bodyOf('CookbookChoiceInput', 'Invalid choice'),
  responses: { 200: { description: 'The recipes', schema: 'CookbookChoice' } },
  errors: [400, 503],
});

export const getCookbook = endpoint('get', '/cookbooks/:id', cookbooks, {
  summary:
    'A cookbook with its recipes in print order (recipes no longer available are left out) and its PDF’s state',
  params: bookIdParam,
  responses: { 200: book },
  errors: [404, 503],
});

export const updateCookbook = endpoint('put', '/cookbooks/:id', cookbooks, {
  summary:
    'Replace a cookbook’s settings and recipes (its maker, or a household member when it is shared); only the maker changes whether it is shared',
  params: bookIdParam,
  ...bodyOf('CookbookInput', 'Invalid cookbook'),
  responses: { 200: book },
  errors: [400, 404, 503],
});

export const deleteCookbook = endpoint('delete', '/cookbooks/:id', cookbooks, {
  summary: 'Delete a cookbook, its cover photo and its PDF (its maker only)',
  params: bookIdParam,
  responses: { 204: { description: 'Deleted' } },
  errors: [403, 404, 503],
});

export const setCookbookCover = endpoint('put', '/cookbooks/:id/cover', cookbooks, {
  summary:
    'Upload the cover photo in the `cover` field (the recipe photo’s limits: size, type, pixels); it replaces a recipe’s photo as the cover. At most 20 photos in 10 minutes per cook, covers and “we made this” photos together',
  params: bookIdParam,
  ...bodyOf('CookbookCoverForm', 'Invalid photo', { contentType: 'multipart/form-data' }),
  responses: { 200: book },
  errors: [400, 404, 411, 413, 415, 503],
  limits: [RATE_LIMITS.photoUploads],
});

export const removeCookbookCover = endpoint('delete', '/cookbooks/:id/cover', cookbooks, {
  summary: 'Take the uploaded cover photo off the book',
  params: bookIdParam,
  responses: { 200: book },
  errors: [404, 503],
});

export const makeCookbookPdf = endpoint('post', '/cookbooks/:id/pdf', cookbooks, {
  summary:
    'Start making the book’s PDF in the background, the screen edition or, with `edition` print, the print shop’s (the interior with bleed, and a cover PDF); answers at once with its state (making). One book per cook at a time (409), at most 10 an hour (429 with Retry-After)',
  params: bookIdParam,
  ...bodyOf('CookbookPdfRequest', 'Invalid edition'),
  responses: { 202: { description: 'The PDF, being made', schema: 'CookbookPdf' } },
  errors: [400, 404, 409, 429, 503],
});

export const getCookbookPdf = endpoint('get', '/cookbooks/:id/pdf', cookbooks, {
  summary:
    'The book’s PDF, streamed, when it is ready; 202 with its progress while it is being made; 404 when none was made; 409 with the reason when the last attempt failed (make it again)',
  params: bookIdParam,
  responses: {
    200: {
      description: 'The PDF',
      schema: 'CookbookPdfFile',
      contentType: 'application/pdf',
      headers: { 'Content-Disposition': 'attachment with a file name made from the title' },
    },
    202: { description: 'The PDF, being made', schema: 'CookbookPdf' },
  },
  errors: [404, 409, 503],
});

export const getCookbookCoverPdf = endpoint('get', '/cookbooks/:id/cover.pdf', cookbooks, {
  summary:
    'The print edition’s cover PDF (back cover, spine and front cover on one sheet with bleed), streamed, when it is ready; 202 with its progress while a PDF is being made; 404 when no print edition is ready; 409 with the reason when the last attempt failed',
  params: bookIdParam,
  responses: {
    200: {
      description: 'The cover PDF',
      schema: 'CookbookPdfFile',
      contentType: 'application/pdf',
      headers: { 'Content-Disposition': 'attachment with a file name made from the title' },
    },
    202: { description: 'The PDF, being made', schema: 'CookbookPdf' },
  },
  errors: [404, 409, 503],
});
