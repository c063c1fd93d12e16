import {
  API_MESSAGES,
  KITCHEN_MESSAGES,
  type CookedChange,
  type CookedEntry,
  type CookedInput,
  type ListQuery,
  type MyCookedEntry,
  type RecipeNote,
} from '@family-recipes/shared';
import type { CookedEntryRow } from './cooked.schema.js';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Page } from '../../http/list-page.js';
import { isAdmin, owns, type Principal } from '../identity/index.js';
import { removeStoredImage, storeRecipeImage } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import { photoMissing } from './cooked-photo-upload.js';
import type { CookedRepository } from './cooked.repository.js';
import type { RecipeNotesRepository } from './recipe-notes.repository.js';
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
    photo: row.photo,
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
    private readonly notes: RecipeNotesRepository,
    private readonly storage: Storage,
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

  /**
   * The author changes their entry's rating, note or day; the recipe's owner or an administrator
   * hides or shows it. Anyone else's entry, for a change only its author may make, is 404, as is
   * an entry the caller cannot see.
   */
  async change(
    recipeId: string,
    entryId: string,
    change: CookedChange,
    principal: Principal,
  ): Promise<CookedEntry> {
    const recipe = await this.notesRecipe(recipeId, principal);
    const moderates = keepsNotesOf(principal, recipe);
    if (change.hidden !== undefined && !moderates) throw new AppError(403, ONLY_OWNER_HIDES);
    const entry = isUuid(entryId) ? await this.cooked.find(recipe.id, entryId) : undefined;
    const mine = entry?.userSub === principal.sub;
    const edits =
      change.rating !== undefined || change.note !== undefined || change.cooked_on !== undefined;
    if (!entry || (edits && !mine) || (entry.hidden && !mine && !moderates)) {
      throw new AppError(404, ENTRY_NOT_FOUND);
    }
    const row = await this.cooked.change(recipe.id, entry.id, {
      rating: change.rating,
      note: change.note,
      cookedOn: change.cooked_on,
      hidden: change.hidden,
    });
    if (row === 'same-day') throw new AppError(409, KITCHEN_MESSAGES.alreadyCookedThatDay);
    if (!row) throw new AppError(404, ENTRY_NOT_FOUND);
    return toCookedJson(row, principal);
  }

  /** Deletes the caller's own entry and its photo; anyone else's is 404 and stays. */
  async remove(recipeId: string, entryId: string, principal: Principal): Promise<void> {
    const recipe = await this.notesRecipe(recipeId, principal);
    const row = isUuid(entryId)
      ? await this.cooked.remove(recipe.id, entryId, principal.sub)
      : undefined;
    if (!row) throw new AppError(404, ENTRY_NOT_FOUND);
    // After the row is gone: a photo left behind by a failed removal is unreachable, not wrong.
    if (row.photo) await removeStoredImage(this.storage, row.photo).catch(() => []);
  }

  /**
   * Puts a photo on the caller's own entry through the recipe photo's pipeline (415 for what is
   * not an accepted image, 413 above the pixel limit), replacing and removing any earlier one.
   */
  async setPhoto(
    recipeId: string,
    entryId: string,
    image: Buffer | undefined,
    principal: Principal,
  ): Promise<CookedEntry> {
    const recipe = await this.notesRecipe(recipeId, principal);
    const entry = isUuid(entryId) ? await this.cooked.find(recipe.id, entryId) : undefined;
    if (!entry || entry.userSub !== principal.sub) throw new AppError(404, ENTRY_NOT_FOUND);
    if (!image) throw photoMissing();
    // A "we made this" photo is never printed in a cookbook: no original for print.
    const stored = await storeRecipeImage(this.storage, image, { forPrint: false });
    const saved = await this.cooked
      .setPhoto(recipe.id, entry.id, principal.sub, stored.url)
      .catch(async (err: unknown) => {
        await removeStoredImage(this.storage, stored.url).catch(() => []);
        throw err;
      });
    if (!saved) {
      // Deleted while the photo was being stored.
      await removeStoredImage(this.storage, stored.url).catch(() => []);
      throw new AppError(404, ENTRY_NOT_FOUND);
    }
    if (saved.previous) await removeStoredImage(this.storage, saved.previous).catch(() => []);
    return toCookedJson(saved.row, principal);
  }

  /** Takes the photo off the caller's own entry and removes it from storage. */
  async removePhoto(recipeId: string, entryId: string, principal: Principal): Promise<CookedEntry> {
    const recipe = await this.notesRecipe(recipeId, principal);
    const saved = isUuid(entryId)
      ? await this.cooked.setPhoto(recipe.id, entryId, principal.sub, null)
      : undefined;
    if (!saved) throw new AppError(404, ENTRY_NOT_FOUND);
    if (saved.previous) await removeStoredImage(this.storage, saved.previous).catch(() => []);
    return toCookedJson(saved.row, principal);
  }

  /**
   * "Last made" and "loved by N in your household" for the recipes of `ids` the caller can use,
   * in the order asked; the others are left out, as if unknown.
   */
  async recipeNotes(ids: string[], principal: Principal): Promise<RecipeNote[]> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const rows = await this.notes.forRecipes(principal.sub, unique);
    const byId = new Map(rows.map((row) => [row.recipeId, row]));
    return unique.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ recipe_id: id, last_made: row.lastMade, loved_by: row.lovedBy }] : [];
    });
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
