import {
  COOKBOOK_LIMITS,
  COOKBOOK_MESSAGES,
  DEFAULT_LANGUAGE,
  type Cookbook,
  type CookbookFields,
  type CookbookList,
  type CookbookEdition,
  type CookbookPdf,
} from '@family-recipes/shared';
import type { CookbookRow } from './cookbooks.schema.js';
import { AppError, invalidField } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Principal } from '../identity/index.js';
import { removeStoredImage, storeRecipeImage } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import type { BookRecipeRow, BookRecipesRepository } from './book-recipes.repository.js';
import type { CookbookPdfMaker, PdfFile } from './cookbook-pdf.js';
import type { CookbookValues, CookbooksRepository, VisibleBook } from './cookbooks.repository.js';
import { isMaking, pdfStateOf, toCookbookJson, toListItemJson } from './cookbooks.mapper.js';
import { keptPhotos, removeDroppedPhotos } from './family-pages.js';

/** What GET /api/cookbooks/:id/pdf answers: the file, or the state while it is being made. */
export type PdfAnswer =
  { kind: 'file'; file: PdfFile; title: string } | { kind: 'making'; state: CookbookPdf };

const notFound = () => new AppError(404, COOKBOOK_MESSAGES.notFound);

/**
 * The family cookbook (docs/product.md): a book is its maker's own unless shared with the maker's
 * household, whose members then read, edit and download it; anything else is answered as unknown.
 * A book holds approved recipes and its maker's own; the ones that stop being so are left out.
 */
export class CookbooksService {
  constructor(
    private readonly books: CookbooksRepository,
    private readonly recipes: BookRecipesRepository,
    private readonly pdfs: CookbookPdfMaker,
    private readonly storage: Storage,
  ) {}

  async list(principal: Principal): Promise<CookbookList> {
    const visible = await this.books.listVisible(principal.sub);
    const usable = await this.usableByOwner(visible.map(({ row }) => row));
    const now = new Date();
    const items = await Promise.all(
      visible.map(async ({ row, mine }) => {
        const kept = row.recipeIds.filter((id) => usable.get(row.ownerSub)?.has(id));
        return toListItemJson(row, mine, kept.length, await this.pdfState(row, now));
      }),
    );
    return { items };
  }

  async get(id: string, principal: Principal): Promise<Cookbook> {
    return this.json(await this.visible(id, principal));
  }

  async create(input: CookbookFields, principal: Principal): Promise<Cookbook> {
    const language = input.language ?? (await this.books.accountLanguage(principal.email));
    const values = await this.checked({ ...input, language }, principal.sub);
    if ((await this.books.countOwnedBy(principal.sub)) >= COOKBOOK_LIMITS.booksPerCook) {
      throw new AppError(409, COOKBOOK_MESSAGES.tooManyBooks);
    }
    const row = await this.books.insert(principal.sub, principal.name, values);
    return this.json({ row, mine: true });
  }

  /** Only the maker changes whether the book is shared; a member's value is not taken. */
  async update(id: string, input: CookbookFields, principal: Principal): Promise<Cookbook> {
    const { row, mine } = await this.visible(id, principal);
    const values = await this.checked(input, row.ownerSub, row);
    const updated = await this.books.update(row.id, {
      ...values,
      shared: mine ? values.shared : row.shared,
    });
    if (!updated) throw notFound();
    await removeDroppedPhotos(this.storage, row.familyPages, updated.familyPages);
    return this.json({ row: updated, mine });
  }

  async delete(id: string, principal: Principal): Promise<void> {
    const { mine } = await this.visible(id, principal);
    if (!mine) throw new AppError(403, COOKBOOK_MESSAGES.onlyOwnerDeletes);
    const deleted = await this.books.delete(id);
    if (!deleted) throw notFound();
    await this.pdfs.remove(deleted);
    if (deleted.coverImage) await removeStoredImage(this.storage, deleted.coverImage);
    await removeDroppedPhotos(this.storage, deleted.familyPages);
  }

