import { z } from 'zod';
import {
  CATEGORIES,
  DIFFICULTIES,
  RECIPE_STATUSES,
  adminUserListItemSchema,
  ingredientSchema,
  apiErrorSchema,
  backupSchema,
  contactMessageInputSchema,
  digestSettingSchema,
  exportQuerySchema,
  insertUserInputSchema,
  listQuerySchema,
  recipeExportSchema,
  recipeInputSchema,
  recipeSchema,
  recipeSummarySchema,
  restoreResultSchema,
  runtimeConfigSchema,
  statusNoteSchema,
  updateUserInputSchema,
  userRecordSchema,
} from '@family-recipes/shared';

/**
 * Who may call an operation (docs/product.md, access rules). `cook` is the `user` or `admin` group;
 * `signedIn` any valid token. The document adds 401 and 403 answers and the security requirement
 * from it.
 */
export type Access = 'public' | 'signedIn' | 'cook' | 'admin';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface Body {
  contentType: string;
  schema: z.ZodType;
  /** Makes a component of the schema; inline otherwise. */
  name?: string;
}

export interface Answer {
  description: string;
  body?: Body;
  headers?: Record<string, string>;
}

export interface Operation {
  method: Method;
  /** The Express path under /api, with `:param` placeholders. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  pathParams?: Record<string, { description: string; schema: z.ZodType }>;
  query?: z.ZodObject;
  body?: Body;
  /** The body may be left out (the approve and deny calls' note). */
  bodyOptional?: boolean;
  responses: Record<number, Answer>;
  /** Error statuses besides 401/403 from access and the 500 every operation can answer. */
  errors?: number[];
}

/** Named schemas: each becomes `#/components/schemas/<name>`. */
export const NAMED_SCHEMAS = {
  ApiError: apiErrorSchema,
  Recipe: recipeSchema,
  RecipeSummary: recipeSummarySchema,
  UserRecord: userRecordSchema,
  AdminUserListItem: adminUserListItemSchema,
  RuntimeConfig: runtimeConfigSchema,
  RecipeExport: recipeExportSchema,
  Backup: backupSchema,
} as const satisfies Record<string, z.ZodType>;
export type SchemaName = keyof typeof NAMED_SCHEMAS;

const json = (name: SchemaName): Body => ({
  contentType: 'application/json',
  schema: NAMED_SCHEMAS[name],
  name,
});
const inlineJson = (schema: z.ZodType): Body => ({ contentType: 'application/json', schema });
const message = inlineJson(z.object({ message: z.string() }));
const uuidParam = { id: { description: 'The recipe’s id', schema: z.uuid() } };
const list = (name: SchemaName) => ({
  200: {
    description: 'One page of the list',
    body: inlineJson(z.array(NAMED_SCHEMAS[name])),
    headers: { 'X-Total-Count': 'How many items the whole list holds' },
  },
});

/** The submit and edit forms as multipart: the fields of recipeInputSchema and the photo. */
const recipeForm = (photoRequired: boolean): Body => ({
  contentType: 'multipart/form-data',
  schema: z.object({
    ...Object.fromEntries(
      Object.keys(recipeInputSchema.shape).map((field) => [
        field,
        z.string().describe('Text; instructions, tags, ingredients, reviews, more, tips as JSON'),
      ]),
    ),
    thumbnail_image: photoRequired
      ? z.string().describe('binary: JPEG, PNG, WebP or AVIF, at most 15 MB')
      : z.string().describe('binary: a new photo (optional)').optional(),
    card_image: z
      .string()
      .describe('binary: a scan or photo of the handwritten recipe card (optional)')
      .optional(),
  }),
});

const fileUpload = (description: string): Body => ({
  contentType: 'multipart/form-data',
  schema: z.object({ file: z.string().describe(`binary: ${description}`) }),
});

const tokens = z.object({ idToken: z.string(), accessToken: z.string(), refreshToken: z.string() });

const userTokenAnswer = z.union([
  z.object({ loggedIn: z.literal(false) }),
  z.object({
    loggedIn: z.literal(true),
    name: z.string(),
    email: z.string(),
    groups: z.array(z.string()),
    idToken: z.string(),
    exp: z.number().int(),
    iat: z.number().int(),
  }),
]);

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

/**
 * Every route under /api. The coverage test compares this table with the routes the Express app
 * registers, both ways, so a route added without its entry (or an entry left behind) fails it.
 */
