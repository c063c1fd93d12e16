import { z } from '../zod.js';
import {
  cookbookPreviewQuerySchema,
  cookbookPreviewRequestSchema,
  cookbookPreviewSchema,
} from '../schemas/cookbook-preview.js';

/** The cookbook preview's schemas by name (contract/endpoints/cookbook-preview.ts). */
export const COOKBOOK_PREVIEW_SCHEMAS = {
  CookbookPreviewRequest: cookbookPreviewRequestSchema,
  CookbookPreviewQuery: cookbookPreviewQuerySchema,
  CookbookPreview: cookbookPreviewSchema,
  CookbookPreviewFile: z.string().describe('binary: the PDF of the cover and the recipe’s pages'),
} as const satisfies Record<string, z.ZodType>;
