import {
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  parseItemText,
  toListAmount,
  type AddItemInput,
  type ShoppingItem,
  type ShoppingList,
  type UpdatedItem,
  type UpdateItemInput,
} from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import type { Principal } from '../identity/index.js';
import { decideEdit } from './item-edit.js';
import type { LockedForAdd } from './line-writes.repository.js';
import { aisleViewOf } from '../aisles/index.js';
import { arrangeByHousehold, isAisle } from './list-aisles.js';
import { ListLines } from './list-lines.js';
import { toItemJson, toListJson } from './shopping.mapper.js';
import type { ItemRow, ListRow } from './shopping-rows.js';
import type { ShoppingRepository } from './shopping.repository.js';

/*
 * The kitchen's writes of one line (decision 038): a tick, a rewrite, a free item. Each is one
 * transaction of two statements: one locks the list the caller may use and reads what the write
 * and its answer need, one writes the line, records the op id, marks the list changed and
 * announces the line's new version (line-writes.repository.ts). The answer carries what the page
 * shows, so the page that made the change reads nothing more.
 */

/** An edit of a line: applied (`yours`, perhaps over a later version), or outranked (`theirs`). */
export type ItemEditResult =
  { kept: 'yours'; item: UpdatedItem } | { kept: 'theirs'; item: ShoppingItem };

export const SHOPPING_MESSAGES = {
  listNotFound: 'Shopping list not found',
  itemNotFound: 'Item not found',
} as const;

const notFound = () => new AppError(404, SHOPPING_MESSAGES.listNotFound);

/**
 * A free item. Sent again with an `op_id` already applied for this cook, it adds nothing and
 * answers the list as it is (`created` false). One statement locks and reads the list, one
 * writes the line and announces it (line-writes.repository.ts).
 */
export async function addFreeItem(
  repository: ShoppingRepository,
  listId: string,
  input: AddItemInput,
  principal: Principal,
): Promise<{ list: ShoppingList; created: boolean }> {
  if (!isUuid(listId)) throw notFound();
  const parsed = parseItemText(input.text);
  return repository.transaction(async (tx) => {
    const writes = tx.lines();
    const locked = await writes.lockForAdd(listId, principal.sub, input.op_id, parsed.key);
    if (!locked) throw notFound();
    const asIs = () => ({
      list: wholeList(locked, locked.list, locked.items, principal),
      created: false,
    });
    if (input.op_id !== undefined && locked.seen) return asIs();
    const lines = new ListLines(locked.items, locked.list.unitSystem);
    lines.add(parsed);
    if (lines.size > KITCHEN_LIMITS.itemsPerList) {
      throw invalidField('text', KITCHEN_MESSAGES.listFull);
    }
    const { updates, inserts } = lines.changes(locked.list.id);
    const op = { opId: input.op_id, sub: principal.sub };
    const [update] = updates;
    const [insert] = inserts;
    const written = update
      ? await writes.updateLine(locked.list.id, update.id, update.patch, undefined, op)
      : insert && (await writes.insertLine(insert, op));
    // The op id was recorded by another write of the cook's while this one waited.
    if (!written) return asIs();
    const items = update
      ? locked.items.map((row) => (row.id === written.item.id ? written.item : row))
      : [...locked.items, written.item];
    const list = { ...locked.list, updatedOn: written.listUpdatedOn };
    return { list: wholeList(locked, list, items, principal), created: true };
  });
}

/**
 * Ticks off or rewrites a line. An edit that names the version it was made on keeps the later
 * of two edits (decision 029, item-edit.ts): the earlier one changes nothing and is answered
 * with the line as it is (`kept: 'theirs'`); the later one says what it replaced. The answer
 * carries the list's numbers, so the page that made it reads nothing more (decision 038).
 */
export async function editLine(
  repository: ShoppingRepository,
  listId: string,
  itemId: string,
  input: UpdateItemInput,
  principal: Principal,
): Promise<ItemEditResult> {
  if (!isUuid(listId)) throw notFound();
  const parsed = input.text === undefined ? undefined : parseItemText(input.text);
  return repository.transaction(async (tx) => {
    const writes = tx.lines();
    const locked = await writes.lockLine(
      listId,
      isUuid(itemId) ? itemId : undefined,
      principal.sub,
      input.op_id,
      parsed?.key,
    );
    if (!locked) throw notFound();
    const { item, list } = locked;
    if (!item) throw new AppError(404, SHOPPING_MESSAGES.itemNotFound);
    const asIs = inAisle(item, locked.itemAisle);
    // Applied before: the line as it is, without the list's numbers (the page reads the list).
    if (input.op_id !== undefined && locked.seen) return { kept: 'yours', item: asIs };
    const decision = decideEdit(item, input, new Date());
    // Not recorded: refused, it changed nothing, and sent again it is refused again.
    if (!decision.apply) return { kept: 'theirs', item: asIs };
    const amount = parsed && toListAmount(parsed, list.unitSystem);
    const written = await writes.updateLine(
      list.id,
      item.id,
      {
        ...(input.checked !== undefined ? { checked: input.checked } : {}),
        ...(parsed && amount
          ? {
              ingredient: parsed.ingredient,
              ingredientKey: parsed.key,
              quantity: amount.quantity,
              units: amount.units,
              aisle: parsed.aisle,
              // The amount is now the cook's: what recipes put into it is no longer known.
              shares: null,
            }
          : {}),
      },
      decision.updatedOn,
      { opId: input.op_id, sub: principal.sub },
    );
    // The op id was recorded by another write of the cook's while this one waited.
    if (!written) return { kept: 'yours', item: asIs };
    const line = inAisle(written.item, parsed ? locked.chosenAisle : locked.itemAisle);
    const unchecked =
      locked.uncheckedCount - (item.checked ? 0 : 1) + (written.item.checked ? 0 : 1);
    const answer: UpdatedItem = {
      ...line,
      list: {
        item_count: locked.itemCount,
        unchecked_count: unchecked,
        updated_on: written.listUpdatedOn.toISOString(),
      },
    };
    return {
      kept: 'yours',
      item: decision.replaced ? { ...answer, conflict: { kept: 'yours', other: asIs } } : answer,
    };
  });
}

/** A line as the household's lists show it: in the aisle the household chose for its key. */
function inAisle(row: ItemRow, chosen: string | undefined): ShoppingItem {
  return toItemJson(chosen !== undefined && isAisle(chosen) ? { ...row, aisle: chosen } : row);
}

/** The whole list, arranged for the caller, from what the write read and wrote. */
function wholeList(
  locked: LockedForAdd,
  list: ListRow,
  items: ItemRow[],
  principal: Principal,
): ShoppingList {
  return arrangeByHousehold(toListJson(list, locked.members, items, principal.sub), {
    ...aisleViewOf(locked.aisleOrder),
    chosen: locked.chosen,
  });
}
