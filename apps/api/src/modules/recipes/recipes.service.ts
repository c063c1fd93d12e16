import {
  API_MESSAGES,
  RECIPE_STATUS,
  validateRecipeInput,
  type Category,
  type ListQuery,
  type Recipe,
  type RecipeInput,
  type RecipeStatus,
  type RecipeSummary,
} from '@family-recipes/shared';
import type { Logger } from 'pino';
import type { RecipeListRow, RecipeRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { isAdmin, sameEmail, type Principal } from '../auth/principal.js';
import { removeStoredImage, storeRecipeImage } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import { toRecipeJson, toRecipeSummaryJson } from './recipe.mapper.js';
import type { ListOptions, Page, RecipePatch, RecipesRepository } from './recipes.repository.js';

export interface ListResult {
  items: RecipeSummary[];
  total: number;
}

function listOptions(query: ListQuery): ListOptions {
  return { sortBy: query.sort_by, order: query.order, limit: query.limit, page: query.page };
}

function patchFrom(input: RecipeInput): RecipePatch {
  return {
    title: input.title,
    description: input.description,
    tags: input.tags,
    ingredients: input.ingredients,
    instructions: input.instructions,
    tips: input.tips,
    reviews: input.reviews,
    prepTime: input.more.prep_time,
    cookTime: input.more.cook_time,
    totalTime: input.more.total_time,
    serving: input.more.serving,
    difficulty: input.more.difficulty,
    source: input.more.source,
  };
}

/** Submitters' addresses are for the owner and admins only (DESIGN.md section 3). */
function canSeeEmail(row: RecipeListRow, viewer: Principal | null | undefined): boolean {
  return isAdmin(viewer) || (!!viewer && sameEmail(viewer.email, row.userEmail));
}

/** The recipe rules of DESIGN.md section 3; plain data in, plain data out. */
export class RecipesService {
  constructor(
    private readonly recipes: RecipesRepository,
    private readonly storage: Storage,
    private readonly logger?: Logger,
  ) {}

  private present(row: RecipeRow, viewer: Principal | null | undefined): Recipe {
    return toRecipeJson(row, { includeEmail: canSeeEmail(row, viewer) });
  }

  private presentPage(page: Page<RecipeListRow>, viewer: Principal | null | undefined): ListResult {
    return {
      items: page.items.map((row) =>
        toRecipeSummaryJson(row, { includeEmail: canSeeEmail(row, viewer) }),
      ),
      total: page.total,
    };
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
      ? await this.recipes.search({
          q: query.q,
          category,
          sortBy: query.sort_by,
          order: query.order,
          limit: query.limit,
          page: query.page,
        })
      : await this.recipes.listApproved({ ...listOptions(query), category });
    return this.presentPage(page, viewer);
  }

  /** Ranked search; an empty query gives the newest recipes. */
  async search(query: ListQuery, viewer: Principal | null | undefined): Promise<ListResult> {
    const page = await this.recipes.search({
      q: query.q,
      sortBy: query.q ? 'relevance' : 'more.created_on',
      order: -1,
      limit: query.limit,
      page: query.page,
    });
    return this.presentPage(page, viewer);
  }

  async listFeatured(query: ListQuery, viewer: Principal | null | undefined) {
    return this.presentPage(await this.recipes.listFeatured(listOptions(query)), viewer);
  }

  async listByStatus(status: RecipeStatus, query: ListQuery, viewer: Principal) {
    return this.presentPage(await this.recipes.listByStatus(status, listOptions(query)), viewer);
  }

  async listMine(query: ListQuery, viewer: Principal) {
    return this.presentPage(
      await this.recipes.listByOwner(viewer.email, listOptions(query)),
      viewer,
    );
  }

  async get(id: string, viewer: Principal | null | undefined): Promise<Recipe> {
    const row = await this.findOr404(id);
    const allowed =
      row.status === RECIPE_STATUS.APPROVED ||
      isAdmin(viewer) ||
      (!!viewer && sameEmail(viewer.email, row.userEmail));
    if (!allowed) throw new AppError(403, API_MESSAGES.recipeAccessDenied);
    return this.present(row, viewer);
  }

  async submit(raw: unknown, image: Buffer | undefined, author: Principal): Promise<Recipe> {
    const result = validateRecipeInput(raw, { hasThumbnail: !!image, requireThumbnail: true });
    if (!result.success)
      throw new AppError(400, result.errors[0] ?? 'Invalid recipe', result.errors);
    if (!image) throw new AppError(400, 'Thumbnail Image is required');
    const stored = await storeRecipeImage(this.storage, image);
    const now = new Date();
    try {
      const row = await this.recipes.insert({
        ...patchFrom(result.data),
        category: result.data.category,
        thumbnailImage: stored.url,
        status: RECIPE_STATUS.PENDING,
        featured: false,
        userName: author.name,
        userEmail: author.email.toLowerCase(),
        createdOn: now,
        updatedOn: now,
      });
      return this.present(row, author);
    } catch (err) {
      await this.discardImage(stored.url);
      throw err;
    }
  }

  async update(
    id: string,
    raw: unknown,
    image: Buffer | undefined,
    editor: Principal,
  ): Promise<Recipe> {
    const existing = await this.findOr404(id);
    if (!isAdmin(editor) && !sameEmail(editor.email, existing.userEmail)) {
      throw new AppError(403, 'Only the recipe’s owner or an administrator can edit it.');
    }
    // The category is fixed once submitted; the edit form shows it disabled and may omit it.
    const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const sentCategory = fields['category'];
    const withCategory =
      sentCategory === undefined || sentCategory === ''
        ? { ...fields, category: existing.category }
        : fields;
    const result = validateRecipeInput(withCategory, {
      hasThumbnail: !!image,
      requireThumbnail: false,
    });
    if (!result.success)
      throw new AppError(400, result.errors[0] ?? 'Invalid recipe', result.errors);
    if (result.data.category !== existing.category) {
      throw new AppError(400, 'The category of a recipe cannot be changed.');
    }
    const stored = image ? await storeRecipeImage(this.storage, image) : undefined;
    let row: RecipeRow | undefined;
    try {
      row = await this.recipes.update(id, {
        ...patchFrom(result.data),
        ...(stored ? { thumbnailImage: stored.url } : {}),
      });
    } catch (err) {
      if (stored) await this.discardImage(stored.url);
      throw err;
    }
    if (!row) {
      if (stored) await this.discardImage(stored.url);
      throw new AppError(404, API_MESSAGES.recipeNotFound);
    }
    if (stored) await this.discardImage(existing.thumbnailImage);
    return this.present(row, editor);
  }

  async setStatus(id: string, to: RecipeStatus, admin: Principal): Promise<Recipe> {
    const existing = await this.findOr404(id);
    const row = await this.recipes.transitionStatus(id, RECIPE_STATUS.PENDING, to);
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

  private async discardImage(url: string) {
    try {
      await removeStoredImage(this.storage, url);
    } catch (err) {
      this.logger?.warn({ err, url }, 'could not remove an image');
    }
  }
}

function describeStatus(status: number): string {
  if (status === RECIPE_STATUS.APPROVED) return 'approved';
  if (status === RECIPE_STATUS.DENIED) return 'denied';
  return 'pending';
}
