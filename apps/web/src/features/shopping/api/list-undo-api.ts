import {
  getShoppingList,
  undoListRemoval,
  type ShoppingList,
  type ShoppingListRemoval,
} from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';
import { endpointKey } from '../../../lib/endpoint-query';
import { storeList } from './shopping-api';

/** The list a removal answered, without its undo id: the id goes to the toast, not the cache. */
export function listOf({ undo: _undo, ...list }: ShoppingListRemoval): ShoppingList {
  return list;
}

/**
 * POST /api/shopping-lists/:id/undo/:undoId: puts back what a removal took; the list's cache then
 * holds the list as the server answered it. Called from a toast, after the control that made the
 * removal may be gone, so it is a plain call rather than a mutation of that control.
 */
export async function undoRemoval(
  queryClient: QueryClient,
  listId: string,
  undoId: string,
): Promise<ShoppingList> {
  const list = await call(undoListRemoval, { params: { id: listId, undoId } });
  // A read the removal's own live change started may still be on its way, without the lines: it
  // must not draw over the answer (and take away the line the focus is about to go to).
  await queryClient.cancelQueries({
    queryKey: endpointKey(getShoppingList, { params: { id: listId } }),
  });
  storeList(queryClient, list);
  return list;
}
