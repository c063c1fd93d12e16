import type { BACKUP_KITCHEN_SECTIONS } from '@family-recipes/shared';
import type { z } from 'zod';
import type { BackupPart } from '../../db/backup-part.js';
import { cookbooks, type CookbookRow } from './cookbooks.schema.js';

/** A saved book as a backup writes it (packages/shared/src/export/cookbook-backup.ts). */
type BackupCookbook = z.infer<(typeof BACKUP_KITCHEN_SECTIONS)['cookbooks']>;

/**
 * A restored book has no PDF (the cook makes one again), no uploaded cover photo and no family
 * page photos.
 */
const NOTHING_MADE = {
  coverImage: null,
  pdfStatus: 'none',
  pdfJob: null,
  pdfMakerSub: null,
  pdfProgress: 0,
  pdfStage: null,
  pdfStartedOn: null,
  pdfHeartbeat: null,
  pdfEdition: 'screen',
  pdfCropMarks: false,
  pdfKey: null,
  pdfCoverKey: null,
  pdfBuiltFrom: null,
  pdfMadeOn: null,
  pdfSize: null,
  pdfPages: null,
  pdfError: null,
} as const satisfies Partial<CookbookRow>;

/** Every saved book in a backup (modules/export), without its PDF. */
export const COOKBOOKS_BACKUP: BackupPart<CookbookRow, BackupCookbook> = {
  table: cookbooks,
  key: ['id'],
  toBackup: (row) => ({
    id: row.id,
    owner_sub: row.ownerSub,
    owner_name: row.ownerName,
    title: row.title,
    subtitle: row.subtitle,
    dedication: row.dedication,
    recipe_ids: row.recipeIds,
    order: row.orderBy,
    chapters: row.chapters,
    card_recipe_ids: row.cardRecipeIds,
    family_pages: row.familyPages.map(({ image: _image, ...page }) => page),
    cover_recipe_id: row.coverRecipeId,
    page_size: row.pageSize,
    photos: row.photos,
    shared: row.shared,
    language: row.language,
    created_on: row.createdOn.toISOString(),
    updated_on: row.updatedOn.toISOString(),
  }),
  toRow: (entry) => ({
    id: entry.id,
    ownerSub: entry.owner_sub,
    ownerName: entry.owner_name,
    title: entry.title,
    subtitle: entry.subtitle,
    dedication: entry.dedication,
    recipeIds: entry.recipe_ids,
    orderBy: entry.order,
    chapters: entry.chapters,
    cardRecipeIds: entry.card_recipe_ids,
    familyPages: entry.family_pages.map((page) => ({ ...page, image: null })),
    coverRecipeId: entry.cover_recipe_id,
    pageSize: entry.page_size,
    photos: entry.photos,
    shared: entry.shared,
    language: entry.language,
    createdOn: new Date(entry.created_on),
    updatedOn: new Date(entry.updated_on),
    ...NOTHING_MADE,
  }),
};
