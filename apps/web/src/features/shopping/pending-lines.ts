import type { ShoppingItem, ShoppingList } from '@family-recipes/shared';
import type { PendingOp } from '../sync';

/** A line as shown: the server's, with the cook's changes that wait on this device on top. */
export interface ShownItem extends ShoppingItem {
  /** A change of this line waits to be sent. */
  waiting?: boolean;
  /** The line as the cook typed it again, not sent yet. */
  waitingText?: string;
}

/** A free item the cook added that waits to be sent. */
interface WaitingItem {
  op_id: string;
  text: string;
}

export interface ShownList extends Omit<ShoppingList, 'items'> {
  items: ShownItem[];
  waitingItems: WaitingItem[];
}

/**
 * The list the server answered with the waiting changes applied in the order they were made, so
 * whatever the page reads meanwhile, the cook keeps seeing what they did (decision 029).
 */
export function withPending(list: ShoppingList, ops: readonly PendingOp[]): ShownList {
  const mine = ops.filter((op) => op.kind !== 'cooked' && op.list_id === list._id);
  if (mine.length === 0) return { ...list, waitingItems: [] };
  const items = new Map<string, ShownItem>(list.items.map((item) => [item._id, item]));
  const waitingItems: WaitingItem[] = [];
  for (const op of mine) {
    if (op.kind === 'add') {
      waitingItems.push({ op_id: op.op_id, text: op.text });
      continue;
    }
    if (op.kind !== 'check' && op.kind !== 'edit') continue;
    const item = items.get(op.item_id);
    if (!item) continue;
    items.set(
      item._id,
      op.kind === 'check'
        ? { ...item, checked: op.checked, waiting: true }
        : { ...item, waitingText: op.text, waiting: true },
    );
  }
  const shown = [...items.values()];
  return {
    ...list,
    items: shown,
    unchecked_count: shown.filter((item) => !item.checked).length,
    waitingItems,
  };
}
