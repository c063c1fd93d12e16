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
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { urlOf } from '../../../lib/endpoint-client';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/endpoint-query';

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
export const storing = (queryClient: QueryClient) => ({
  onSuccess: (list: ShoppingList) => storeList(queryClient, list),
});

/** POST /api/shopping-lists */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(
      createShoppingList,
      (body: CreateListInput) => ({ body }),
      storing(queryClient),
    ),
  );
}

/** PATCH /api/shopping-lists/:id: the name or the unit system. */
export function useUpdateList(id: string) {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(
      updateShoppingList,
      (body: UpdateListInput) => ({ params: { id }, body }),
      storing(queryClient),
    ),
  );
}

/** DELETE /api/shopping-lists/:id (the owner). */
export function useDeleteList(id: string) {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(deleteShoppingList, () => ({ params: { id } }), {
      // The page leaves for the overview; its own read of the list is not repeated meanwhile.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(listShoppingLists) }),
    }),
  );
}

/** POST /api/shopping-lists/:id/recipes: a recipe's ingredients, scaled to `servings`. */
export function useAddRecipeToList() {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(
      addRecipeToList,
      ({ listId, ...body }: AddRecipeToListInput & { listId: string }) => ({
        params: { id: listId },
        body,
      }),
      storing(queryClient),
    ),
  );
}

function countUnchecked(list: ShoppingList): ShoppingList {
  return { ...list, unchecked_count: list.items.filter((item) => !item.checked).length };
}

// Ticking a line, typing it again and adding a free item are kitchen writes (features/sync):
// sent at once, or kept on the device while offline.

/** DELETE /api/shopping-lists/:id/items/:itemId (204). */
export function useRemoveItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(removeListItem, (itemId: string) => ({ params: { id, itemId } }), {
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
