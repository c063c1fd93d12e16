import {
  API_MESSAGES,
  RECIPE_STATUS,
  type Category,
  type ListQuery,
  type Recipe,
  type RecipeInput,
  type RecipeStatus,
  type SearchCorrection,
  type SearchQuery,
  type StatusNote,
  type RecipeSummary,
} from '@family-recipes/shared';
import type { Logger } from 'pino';
import { AppError, invalidField } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Page } from '../../http/list-page.js';
import { isAdmin, owns, type Principal } from '../identity/index.js';
import type { Storage } from '../storage/storage.js';
import { listOptions, toRecipeJson, toRecipeSummaryJson, viewOf } from './recipe.mapper.js';
import { RecipeImageFiles, type RecipeImages } from './recipe-images.js';
import { actor, describeStatus, patchFrom, reviewNotice } from './recipe-writes.js';
import type { RecipesRepository } from './recipes.repository.js';
import type { RecipeListRow, RecipeRow } from './recipes.schema.js';
import type { SearchOptions } from './recipes.search-options.js';
import { SearchAnswers, type SearchCacheStats } from './search-cache.js';

export interface ListResult {
  items: RecipeSummary[];
  total: number;
}

/** A search's answer: its items as JSON text, with what the search read and how (decision 037). */
export interface SearchResult {
  json: string;
  total: number;
  corrected: SearchCorrection[];
  cache: { answered: 'hit' | 'shared' | 'miss' } & SearchCacheStats;
}

export interface RecipesServiceOptions {
  /** The site's address, for the links in the mail a cook gets (PUBLIC_URL). */
  publicUrl: string;
  /** A mail was stored in the outbox: deliver it soon. */
  onNotice?: () => void;
  /**
   * The data version the search cache goes by (DataVersion.current); `fresh` reads the database.
   * Without it each search reads the version from the database.
   */
  searchVersion?: (options: { fresh: boolean }) => Promise<number>;
}

/** The recipe rules of docs/product.md (access rules); plain data in, plain data out. */
export class RecipesService {
  constructor(
    private readonly recipes: RecipesRepository,
    storage: Storage,
    logger?: Logger,
    private readonly options: RecipesServiceOptions = { publicUrl: 'http://localhost:3000' },
  ) {
    this.images = new RecipeImageFiles(storage, logger);
  }

  private readonly searches = new SearchAnswers((options) => this.recipes.search(options));
  private readonly images: RecipeImageFiles;

  /**
   * A search through the cache, at the current data version. A signed-in viewer's version is read
   * afresh: their own write may have gone through another instance (decision 021).
   */
  private cachedSearch(options: SearchOptions, viewer: Principal | null | undefined) {
    const { searchVersion } = this.options;
    const fresh = !!viewer;
    const version = searchVersion ? searchVersion({ fresh }) : this.recipes.dataVersion();
    return version.then((v) => this.searches.answer(options, v));
  }

  private async present(row: RecipeRow, viewer: Principal | null | undefined): Promise<Recipe> {
    const view = viewOf(row, viewer);
    const [original, variations, history] = await Promise.all([
      row.variationOf ? this.recipes.findApprovedLink(row.variationOf) : undefined,
      this.recipes.variationsOf(row.id),
      view.includeReview ? this.recipes.history(row.id) : undefined,
    ]);
    return toRecipeJson(row, view, { original, variations, history });
  }

  private presentPage(page: Page<RecipeListRow>, viewer: Principal | null | undefined): ListResult {
    return {
      items: page.items.map((row) => toRecipeSummaryJson(row, viewOf(row, viewer))),
      total: page.total,
    };
  }

  /**
   * A variation must name an approved recipe other than itself; an edit may keep the original it
   * already names even when that one is no longer shown, so that the link comes back with it.
   */
  private async checkVariationOf(
    variationOf: string | null,
    self: { id: string; variationOf: string | null } | undefined,
  ): Promise<void> {
    if (variationOf === null || variationOf === self?.variationOf) return;
    if (variationOf === self?.id) {
      throw invalidField('variation_of', 'A recipe cannot be a variation of itself.');
    }
    if (!(await this.recipes.findApprovedLink(variationOf))) {
      throw invalidField('variation_of', 'Variation of must name an approved recipe.');
    }
  }

  private async findOr404(id: string): Promise<RecipeRow> {
    const row = isUuid(id) ? await this.recipes.findById(id) : undefined;
    if (!row) throw new AppError(404, API_MESSAGES.recipeNotFound);
    return row;
  }

  async listApproved(
    query: ListQuery,
    viewer: Principal | null | undefined,
    category?: Category,
  ): Promise<ListResult> {
    const page = query.q
      ? (await this.cachedSearch({ q: query.q, category, ...listOptions(query) }, viewer)).search
          .page
      : await this.recipes.listApproved({ ...listOptions(query), category });
    return this.presentPage(page, viewer);
  }

  /**
   * Ranked search; an empty query gives the newest recipes. Anyone who owns none of the recipes
   * found and is no admin gets the cached text as it is.
   */
  async search(query: SearchQuery, viewer: Principal | null | undefined): Promise<SearchResult> {
    const options: SearchOptions = {
      q: query.q,
      sortBy: query.q ? 'relevance' : 'more.created_on',
      order: -1,
      limit: query.limit,
      page: query.page,
      asTyped: query.as_typed,
    };
    const { search, answered } = await this.cachedSearch(options, viewer);
    const { page } = search;
    const privileged = isAdmin(viewer) || page.items.some((row) => owns(viewer, row.ownerSub));
    return {
      json: privileged ? JSON.stringify(this.presentPage(page, viewer).items) : search.publicJson,
      total: page.total,
      corrected: page.corrected,
      cache: { answered, ...this.searches.stats() },
    };
  }

