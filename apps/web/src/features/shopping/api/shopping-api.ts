import {
  addRecipeToList,
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listEvents,
  listShoppingLists,
  removeListItem,
  updateShoppingList,
  type AddRecipeToListInput,
  type CreateListInput,
  type ShoppingList,
  type UpdateListInput,
} from '@family-recipes/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { urlOf } from '../../../lib/endpoint-client';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** Where the live updates of one list arrive (text/event-stream). */
export const listEventsPath = (id: string) => urlOf(listEvents, { params: { id } });

/** GET /api/shopping-lists: the caller's own lists and those shared with them. */
export function useShoppingLists() {
  return useQuery(endpointQuery(listShoppingLists, {}));
}

/** GET /api/shopping-lists/:id; another cook's list answers 404. */
export function useShoppingList(id: string) {
  return useQuery(endpointQuery(getShoppingList, { params: { id } }));
}

/**
 * Every write to a list answers the whole list: it replaces the cached one, and the overview is
 * stale.
 */
export function storeList(queryClient: QueryClient, list: ShoppingList) {
  queryClient.setQueryData(endpointKey(getShoppingList, { params: { id: list._id } }), list);
  void queryClient.invalidateQueries({ queryKey: endpointKey(listShoppingLists) });
}

/** The options of a write whose answer is the whole list. */
const storing = (queryClient: QueryClient) => ({
  onSuccess: (list: ShoppingList) => storeList(queryClient, list),
});

/** POST /api/shopping-lists */
export function useCreateList() {
  return useEndpointMutation(createShoppingList, (body: CreateListInput) => ({ body }), storing);
}

/** PATCH /api/shopping-lists/:id: the name or the unit system. */
export function useUpdateList(id: string) {
  return useEndpointMutation(
    updateShoppingList,
    (body: UpdateListInput) => ({ params: { id }, body }),
    storing,
  );
}

/** DELETE /api/shopping-lists/:id (the owner). */
export function useDeleteList(id: string) {
  return useEndpointMutation(
    deleteShoppingList,
    () => ({ params: { id } }),
    (queryClient) => ({
      // The page leaves for the overview; its own read of the list is not repeated meanwhile.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(listShoppingLists) }),
    }),
  );
}

/** POST /api/shopping-lists/:id/recipes: a recipe's ingredients, scaled to `servings`. */
export function useAddRecipeToList() {
  return useEndpointMutation(
    addRecipeToList,
    ({ listId, ...body }: AddRecipeToListInput & { listId: string }) => ({
      params: { id: listId },
      body,
    }),
    storing,
  );
}

function countUnchecked(list: ShoppingList): ShoppingList {
  return { ...list, unchecked_count: list.items.filter((item) => !item.checked).length };
}

// Ticking a line, typing it again and adding a free item are kitchen writes (features/sync):
// sent at once, or kept on the device while offline.

/** DELETE /api/shopping-lists/:id/items/:itemId: answers the undo id of the removal. */
export function useRemoveItem(id: string) {
  return useEndpointMutation(
    removeListItem,
    (itemId: string) => ({ params: { id, itemId } }),
    (queryClient) => ({
      onSuccess: (_answer, itemId) => {
        queryClient.setQueryData(endpointKey(getShoppingList, { params: { id } }), (list) =>
          list
            ? countUnchecked({
                ...list,
                item_count: list.item_count - 1,
                items: list.items.filter((item) => item._id !== itemId),
              })
            : list,
        );
        void queryClient.invalidateQueries({ queryKey: endpointKey(listShoppingLists) });
      },
    }),
  );
}
