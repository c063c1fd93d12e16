import { z } from 'zod';
import {
  CATEGORIES,
  DIFFICULTIES,
  RECIPE_STATUSES,
  ingredientSchema,
  contactMessageInputSchema,
  exportQuerySchema,
  restoreResultSchema,
} from '@family-recipes/shared';
import { json, inlineJson, message, fileUpload, type Operation } from '../operation.js';

const nullableMinutes = z.number().int().nonnegative().nullable();

/** POST /api/import/url: the submit form's fields filled from the page, for the cook to check. */
const importDraft = z.object({
  title: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  tags: z.array(z.string()),
  ingredients: z.array(ingredientSchema),
  instructions: z.array(z.string()),
  tips: z.array(z.string()),
  reviews: z.array(z.never()),
  more: z.object({
    prep_time: nullableMinutes,
    cook_time: nullableMinutes,
    total_time: nullableMinutes,
    serving: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    source: z.string(),
  }),
  thumbnail_image: z.string().nullable(),
  warnings: z.array(z.string()),
});

/** POST /api/import/file: what went in and, one by one, what did not. */
const importReport = z.object({
  imported: z.array(
    z.object({
      index: z.number().int().positive(),
      _id: z.uuid(),
      title: z.string(),
      status: z.literal(RECIPE_STATUSES),
    }),
  ),
  failed: z.array(
    z.object({
      index: z.number().int().positive(),
      title: z.string(),
      message: z.string(),
      errors: z.array(z.string()),
    }),
  ),
});

/** The contact form, imports, exports and the backup. */
export const CONTACT_IMPORT_EXPORT_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/send-email',
    summary: 'Send a message through the contact form',
    tag: 'Contact',
    access: 'public',
    body: inlineJson(contactMessageInputSchema),
    responses: { 200: { description: 'Received', body: message } },
    errors: [400, 429, 503],
  },
  {
    method: 'post',
    path: '/import/url',
    summary: 'Read a recipe page’s schema.org Recipe into a submit-form draft (nothing is saved)',
    tag: 'Import',
    access: 'cook',
    body: inlineJson(z.object({ url: z.url() })),
    responses: { 200: { description: 'The draft', body: inlineJson(importDraft) } },
    errors: [400, 413, 415, 422, 429, 502, 503, 504],
  },
  {
    method: 'post',
    path: '/import/file',
    summary:
      'Import a JSON file of schema.org recipes or this site’s export; each becomes a submission (admins keep statuses)',
    tag: 'Import',
    access: 'cook',
    body: fileUpload('a JSON file of schema.org Recipe objects or GET /api/export/my-recipes'),
    responses: { 200: { description: 'The report', body: inlineJson(importReport) } },
    errors: [400, 411, 413, 422, 429, 503],
  },
  {
    method: 'get',
    path: '/export/my-recipes',
    summary: 'Download the caller’s recipes: schema.org JSON with photos, or a Markdown zip',
    tag: 'Export',
    access: 'cook',
    query: exportQuerySchema,
    responses: {
      200: {
        description:
          'format=json: a schema.org JSON-LD document (the recipes in @graph, the caller’s kitchen under family_recipes_kitchen); format=markdown: application/zip',
        body: json('RecipeExport'),
        headers: { 'Content-Disposition': 'attachment with a file name' },
      },
    },
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/admin/backup',
    summary:
      'Every recipe in every status with its photo, the users table and the family kitchen (no calendar feeds)',
    tag: 'Export',
    access: 'admin',
    responses: {
      200: {
        description: 'The backup',
        body: json('Backup'),
        headers: { 'Content-Disposition': 'attachment with a file name' },
      },
    },
    errors: [503],
  },
  {
    method: 'post',
    path: '/admin/restore',
    summary: 'Restore a backup into a site without recipes',
    tag: 'Export',
    access: 'admin',
    body: fileUpload('a backup from GET /api/admin/backup'),
    responses: {
      200: { description: 'What the backup held', body: inlineJson(restoreResultSchema) },
    },
    errors: [400, 409, 411, 413, 415, 503],
  },
];
