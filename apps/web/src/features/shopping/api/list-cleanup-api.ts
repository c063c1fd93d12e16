import {
  clearTickedLines,
  getHouseholdAisles,
  getShoppingList,
  listShoppingLists,
  moveItemToAisle,
  orderHouseholdAisles,
  removeRecipeLines,
  untickAllLines,
  type ShoppingListRemoval,
} from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  endpointKey,
  endpointMutation,
  endpointQuery,
  refreshReads,
} from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';
import { listOf } from './list-undo-api';
import { storeList } from './shopping-api';

/** Every list of the household shows its lines in the household's aisles. */
const refreshLists = (queryClient: QueryClient) =>
  refreshReads(queryClient, [listShoppingLists, getShoppingList]);

/**
 * The clean-up of a list: "Clear ticked" and "Untick all" (each with an op id of its own, so a
 * retried request is applied once) and taking a recipe's lines off. Sent only online.
 */
export function useListCleanup(id: string) {
  const queryClient = useQueryClient();
  // The undo id of a removal goes to its toast (list-undo-api.ts); the cache keeps the list.
  const stored = {
    onSuccess: (answer: ShoppingListRemoval) => storeList(queryClient, listOf(answer)),
  };
  const newOp = () => ({ params: { id }, body: { op_id: crypto.randomUUID() } });
  const clearTicked = useMutation(endpointMutation(clearTickedLines, newOp, stored));
  const untickAll = useMutation(endpointMutation(untickAllLines, newOp, stored));
  const removeRecipe = useMutation(
    endpointMutation(
      removeRecipeLines,
      (recipeId: string) => ({ params: { id, recipeId } }),
      stored,
    ),
  );
  return { clearTicked, untickAll, removeRecipe };
}

/** PUT .../items/:itemId/aisle: the line moves, and the household remembers its aisle. */
export function useMoveToAisle(id: string) {
  return useEndpointMutation(
    moveItemToAisle,
    ({ itemId, aisle }: { itemId: string; aisle: string }) => ({
      params: { id, itemId },
      body: { aisle },
    }),
    (queryClient) => ({
      onSuccess: (list) => {
        storeList(queryClient, list);
        // Other lists of the household show that ingredient in its new aisle too.
        void refreshLists(queryClient);
      },
    }),
  );
}

/** GET /api/household/aisles: the household's order and every aisle. */
export function useHouseholdAisles() {
  return useQuery(endpointQuery(getHouseholdAisles, {}));
}

/** PUT /api/household/aisles: every list of the household follows the new order. */
export function useOrderAisles() {
  return useEndpointMutation(
    orderHouseholdAisles,
    (order: string[]) => ({ body: { order } }),
    (queryClient) => ({
      onSuccess: (aisles) => {
        queryClient.setQueryData(endpointKey(getHouseholdAisles, {}), aisles);
        void refreshLists(queryClient);
      },
    }),
  );
}