  async listFeatured(query: ListQuery, viewer: Principal | null | undefined) {
    return this.presentPage(await this.recipes.listFeatured(listOptions(query)), viewer);
  }

  async listByStatus(status: RecipeStatus, query: ListQuery, viewer: Principal) {
    return this.presentPage(await this.recipes.listByStatus(status, listOptions(query)), viewer);
  }

  async listMine(query: ListQuery, viewer: Principal) {
    return this.presentPage(await this.recipes.listByOwner(viewer.sub, listOptions(query)), viewer);
  }

  async get(id: string, viewer: Principal | null | undefined): Promise<Recipe> {
    const row = await this.findOr404(id);
    const allowed =
      row.status === RECIPE_STATUS.APPROVED || isAdmin(viewer) || owns(viewer, row.ownerSub);
    if (!allowed) throw new AppError(403, API_MESSAGES.recipeAccessDenied);
    return this.present(row, viewer);
  }

  /** Stores a checked submission (recipeFromForm) with its photo; it waits for an administrator. */
  async submit(input: RecipeInput, images: RecipeImages, author: Principal): Promise<Recipe> {
    const { thumbnail, card } = images;
    if (!thumbnail) throw invalidField('thumbnail_image', 'Thumbnail Image is required');
    await this.checkVariationOf(input.variation_of, undefined);
    const stored = await this.images.store({ thumbnail, card });
    const now = new Date();
    let row: RecipeRow;
    try {
      row = await this.recipes.insert(
        {
          ...patchFrom(input),
          category: input.category,
          thumbnailImage: stored.thumbnail,
          cardImage: stored.card ?? null,
          status: RECIPE_STATUS.PENDING,
          featured: false,
          userName: author.name,
          userEmail: author.email.toLowerCase(),
          ownerSub: author.sub,
          createdOn: now,
          updatedOn: now,
        },
        actor(author),
      );
    } catch (err) {
      await this.images.discardAll(stored);
      throw err;
    }
    return this.present(row, author);
  }

  /** The recipe `editor` may edit: its owner or an administrator; 404 or 403 otherwise. */
  async editable(id: string, editor: Principal): Promise<RecipeRow> {
    const existing = await this.findOr404(id);
    if (!isAdmin(editor) && !owns(editor, existing.ownerSub)) {
      throw new AppError(403, 'Only the recipe’s owner or an administrator can edit it.');
    }
    return existing;
  }

  /** Stores an edit (editedRecipeFromForm) of a recipe `editable` gave; it returns to pending. */
  async update(
    existing: RecipeRow,
    input: RecipeInput,
    images: RecipeImages,
    editor: Principal,
  ): Promise<Recipe> {
    if (input.category !== existing.category) {
      throw invalidField('category', 'The category of a recipe cannot be changed.');
    }
    await this.checkVariationOf(input.variation_of, existing);
    const stored = await this.images.store(images);
    let row: RecipeRow | undefined;
    try {
      row = await this.recipes.update(
        existing.id,
        {
          ...patchFrom(input),
          ...(stored.thumbnail ? { thumbnailImage: stored.thumbnail } : {}),
          ...(stored.card ? { cardImage: stored.card } : {}),
        },
        actor(editor),
      );
    } catch (err) {
      await this.images.discardAll(stored);
      throw err;
    }
    if (!row) {
      await this.images.discardAll(stored);
      throw new AppError(404, API_MESSAGES.recipeNotFound);
    }
    if (stored.thumbnail) await this.images.discard(existing.thumbnailImage);
    if (stored.card && existing.cardImage) await this.images.discard(existing.cardImage);
    return this.present(row, editor);
  }

  /**
   * Approves or denies a pending recipe with an optional note (decision 019); the change, its
   * history entry and the mail to the cook are stored together.
   */
  async setStatus(
    id: string,
    to: RecipeStatus,
    admin: Principal,
    statusNote: StatusNote = {},
    options: { notify?: boolean } = {},
  ): Promise<Recipe> {
    const note = statusNote.note ?? null;
    const existing = await this.findOr404(id);
    const row = await this.recipes.transitionStatus(
      id,
      RECIPE_STATUS.PENDING,
      to,
      { by: actor(admin), note },
      options.notify === false
        ? undefined
        : (recipe, language) =>
            reviewNotice(recipe, { to, note, admin }, this.options.publicUrl, language),
    );
    if (row) this.options.onNotice?.();
    if (!row) {
      throw new AppError(
        409,
        `Only a pending recipe can be ${to === RECIPE_STATUS.APPROVED ? 'approved' : 'denied'}; this one is ${describeStatus(existing.status)}.`,
      );
    }
    return this.present(row, admin);
  }

  async setFeatured(id: string, featured: boolean, admin: Principal): Promise<Recipe> {
    const existing = await this.findOr404(id);
    const row = await this.recipes.setFeatured(id, featured);
    if (!row) {
      throw new AppError(
        409,
        `Only an approved recipe can be ${featured ? 'featured' : 'unfeatured'}; this one is ${describeStatus(existing.status)}.`,
      );
    }
    return this.present(row, admin);
  }
}