export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness: the process answers',
    tag: 'Service',
    access: 'public',
    responses: {
      200: { description: 'Alive', body: inlineJson(z.object({ status: z.literal('ok') })) },
    },
  },
  {
    method: 'get',
    path: '/ready',
    summary: 'Readiness: the database answers and the process is not stopping',
    tag: 'Service',
    access: 'public',
    responses: {
      200: {
        description: 'Ready',
        body: inlineJson(z.object({ status: z.literal('ready'), database: z.string() })),
      },
    },
    errors: [503],
  },
  {
    method: 'get',
    path: '/config',
    summary: 'What the web app needs to reach the identity service',
    tag: 'Service',
    access: 'public',
    responses: { 200: { description: 'The runtime configuration', body: json('RuntimeConfig') } },
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Service',
    access: 'public',
    responses: {
      200: {
        description: 'The OpenAPI 3.1 document',
        body: inlineJson(z.record(z.string(), z.unknown())),
      },
    },
  },
  {
    method: 'get',
    path: '/docs',
    summary: 'This document as a readable page',
    tag: 'Service',
    access: 'public',
    responses: {
      200: { description: 'An HTML page', body: { contentType: 'text/html', schema: z.string() } },
    },
  },
  {
    method: 'get',
    path: '/featured-recipes',
    summary: 'Approved, featured recipes',
    tag: 'Recipes',
    access: 'public',
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/all-recipes',
    summary: 'Every approved recipe',
    tag: 'Recipes',
    access: 'public',
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/categories/:category',
    summary: 'Approved recipes of one category',
    tag: 'Recipes',
    access: 'public',
    pathParams: {
      category: { description: 'The category’s slug, e.g. desserts', schema: z.string() },
    },
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/recipes',
    summary: 'Search approved recipes (q), or list them',
    tag: 'Recipes',
    access: 'public',
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/recipes/:id',
    summary: 'One recipe: approved for anyone, otherwise its owner or an admin',
    tag: 'Recipes',
    access: 'public',
    pathParams: uuidParam,
    responses: { 200: { description: 'The recipe', body: json('Recipe') } },
    errors: [403, 404, 503],
  },
  {
    method: 'post',
    path: '/submit-recipe',
    summary: 'Submit a recipe; it waits for an administrator (status 100)',
    tag: 'Recipes',
    access: 'cook',
    body: recipeForm(true),
    responses: { 201: { description: 'The stored recipe', body: json('Recipe') } },
    errors: [400, 411, 413, 415, 429, 503],
  },
  {
    method: 'put',
    path: '/update-recipe/:id',
    summary: 'Edit a recipe (owner or admin); it returns to pending',
    tag: 'Recipes',
    access: 'signedIn',
    pathParams: uuidParam,
    body: recipeForm(false),
    responses: { 201: { description: 'The updated recipe', body: json('Recipe') } },
    errors: [400, 404, 411, 413, 415, 429, 503],
  },
  {
    method: 'get',
    path: '/my-recipes',
    summary: 'The caller’s recipes in every status',
    tag: 'Recipes',
    access: 'signedIn',
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/admin/pending-recipes',
    summary: 'Recipes waiting for review',
    tag: 'Moderation',
    access: 'admin',
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/admin/denied-recipes',
    summary: 'Denied recipes',
    tag: 'Moderation',
    access: 'admin',
    query: listQuerySchema,
    responses: list('RecipeSummary'),
    errors: [400, 503],
  },
  {
    method: 'put',
    path: '/admin/recipes/:id/status/:status',
    summary: 'Approve (101) or deny (199) a pending recipe',
    tag: 'Moderation',
    access: 'admin',
    pathParams: {
      ...uuidParam,
      status: { description: '101 approves, 199 denies', schema: z.enum(['101', '199']) },
    },
    body: inlineJson(statusNoteSchema),
    bodyOptional: true,
    responses: { 200: { description: 'The recipe in its new status', body: json('Recipe') } },
    errors: [400, 404, 409, 503],
  },
  {
    method: 'get',
    path: '/admin/digest',
    summary: 'Whether the calling admin gets the daily digest of new submissions',
    tag: 'Moderation',
    access: 'admin',
    responses: { 200: { description: 'The setting', body: inlineJson(digestSettingSchema) } },
    errors: [503],
  },
  {
    method: 'put',
    path: '/admin/digest',
    summary: 'Turn the daily digest of new submissions on or off for the calling admin',
    tag: 'Moderation',
    access: 'admin',
    body: inlineJson(digestSettingSchema),
    responses: { 200: { description: 'The setting', body: inlineJson(digestSettingSchema) } },
    errors: [400, 503],
  },
  {
    method: 'put',
    path: '/feature-recipe/:id',
    summary: 'Feature an approved recipe',
    tag: 'Moderation',
    access: 'admin',
    pathParams: uuidParam,
    responses: { 200: { description: 'The featured recipe', body: json('Recipe') } },
    errors: [404, 409, 503],
  },
  {
    method: 'put',
    path: '/unfeature-recipe/:id',
    summary: 'Stop featuring a recipe',
    tag: 'Moderation',
    access: 'admin',
    pathParams: uuidParam,
    responses: { 200: { description: 'The recipe', body: json('Recipe') } },
    errors: [404, 409, 503],
  },
  {
    method: 'post',
    path: '/set-tokens',
    summary: 'Verify the tokens of a sign-in and keep them in httpOnly cookies',
    tag: 'Session',
    access: 'public',
    body: inlineJson(tokens),
    responses: { 200: { description: 'Stored', body: message } },
    errors: [400, 401, 503],
  },
  {
    method: 'get',
    path: '/user-token',
    summary: 'Who the cookies say is signed in',
    tag: 'Session',
    access: 'public',
    responses: { 200: { description: 'Signed in or not', body: inlineJson(userTokenAnswer) } },
    errors: [401, 503],
  },
  {
    method: 'post',
    path: '/refresh-tokens',
    summary: 'New id and access tokens from the refresh-token cookie',
    tag: 'Session',
    access: 'public',
    responses: {
      200: {
        description: 'The new tokens (also set as cookies)',
        body: inlineJson(z.object({ idToken: z.string(), accessToken: z.string() })),
      },
    },
    errors: [401, 429, 503],
  },
  {
    method: 'post',
    path: '/logout',
    summary: 'Revoke the refresh token and clear the cookies',
    tag: 'Session',
    access: 'public',
    responses: { 200: { description: 'Signed out', body: message } },
  },
  {
    method: 'post',
    path: '/assign-role',
    summary: 'Put the caller’s account in the user group',
    tag: 'Users',
    access: 'signedIn',
    body: inlineJson(z.object({ username: z.string().optional(), group: z.literal('user') })),
    responses: {
      200: {
        description: 'The account is in the group',
        body: inlineJson(
          z.object({ message: z.string(), username: z.string(), group: z.string() }),
        ),
      },
    },
    errors: [400, 404, 429, 503],
  },
  {
    method: 'post',
    path: '/insert-user',
    summary: 'Create the caller’s user record; an existing one is returned unchanged',
    tag: 'Users',
    access: 'signedIn',
    body: inlineJson(insertUserInputSchema),
    responses: {
      200: { description: 'The existing record', body: json('UserRecord') },
      201: { description: 'The new record', body: json('UserRecord') },
    },
    errors: [400, 429, 503],
  },
  {
    method: 'get',
    path: '/user/:email',
    summary: 'A user record: that user or an admin',
    tag: 'Users',
    access: 'signedIn',
    pathParams: { email: { description: 'The account’s email', schema: z.string() } },
    responses: { 200: { description: 'The record', body: json('UserRecord') } },
    errors: [404, 503],
  },
  {
    method: 'put',
    path: '/update-db-user/:id',
    summary: 'Change a user record: that user or an admin',
    tag: 'Users',
    access: 'signedIn',
    pathParams: { id: { description: 'The record’s id', schema: z.string() } },
    body: inlineJson(updateUserInputSchema),
    responses: { 201: { description: 'The updated record', body: json('UserRecord') } },
    errors: [400, 404, 503],
  },
  {
    method: 'get',
    path: '/admin/users',
    summary: 'Every account of the identity pool',
    tag: 'Users',
    access: 'admin',
    responses: {
      200: {
        description: 'The accounts',
        body: inlineJson(z.array(adminUserListItemSchema)),
        headers: { 'X-Total-Count': 'How many accounts there are' },
      },
    },
    errors: [503],
  },
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
        description: 'format=json: the recipes; format=markdown: application/zip',
        body: json('RecipeExport'),
        headers: { 'Content-Disposition': 'attachment with a file name' },
      },
    },
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/admin/backup',
    summary: 'Every recipe in every status with its photo, and the users table',
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
