import type { FavouriteState, ListQuery, RecipeSummary } from '@family-recipes/shared';
import type { Page } from '../../http/list-page.js';
import { isAdmin, owns, type Principal } from '../identity/index.js';
import {
  toRecipeSummaryJson,
  usableRecipe,
  type RecipeAccessRepository,
} from '../recipes/index.js';
import type { FavouritesRepository } from './favourites.repository.js';

/** A cook's favourite recipes (docs/product.md, the family kitchen). */
export class FavouritesService {
  constructor(
    private readonly favourites: FavouritesRepository,
    private readonly recipes: RecipeAccessRepository,
  ) {}

  /** PUT and DELETE: the same answer however often they are repeated. */
  async set(recipeId: string, favourite: boolean, principal: Principal): Promise<FavouriteState> {
    const recipe = await usableRecipe(this.recipes, recipeId, principal);
    if (favourite) await this.favourites.add(principal.sub, recipe.id);
    else await this.favourites.remove(principal.sub, recipe.id);
    return { favourite };
  }

  async list(query: ListQuery, principal: Principal): Promise<Page<RecipeSummary>> {
    const page = await this.favourites.list(principal.sub, query);
    const admin = isAdmin(principal);
    return {
      // The caller's own recipes carry what an owner sees on My Recipes; others, the public card.
      items: page.items.map((row) => {
        const privileged = admin || owns(principal, row.ownerSub);
        return toRecipeSummaryJson(row, { includeEmail: privileged, includeReview: privileged });
      }),
      total: page.total,
    };
  }

  ids(principal: Principal): Promise<string[]> {
    return this.favourites.ids(principal.sub);
  }
}