  /** The uploaded photo becomes the family page's, replacing the one it had. */
  async setPagePhoto(
    id: string,
    pageId: string,
    photo: Buffer | undefined,
    principal: Principal,
  ): Promise<Cookbook> {
    const { row, mine } = await this.visible(id, principal);
    const page = row.familyPages.find((p) => p.id === pageId);
    if (!page) throw new AppError(404, COOKBOOK_MESSAGES.familyPageNotFound);
    if (!photo) throw invalidField('photo', COOKBOOK_MESSAGES.photoRequired);
    const stored = await storeRecipeImage(this.storage, photo);
    const familyPages = row.familyPages.map((p) =>
      p.id === pageId ? { ...p, image: stored.url } : p,
    );
    const updated = await this.books.update(row.id, { familyPages }).catch(async (err: unknown) => {
      await this.storage.remove(stored.keys).catch(() => undefined);
      throw err;
    });
    if (!updated) {
      await this.storage.remove(stored.keys);
      throw notFound();
    }
    await removeDroppedPhotos(this.storage, row.familyPages, updated.familyPages);
    return this.json({ row: updated, mine });
  }

  async removePagePhoto(id: string, pageId: string, principal: Principal): Promise<Cookbook> {
    const { row, mine } = await this.visible(id, principal);
    const page = row.familyPages.find((p) => p.id === pageId);
    if (!page) throw new AppError(404, COOKBOOK_MESSAGES.familyPageNotFound);
    if (!page.image) return this.json({ row, mine });
    const familyPages = row.familyPages.map((p) => (p.id === pageId ? { ...p, image: null } : p));
    const updated = await this.books.update(row.id, { familyPages });
    if (!updated) throw notFound();
    await removeDroppedPhotos(this.storage, row.familyPages, updated.familyPages);
    return this.json({ row: updated, mine });
  }

  /** The uploaded photo becomes the cover, instead of a recipe's. */
  async setCover(id: string, photo: Buffer | undefined, principal: Principal): Promise<Cookbook> {
    const { row, mine } = await this.visible(id, principal);
    if (!photo) throw invalidField('cover', COOKBOOK_MESSAGES.coverRequired);
    const stored = await storeRecipeImage(this.storage, photo);
    const updated = await this.books
      .update(row.id, { coverImage: stored.url, coverRecipeId: null })
      .catch(async (err: unknown) => {
        await this.storage.remove(stored.keys).catch(() => undefined);
        throw err;
      });
    if (!updated) {
      await this.storage.remove(stored.keys);
      throw notFound();
    }
    if (row.coverImage) await removeStoredImage(this.storage, row.coverImage);
    return this.json({ row: updated, mine });
  }

  async removeCover(id: string, principal: Principal): Promise<Cookbook> {
    const { row, mine } = await this.visible(id, principal);
    if (!row.coverImage) return this.json({ row, mine });
    const updated = await this.books.update(row.id, { coverImage: null });
    if (!updated) throw notFound();
    await removeStoredImage(this.storage, row.coverImage);
    return this.json({ row: updated, mine });
  }

  /**
   * Starts the PDF in `edition` (with crop marks, for print): refused (409) while this book or another of the caller's is being made, when
   * its recipes could not fit in the pages a book may run to, and past the hourly limit (`admit`,
   * which counts only attempts that would start). The answer says its place in line, if it waits.
   */
  async makePdf(
    id: string,
    principal: Principal,
    admit: () => Promise<void>,
    edition: CookbookEdition = 'screen',
    cropMarks = false,
  ): Promise<CookbookPdf> {
    const { row } = await this.visible(id, principal);
    const mine = (await this.books.listVisible(principal.sub))
      .map((book) => book.row)
      .filter((book) => book.pdfMakerSub === principal.sub);
    const printable = (await this.recipes.usable(row.recipeIds, row.ownerSub)).length;
    this.pdfs.assertCanStart(row, mine, printable, new Date());
    await admit();
    const started = await this.pdfs.start(row, principal.sub, edition, cropMarks);
    return pdfStateOf(started, new Date(), false, this.pdfs.placeInLine(started));
  }

  /** 404 when none was made, 409 with the reason when the last attempt failed. */
  pdf(id: string, principal: Principal): Promise<PdfAnswer> {
    return this.made(id, principal, 'pdf');
  }

  /** The print edition's cover: 404 when no print edition is ready, else as pdf(). */
  cover(id: string, principal: Principal): Promise<PdfAnswer> {
    return this.made(id, principal, 'cover');
  }

