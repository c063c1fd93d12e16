import { z } from '../zod.js';
import { LIST_LIMIT, SEARCH_QUERY_MAX_LENGTH, USER_POOL_ID_MAX_LENGTH } from '../constants.js';
import { integer, integerText, tooLong } from './fields.js';

/**
 * Every error body under /api (docs/architecture.md, API conventions): `message` for people, and
 * on a 400 `errors`, one entry per field that is wrong, for forms to show beside that field.
 */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * GET /api/config: what the SPA needs to reach the identity service (see "Runtime configuration"
 * in docs/architecture.md).
 */
export const runtimeConfigSchema = z.object({
  cognito: z.object({
    region: z.string().min(1),
    // Cognito's own format for pool ids, e.g. eu-west-1_AbC123 or local_AbC123.
    userPoolId: z
      .string()
      .max(USER_POOL_ID_MAX_LENGTH)
      .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'userPoolId must look like region_id'),
    clientId: z.string().min(1),
    /** The emulator's address; null against AWS. */
    endpoint: z.string().min(1).nullable(),
    authFlow: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const SORT_FIELDS = ['more.created_on', 'title'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** Query parameters of the list calls; query strings carry numbers as text. */
export const listQuerySchema = z.object({
  sort_by: z
    .enum(SORT_FIELDS, { error: `sort_by must be one of ${SORT_FIELDS.join(', ')}` })
    .default('more.created_on'),
  order: integerText(z.literal([-1, 1], { error: 'order must be -1 or 1' }).default(-1)),
  limit: integerText(
    integer(LIST_LIMIT, {
      invalid: `limit must be a whole number from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}`,
    }).default(LIST_LIMIT.default),
  ),
  page: integerText(
    integer(
      { min: 1, max: Number.MAX_SAFE_INTEGER },
      { invalid: 'page must be a whole number of at least 1' },
    ).default(1),
  ),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, tooLong('q', SEARCH_QUERY_MAX_LENGTH))
    .default(''),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * Query parameters of the search call: those of the lists, and `as_typed=1` to search the words
 * exactly as typed, none read as another (decision 037).
 */
export const searchQuerySchema = listQuerySchema.extend({
  as_typed: z
    .enum(['0', '1'], { error: 'as_typed must be 0 or 1' })
    .optional()
    .transform((value) => value === '1'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
