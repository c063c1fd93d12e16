import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS, type RateLimitDeclaration } from '../limits.js';

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

const pageParams = {
  ...bookIdParam,
  pageId: { schema: 'Uuid', description: 'The family page’s id' },
} as const;

export const setCookbookPagePhoto = endpoint(
  'put',
  '/cookbooks/:id/pages/:pageId/photo',
  cookbooks,
  {
    summary:
      'Upload the photo of one of the book’s family pages in the `photo` field (the recipe photo’s limits: size, type, pixels); it replaces the page’s photo. Counted with the other photo uploads',
    params: pageParams,
    ...bodyOf('CookbookPagePhotoForm', 'Invalid photo', { contentType: 'multipart/form-data' }),
    responses: { 200: book },
    errors: [400, 404, 411, 413, 415, 503],
    limits: [RATE_LIMITS.photoUploads],
  },
);

export const removeCookbookPagePhoto = endpoint(
  'delete',
  '/cookbooks/:id/pages/:pageId/photo',
  cookbooks,
  {
    summary: 'Take the photo off one of the book’s family pages',
    params: pageParams,
    responses: { 200: book },
    errors: [404, 503],
  },
);

export const makeCookbookPdf = endpoint('post', '/cookbooks/:id/pdf', cookbooks, {
  summary:
    'Start making the book’s PDF in the background, the screen edition or, with `edition` print, the print shop’s (the interior with bleed, and a cover PDF; `crop_marks` true adds crop marks in a slug outside the bleed); answers at once with its state (making). One book per cook at a time (409), at most 10 an hour (429 with Retry-After)',
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

/*
 * The book's preview: what it will run to and what may print badly, and the cover and one
 * recipe's pages drawn by the book's own renderer; read as the book is.
 */

/**
 * Each preview lays out the whole book in a worker thread: thirty in ten minutes is a recipe
 * looked at every twenty seconds, counted before the work. The previews' answers and PDFs share it.
 */
const previews: RateLimitDeclaration = {
  name: 'cookbook-previews',
  windowMs: 10 * 60 * 1000,
  max: 30,
  message: 'Too many previews. Please try again in a few minutes.',
  by: 'account',
};

export const previewCookbook = endpoint('post', '/cookbooks/:id/preview', cookbooks, {
  summary:
    'Lay the book out as its PDF would be (the screen edition) and answer the pages it runs to, warnings (a cover photo too small for the cover, a recipe photo in the small frame, a recipe of three pages or more, a book longer than print shops bind) and the pages of the recipe asked for (the first in print order if none). At most 30 previews in 10 minutes per cook',
  params: bookIdParam,
  ...bodyOf('CookbookPreviewRequest', 'Invalid preview'),
  responses: { 200: { description: 'The preview', schema: 'CookbookPreview' } },
  errors: [400, 404, 409, 503],
  limits: [previews],
});

export const getCookbookPreviewPdf = endpoint('get', '/cookbooks/:id/preview.pdf', cookbooks, {
  summary:
    'A PDF of the book’s cover and the pages of one recipe (`recipe`; the first in print order if none), drawn as the book prints them, with their page numbers in the book. Counted with the previews',
  params: bookIdParam,
  query: 'CookbookPreviewQuery',
  responses: {
    200: {
      description: 'The preview PDF',
      schema: 'CookbookPreviewFile',
      contentType: 'application/pdf',
    },
  },
  errors: [400, 404, 409, 503],
  limits: [previews],
});