  private async made(id: string, principal: Principal, part: 'pdf' | 'cover'): Promise<PdfAnswer> {
    const { row } = await this.visible(id, principal);
    const now = new Date();
    if (isMaking(row, now)) {
      return { kind: 'making', state: pdfStateOf(row, now, false, this.pdfs.placeInLine(row)) };
    }
    const state = pdfStateOf(row, now, false);
    if (state.status === 'failed')
      throw new AppError(409, state.error ?? COOKBOOK_MESSAGES.pdfFailed);
    const ready = state.status === 'ready';
    if (part === 'cover') {
      const file = ready ? await this.pdfs.openCover(row) : undefined;
      if (!file) throw new AppError(404, COOKBOOK_MESSAGES.noCover);
      return { kind: 'file', file, title: row.title };
    }
    const file = ready ? await this.pdfs.open(row) : undefined;
    if (!file) throw new AppError(404, COOKBOOK_MESSAGES.noPdf);
    return { kind: 'file', file, title: row.title };
  }

  private async visible(id: string, principal: Principal): Promise<VisibleBook> {
    const found = isUuid(id) ? await this.books.findVisible(id, principal.sub) : undefined;
    if (!found) throw notFound();
    return found;
  }

  /**
   * The recipes must be ones the maker's book may hold; the cover recipe one of them; a ticked
   * card one a recipe has. In a book in chapters, recipeIds is kept in the chapters' order; other
   * orders keep no chapters. Family pages keep the photos they had in `before`.
   */
  private async checked(
    input: CookbookFields,
    makerSub: string,
    before?: CookbookRow,
  ): Promise<CookbookValues> {
    const usable = await this.recipes.usable(input.recipeIds, makerSub);
    if (usable.length !== input.recipeIds.length) {
      throw invalidField('recipeIds', COOKBOOK_MESSAGES.recipeNotAvailable);
    }
    if (input.coverRecipeId !== null && !input.recipeIds.includes(input.coverRecipeId)) {
      throw invalidField('coverRecipeId', COOKBOOK_MESSAGES.coverNotInBook);
    }
    const carded = new Set(usable.filter((r) => r.cardImage !== null).map((r) => r.id));
    if (input.cardRecipeIds.some((recipeId) => !carded.has(recipeId))) {
      throw invalidField('cardRecipeIds', COOKBOOK_MESSAGES.noCard);
    }
    const chapters = input.order === 'chapters' ? input.chapters : [];
    return {
      title: input.title,
      subtitle: input.subtitle,
      dedication: input.dedication,
      recipeIds: chapters.length ? chapters.flatMap((c) => c.recipeIds) : input.recipeIds,
      orderBy: input.order,
      chapters,
      cardRecipeIds: input.cardRecipeIds,
      familyPages: keptPhotos(input.familyPages, before?.familyPages ?? []),
      coverRecipeId: input.coverRecipeId,
      pageSize: input.pageSize,
      photos: input.photos,
      shared: input.shared,
      // An update without a language keeps the book's.
      language: input.language ?? before?.language ?? DEFAULT_LANGUAGE,
    };
  }

  private async json({ row, mine }: VisibleBook): Promise<Cookbook> {
    const usable = await this.recipes.usable(row.recipeIds, row.ownerSub);
    return toCookbookJson(row, mine, usable, await this.pdfState(row, new Date()));
  }

  /** A ready PDF is outdated when the book or one of its recipes changed after it was begun. */
  private async pdfState(row: CookbookRow, now: Date): Promise<CookbookPdf> {
    const from = row.pdfBuiltFrom;
    const outdated =
      row.pdfStatus === 'ready' &&
      from !== null &&
      (row.updatedOn > from || (await this.recipes.changedSince(row.recipeIds, from)));
    return pdfStateOf(row, now, outdated, this.pdfs.placeInLine(row));
  }

  /** For each maker, the ids among their books' recipes that their books may still hold. */
  private async usableByOwner(rows: readonly CookbookRow[]): Promise<Map<string, Set<string>>> {
    const idsByOwner = new Map<string, Set<string>>();
    for (const row of rows) {
      const ids = idsByOwner.get(row.ownerSub) ?? new Set<string>();
      row.recipeIds.forEach((id) => ids.add(id));
      idsByOwner.set(row.ownerSub, ids);
    }
    const usable = new Map<string, Set<string>>();
    for (const [owner, ids] of idsByOwner) {
      const found: BookRecipeRow[] = await this.recipes.usable([...ids], owner);
      usable.set(owner, new Set(found.map((recipe) => recipe.id)));
    }
    return usable;
  }
}
