import {
  COOKBOOK_MESSAGES,
  NO_PDF,
  type Cookbook,
  type CookbookList,
  type CookbookPdf,
  type CookbookRecipe,
  type Category,
} from '@family-recipes/shared';
import { fileNameWords } from '../../http/file-name.js';
import type { CookbookRow } from './cookbooks.schema.js';
import type { BookRecipeRow } from './book-recipes.repository.js';
import { inPrintOrder } from './book-builder.js';

/** An attempt whose heartbeat is older than this belongs to a process that stopped. */
export const PDF_STALE_MS = 2 * 60 * 1000;

/** True while the attempt is alive: making, its heartbeat recent. */
export function isMaking(row: CookbookRow, now: Date): boolean {
  return (
    row.pdfStatus === 'making' &&
    row.pdfHeartbeat !== null &&
    now.getTime() - row.pdfHeartbeat.getTime() <= PDF_STALE_MS
  );
}

/**
 * The PDF's state as the pages show it. An attempt whose process stopped reads as failed at once,
 * on every replica, before anything records it so. `placeInLine` is the book's place while it
 * waits for its turn in this process's line (null when it does not wait here).
 */
export function pdfStateOf(
  row: CookbookRow,
  now: Date,
  outdated: boolean,
  placeInLine: number | null = null,
): CookbookPdf {
  const state: CookbookPdf = {
    ...NO_PDF,
    status: row.pdfStatus,
    edition: row.pdfEdition,
    crop_marks: row.pdfCropMarks,
  };
  if (row.pdfStatus === 'making' && !isMaking(row, now)) {
    return { ...state, status: 'failed', error: COOKBOOK_MESSAGES.pdfStopped };
  }
  if (row.pdfStatus === 'making') {
    return {
      ...state,
      progress: Math.min(1, Math.max(0, row.pdfProgress)),
      stage: row.pdfStage,
      queue_position: placeInLine,
    };
  }
  if (row.pdfStatus === 'failed') {
    return { ...state, error: row.pdfError ?? COOKBOOK_MESSAGES.pdfFailed };
  }
  if (row.pdfStatus === 'ready') {
    return {
      ...state,
      progress: 1,
      made_on: row.pdfMadeOn?.toISOString() ?? null,
      size: row.pdfSize,
      pages: row.pdfPages,
      outdated,
      cover: row.pdfEdition === 'print' && row.pdfCoverKey !== null,
    };
  }
  return state;
}

function recipeJson(row: BookRecipeRow): CookbookRecipe {
  return {
    _id: row.id,
    title: row.title,
    category: row.category as Category,
    thumbnail_image: row.thumbnailImage,
    user_name: row.userName,
    has_card: row.cardImage !== null,
  };
}

/**
 * A saved book as GET answers it: only the recipes it may still hold (`usable`), in the cook's
 * order as recipeIds (and its chapters', and the cards ticked of those that still have one) and
 * in print order as recipes, so that the answer can be sent back as it is.
 */
export function toCookbookJson(
  row: CookbookRow,
  mine: boolean,
  usable: readonly BookRecipeRow[],
  pdf: CookbookPdf,
): Cookbook {
  const kept = new Set(usable.map((recipe) => recipe.id));
  const recipeIds = row.recipeIds.filter((id) => kept.has(id));
  const carded = new Set(usable.filter((r) => r.cardImage !== null).map((r) => r.id));
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    dedication: row.dedication,
    recipeIds,
    order: row.orderBy,
    chapters: row.chapters.map((chapter) => ({
      title: chapter.title,
      recipeIds: chapter.recipeIds.filter((id) => kept.has(id)),
    })),
    cardRecipeIds: row.cardRecipeIds.filter((id) => carded.has(id)),
    // A page placed after recipes that are no longer in the book goes at its end.
    familyPages: row.familyPages.map((page) => ({
      ...page,
      after: Math.min(page.after, recipeIds.length),
    })),
    coverRecipeId:
      row.coverRecipeId !== null && kept.has(row.coverRecipeId) ? row.coverRecipeId : null,
    pageSize: row.pageSize,
    photos: row.photos,
    shared: row.shared,
    language: row.language,
    recipes: inPrintOrder(row.orderBy, recipeIds, usable).map(recipeJson),
    mine,
    owner_name: row.ownerName,
    cover_image: row.coverImage,
    created_on: row.createdOn.toISOString(),
    updated_on: row.updatedOn.toISOString(),
    pdf,
  };
}

export function toListItemJson(
  row: CookbookRow,
  mine: boolean,
  recipeCount: number,
  pdf: CookbookPdf,
): CookbookList['items'][number] {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    mine,
    owner_name: row.ownerName,
    shared: row.shared,
    updated_on: row.updatedOn.toISOString(),
    pdf,
    recipe_count: recipeCount,
  };
}

/**
 * The PDF's file name: the title in plain letters and digits, dashes between words; `suffix` is
 * added before the extension ("-cover" for the print edition's cover).
 */
export function pdfFileName(title: string, suffix = ''): string {
  const plain = fileNameWords(title, 60);
  return `${plain || 'cookbook'}${suffix}.pdf`;
}
