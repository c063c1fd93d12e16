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
  type ShoppingListSummary,
  type UpdateListInput,
} from '@family-recipes/shared';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call, urlOf } from '../../../lib/endpoint-client';
import { shoppingKeys } from '../../../lib/query-keys';

/** Where the live updates of one list arrive (text/event-stream). */
export const listEventsPath = (id: string) => urlOf(listEvents, { params: { id } });

/** GET /api/shopping-lists: the caller's own lists and those shared with them. */
const shoppingListsQueryOptions = () =>
  queryOptions<ShoppingListSummary[], ApiError>({
    queryKey: shoppingKeys.lists(),
    queryFn: ({ signal }) => call(listShoppingLists, { signal }),
  });

/** GET /api/shopping-lists/:id; another cook's list answers 404. */
const shoppingListQueryOptions = (id: string) =>
  queryOptions<ShoppingList, ApiError>({
    queryKey: shoppingKeys.detail(id),
    queryFn: ({ signal }) => call(getShoppingList, { params: { id }, signal }),
  });

export function useShoppingLists() {
  return useQuery(shoppingListsQueryOptions());
}

export function useShoppingList(id: string) {
  return useQuery(shoppingListQueryOptions(id));
}

/** Every write to a list answers the whole list: it replaces the cached one, and the overview is stale. */
function storeList(queryClient: QueryClient, list: ShoppingList) {
  queryClient.setQueryData(shoppingKeys.detail(list._id), list);
  void queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() });
}

/** POST /api/shopping-lists */
export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation<ShoppingList, ApiError, CreateListInput>({
    mutationFn: (input) => call(createShoppingList, { body: input }),
    onSuccess: (list) => storeList(queryClient, list),
  });
}

/** PATCH /api/shopping-lists/:id: the name or the unit system. */
export function useUpdateList(id: string) {
  const queryClient = useQueryClient();
  return useMutation<ShoppingList, ApiError, UpdateListInput>({
    mutationFn: (input) => call(updateShoppingList, { params: { id }, body: input }),
    onSuccess: (list) => storeList(queryClient, list),
  });
}

/** DELETE /api/shopping-lists/:id (the owner). */
export function useDeleteList(id: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: async () => {
      await call(deleteShoppingList, { params: { id } });
    },
    // The page leaves for the overview; its own read of the list is not repeated meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() }),
  });
}

/** POST /api/shopping-lists/:id/recipes: a recipe's ingredients, scaled to `servings`. */
export function useAddRecipeToList() {
  const queryClient = useQueryClient();
  return useMutation<ShoppingList, ApiError, AddRecipeToListInput & { listId: string }>({
    mutationFn: ({ listId, ...input }) =>
      call(addRecipeToList, { params: { id: listId }, body: input }),
    onSuccess: (list) => storeList(queryClient, list),
  });
}

function countUnchecked(list: ShoppingList): ShoppingList {
  return { ...list, unchecked_count: list.items.filter((item) => !item.checked).length };
}

// Ticking a line, typing it again and adding a free item are kitchen writes (features/sync):
// sent at once, or kept on the device while offline.

/** DELETE /api/shopping-lists/:id/items/:itemId (204). */
export function useRemoveItem(id: string) {
  const queryClient = useQueryClient();
  const key = shoppingKeys.detail(id);
  return useMutation<void, ApiError, string>({
    mutationFn: async (itemId) => {
      await call(removeListItem, { params: { id, itemId } });
    },
    onSuccess: (_answer, itemId) => {
      queryClient.setQueryData<ShoppingList>(key, (list) =>
        list
          ? countUnchecked({
              ...list,
              item_count: list.item_count - 1,
              items: list.items.filter((item) => item._id !== itemId),
            })
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() });
    },
  });
}
