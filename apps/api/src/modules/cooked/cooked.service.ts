import {
  API_MESSAGES,
  KITCHEN_MESSAGES,
  type CookedEntry,
  type CookedInput,
  type ListQuery,
  type MyCookedEntry,
} from '@family-recipes/shared';
import type { CookedEntryRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Page } from '../../http/list-page.js';
import { isAdmin, owns, type Principal } from '../identity/index.js';
import type { CookedRepository } from './cooked.repository.js';
import {
  canUse,
  usableRecipe,
  type RecipeAccessRepository,
  type RecipeAccessRow,
} from '../recipes/index.js';

export const ENTRY_NOT_FOUND = 'Note not found';
export const ONLY_OWNER_HIDES = "Only the recipe's owner or an administrator can hide a note.";

function toCookedJson(row: CookedEntryRow, viewer: Principal): CookedEntry {
  return {
    _id: row.id,
    recipe_id: row.recipeId,
    user_name: row.userName,
    rating: row.rating,
    note: row.note,
    cooked_on: row.cookedOn,
    hidden: row.hidden,
    mine: row.userSub === viewer.sub,
  };
}

/** The recipe's owner and administrators look after its notes. */
function keepsNotesOf(principal: Principal, recipe: RecipeAccessRow): boolean {
  return isAdmin(principal) || owns(principal, recipe.ownerSub);
}

/** "We made this": a rating and a note, once a day per cook and recipe (decision 027). */
export class CookedService {
  constructor(
    private readonly cooked: CookedRepository,
    private readonly recipes: RecipeAccessRepository,
  ) {}

  async add(recipeId: string, input: CookedInput, principal: Principal): Promise<CookedEntry> {
    const recipe = await usableRecipe(this.recipes, recipeId, principal);
    const stored = await this.cooked.add(
      {
        recipeId: recipe.id,
        userSub: principal.sub,
        userName: principal.name,
        rating: input.rating,
        note: input.note,
      },
      input.op_id,
    );
    if (stored === 'already-today') throw new AppError(409, KITCHEN_MESSAGES.alreadyCookedToday);
    // Sent back to pending or deleted between the two reads: as unknown as a moment later.
    if (stored === 'recipe-gone') throw new AppError(404, API_MESSAGES.recipeNotFound);
    return toCookedJson(stored, principal);
  }

  /**
   * Hidden notes reach the recipe's owner, administrators and their own author only. An
   * administrator reads and looks after the notes of a recipe in any status, as they read the
   * recipe itself; anyone else who cannot use the recipe learns nothing about it.
   */
  async forRecipe(recipeId: string, principal: Principal): Promise<CookedEntry[]> {
    const recipe = await this.notesRecipe(recipeId, principal);
    const rows = await this.cooked.forRecipe(
      recipe.id,
      keepsNotesOf(principal, recipe) ? 'all' : { authorSub: principal.sub },
    );
    return rows.map((row) => toCookedJson(row, principal));
  }

  async setHidden(
    recipeId: string,
    entryId: string,
    hidden: boolean,
    principal: Principal,
  ): Promise<CookedEntry> {
    const recipe = await this.notesRecipe(recipeId, principal);
    if (!keepsNotesOf(principal, recipe)) throw new AppError(403, ONLY_OWNER_HIDES);
    const row = isUuid(entryId)
      ? await this.cooked.setHidden(recipe.id, entryId, hidden)
      : undefined;
    if (!row) throw new AppError(404, ENTRY_NOT_FOUND);
    return toCookedJson(row, principal);
  }

  private async notesRecipe(recipeId: string, principal: Principal): Promise<RecipeAccessRow> {
    const recipe = isUuid(recipeId) ? await this.recipes.find(recipeId) : undefined;
    if (!recipe || !(keepsNotesOf(principal, recipe) || canUse(principal, recipe))) {
      throw new AppError(404, API_MESSAGES.recipeNotFound);
    }
    return recipe;
  }

  async mine(query: ListQuery, principal: Principal): Promise<Page<MyCookedEntry>> {
    const page = await this.cooked.byAuthor(principal.sub, query);
    return {
      items: page.items.map(({ entry, recipe }) => ({
        ...toCookedJson(entry, principal),
        recipe: { _id: recipe.id, title: recipe.title, thumbnail_image: recipe.thumbnailImage },
      })),
      total: page.total,
    };
  }
}
