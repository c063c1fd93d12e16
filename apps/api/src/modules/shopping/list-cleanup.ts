import {
  AISLE_MESSAGES,
  API_MESSAGES,
  type ListCleanupInput,
  type ListUndo,
  type MoveItemAisleInput,
  type ShoppingList,
  type ShoppingListRemoval,
} from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Principal } from '../identity/index.js';
import { undoLine } from './list-undo.repository.js';
import type { ShoppingRepository } from './shopping.repository.js';
import type { ShoppingService } from './shopping.service.js';

const ITEM_NOT_FOUND = 'Item not found';

/** The list, with the undo id of what the removal took (none when it took nothing). */
const withUndo = (list: ShoppingList, undo: string | undefined): ShoppingListRemoval =>
  undo === undefined ? list : { ...list, undo };

/**
 * The clean-up of a list ("Clear ticked", "Untick all", a recipe's lines) and moving a line to
 * another aisle. Each is one write of the list (ShoppingService.cleanup): under its lock, for a
 * caller who reaches the list (404 otherwise), announced when it changed something, answered
 * with the whole list.
 */
export class ListCleanup {
  constructor(private readonly service: ShoppingService) {}

  /**
   * Deletes the ticked lines; `undo` puts them back (list-undo.ts). With an op_id already applied
   * for this cook, changes nothing.
   */
  async clearTicked(
    listId: string,
    input: ListCleanupInput,
    principal: Principal,
  ): Promise<ShoppingListRemoval> {
    let undo: string | undefined;
    const list = await this.service.cleanup(listId, principal, async (tx, list) => {
      if (!(await this.firstTime(tx, input.op_id, principal))) return false;
      const taken = await tx.cleanup().deleteTicked(list.id);
      if (taken.length === 0) return false;
      undo = await tx.undos().record(list.id, { kind: 'ticked', taken: taken.map(undoLine) });
      return true;
    });
    return withUndo(list, undo);
  }

  /** Takes one line off; `undo` puts it back (list-undo.ts). */
  async removeItem(listId: string, itemId: string, principal: Principal): Promise<ListUndo> {
    let undo: string | undefined;
    await this.service.cleanup(listId, principal, async (tx, list) => {
      const taken = isUuid(itemId) ? await tx.cleanup().deleteItem(list.id, itemId) : undefined;
      if (!taken) throw new AppError(404, ITEM_NOT_FOUND);
      undo = await tx.undos().record(list.id, { kind: 'item', taken: [undoLine(taken)] });
      return true;
    });
    return { undo };
  }

  /** Unticks every line. With an op_id already applied for this cook, changes nothing. */
  untickAll(listId: string, input: ListCleanupInput, principal: Principal): Promise<ShoppingList> {
    return this.service.cleanup(listId, principal, async (tx, list) => {
      if (!(await this.firstTime(tx, input.op_id, principal))) return false;
      return (await tx.cleanup().untickAll(list.id)) > 0;
    });
  }

  /**
   * Takes the recipe's lines off: those from it alone go, those it shares lose its share of their
   * amount and it from their sources. A recipe the list does not hold (any more) changes nothing; a
   * recipe id that is not an id is 404.
   */
  async removeRecipe(
    listId: string,
    recipeId: string,
    principal: Principal,
  ): Promise<ShoppingListRemoval> {
    let undo: string | undefined;
    const list = await this.service.cleanup(listId, principal, async (tx, list) => {
      // Not an id names no recipe, as an unknown item or list does.
      if (!isUuid(recipeId)) throw new AppError(404, API_MESSAGES.recipeNotFound);
      const { taken, reduced } = await tx
        .cleanup()
        .removeRecipe(list.id, recipeId, list.unitSystem);
      if (taken.length === 0 && reduced.length === 0) return false;
      undo = await tx.undos().record(list.id, {
        kind: 'recipe',
        recipeId,
        taken: taken.map(undoLine),
        reduced: reduced.map(({ before, version }) => ({ before: undoLine(before), version })),
      });
      return true;
    });
    return withUndo(list, undo);
  }

  /**
   * Puts the line in `aisle`, and the household remembers it: lines of the same ingredient are
   * shown in that aisle on every list of the household (list-aisles.ts).
   */
  moveToAisle(
    listId: string,
    itemId: string,
    input: MoveItemAisleInput,
    principal: Principal,
  ): Promise<ShoppingList> {
    return this.service.cleanup(listId, principal, async (tx, list) => {
      const aisles = tx.aisles();
      // Only an aisle the household has (decision 048).
      if (!Object.hasOwn((await aisles.view(list.householdId, null)).names, input.aisle)) {
        throw invalidField('aisle', AISLE_MESSAGES.aisleInvalid);
      }
      const line = isUuid(itemId)
        ? await tx.cleanup().moveToAisle(list.id, itemId, input.aisle)
        : undefined;
      if (!line) throw new AppError(404, ITEM_NOT_FOUND);
      const householdId = await aisles.householdIdOf(principal.sub);
      if (householdId !== undefined) await aisles.remember(householdId, line.key, input.aisle);
      return true;
    });
  }

  /** False when this op id was applied for the cook before (decision 029); records it otherwise. */
  private async firstTime(
    tx: ShoppingRepository,
    opId: string | undefined,
    principal: Principal,
  ): Promise<boolean> {
    if (opId === undefined) return true;
    return (await tx.ops().claim(opId, principal.sub)) === 'new';
  }
}
