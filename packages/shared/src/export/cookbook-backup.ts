import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.js';
import { COOKBOOK_LIMITS, COOKBOOK_ORDERS, COOKBOOK_PAGE_SIZES } from '../schemas/cookbooks.js';
import { sub, text, timestamp } from './backup-fields.js';

/*
 * The family cookbooks in a backup (migration 0026): each saved book as its maker set it, with its
 * recipes' ids in the maker's order. The PDFs are not in it: a cook makes one again. Nor is an
 * uploaded cover photo: the book comes back with its recipe cover, or none.
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
  cover_recipe_id: z.uuid().nullable(),
  page_size: z.enum(COOKBOOK_PAGE_SIZES),
  photos: z.boolean(),
  shared: z.boolean(),
  created_on: timestamp,
  updated_on: timestamp,
});
