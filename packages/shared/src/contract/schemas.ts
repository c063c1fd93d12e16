import type { z } from 'zod';
import { CARD_READER_SCHEMAS } from './card-reader-schemas.js';
import { COOKBOOK_PREVIEW_SCHEMAS } from './cookbook-preview-schemas.js';
import { KITCHEN_SCHEMAS } from './kitchen-schemas.js';
import { RECIPE_SCHEMAS } from './recipe-schemas.js';
import { SERVICE_SCHEMAS } from './service-schemas.js';

export { CONTRACT_MESSAGES, IMPORT_URL_MAX_LENGTH, TOKEN_MAX_LENGTH } from './messages.js';

/**
 * Every schema an endpoint uses, by name: each becomes `#/components/schemas/<name>` in the
 * OpenAPI document, and the declarations in ./endpoints name them (docs/decisions/032). They are
 * kept by area: service-schemas.ts, recipe-schemas.ts and kitchen-schemas.ts.
 */
export const CONTRACT_SCHEMAS = {
  ...SERVICE_SCHEMAS,
  ...RECIPE_SCHEMAS,
  ...KITCHEN_SCHEMAS,
  ...COOKBOOK_PREVIEW_SCHEMAS,
  ...CARD_READER_SCHEMAS,
} as const satisfies Record<string, z.ZodType>;
