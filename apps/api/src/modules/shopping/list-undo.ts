import {
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  LIST_UNDO_MESSAGES,
  type ShoppingList,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Principal } from '../identity/index.js';
import { ListRestore } from './list-restore.js';
import type { ShoppingService } from './shopping.service.js';

/**
 * Undo of a removal from a list (a line, a recipe's lines, the ticked lines): what it took is put
 * back once, within KITCHEN_LIMITS.undoMinutes, by a cook of the list's household, in one write of
 * the list (under its lock, announced on its live stream). How the lines come back is
 * list-restore.ts's rule. An undo id of another list, or one no longer kept, is 404; one used
 * already is 409; one expired is 410.
 */
export class ListUndo {
  constructor(private readonly service: ShoppingService) {}

  undo(listId: string, undoId: string, principal: Principal): Promise<ShoppingList> {
    return this.service.cleanup(listId, principal, async (tx, list) => {
      const undos = tx.undos();
      const removal = isUuid(undoId) ? await undos.lock(list.id, undoId) : undefined;
      if (!removal) throw new AppError(404, LIST_UNDO_MESSAGES.notFound);
      if (removal.undoneOn !== null) throw new AppError(409, LIST_UNDO_MESSAGES.alreadyUndone);
      if (removal.expiresOn.getTime() <= Date.now()) {
        throw new AppError(410, LIST_UNDO_MESSAGES.expired);
      }
      const restore = new ListRestore(await tx.items(list.id), list.unitSystem);
      // The lines a recipe's share left first: a line taken back into one of them comes after.
      for (const reduced of removal.reduced) restore.giveBack(reduced, removal.recipeId ?? '');
      for (const taken of removal.taken) restore.putBack(taken);
      if (restore.size > KITCHEN_LIMITS.itemsPerList) {
        throw new AppError(409, KITCHEN_MESSAGES.listFull);
      }
      const { updates, inserts } = restore.changes(list.id);
      for (const { id, patch } of updates) await tx.updateItem(list.id, id, patch);
      await tx.insertItems(inserts);
      await undos.markUndone(removal.id);
      return true;
    });
  }
}
