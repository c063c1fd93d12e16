import { z } from 'zod';
import {
  adminUserListItemSchema,
  apiErrorSchema,
  backupSchema,
  cookedEntrySchema,
  myCookedEntrySchema,
  recipeExportSchema,
  recipeInputSchema,
  recipeSchema,
  recipeSummarySchema,
  runtimeConfigSchema,
  userRecordSchema,
} from '@family-recipes/shared';

/**
 * Who may call an operation (docs/product.md, access rules). `cook` is the `user` or `admin` group;
 * `signedIn` any valid token. The document adds 401 and 403 answers and the security requirement
 * from it.
 */
export type Access = 'public' | 'signedIn' | 'cook' | 'admin';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface Body {
  contentType: string;
  schema: z.ZodType;
  /** Makes a component of the schema; inline otherwise. */
  name?: string;
}

interface Answer {
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
  CookedEntry: cookedEntrySchema,
  MyCookedEntry: myCookedEntrySchema,
} as const satisfies Record<string, z.ZodType>;
export type SchemaName = keyof typeof NAMED_SCHEMAS;

export const json = (name: SchemaName): Body => ({
  contentType: 'application/json',
  schema: NAMED_SCHEMAS[name],
  name,
});
export const inlineJson = (schema: z.ZodType): Body => ({
  contentType: 'application/json',
  schema,
});
export const message = inlineJson(z.object({ message: z.string() }));
export const uuidParam = { id: { description: 'The recipe’s id', schema: z.uuid() } };
export const list = (name: SchemaName) => ({
  200: {
    description: 'One page of the list',
    body: inlineJson(z.array(NAMED_SCHEMAS[name])),
    headers: { 'X-Total-Count': 'How many items the whole list holds' },
  },
});

/** The submit and edit forms as multipart: the fields of recipeInputSchema and the photo. */
export const recipeForm = (photoRequired: boolean): Body => ({
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

export const fileUpload = (description: string): Body => ({
  contentType: 'multipart/form-data',
  schema: z.object({ file: z.string().describe(`binary: ${description}`) }),
});
