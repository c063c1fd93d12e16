import { z } from '../zod.js';
import { NAME_MAX_LENGTH } from '../constants.js';
import { SITE_LANGUAGES } from '../languages/languages.js';
import {
  COOKBOOK_LIMITS,
  COOKBOOK_ORDERS,
  COOKBOOK_PAGE_SIZES,
  cookbookChapterSchema,
  cookbookFamilyPageSchema,
} from '../schemas/cookbooks.js';
import { sub, text, timestamp } from './backup-fields.js';

/*
 * The family cookbooks in a backup (migration 0026): each saved book as its maker set it, with its
 * recipes' ids in the maker's order, its family's chapters, the recipes whose card prints and its
 * family pages (migration 0035; a backup made before has none), and the language its own words
 * print in (migration 0040; a backup made before prints in English). The PDFs are not in it: a cook
 * makes one again. Nor are uploaded photos (the cover, the family pages'): the book comes back
 * with its recipe cover, or none, and its family pages without photos.
 */

export const backupCookbookSchema = z.object({
  id: z.uuid(),
  owner_sub: sub,
  owner_name: text(NAME_MAX_LENGTH),
  title: z.string().min(1).max(COOKBOOK_LIMITS.titleMax),
  subtitle: text(COOKBOOK_LIMITS.subtitleMax),
  dedication: text(COOKBOOK_LIMITS.dedicationMax),
  /** Ids of recipes the backup may no longer hold are kept: a book leaves those out. */
  recipe_ids: z.array(z.uuid()).max(COOKBOOK_LIMITS.recipesMax),
  order: z.enum(COOKBOOK_ORDERS),
  chapters: z.array(cookbookChapterSchema).max(COOKBOOK_LIMITS.chaptersMax).default([]),
  card_recipe_ids: z.array(z.uuid()).max(COOKBOOK_LIMITS.recipesMax).default([]),
  family_pages: z.array(cookbookFamilyPageSchema).max(COOKBOOK_LIMITS.familyPagesMax).default([]),
  cover_recipe_id: z.uuid().nullable(),
  page_size: z.enum(COOKBOOK_PAGE_SIZES),
  photos: z.boolean(),
  shared: z.boolean(),
  language: z.enum(SITE_LANGUAGES).default('en'),
  created_on: timestamp,
  updated_on: timestamp,
});
