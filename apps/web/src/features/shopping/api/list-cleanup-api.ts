import {
  clearTickedLines,
  getHouseholdAisles,
  moveItemToAisle,
  orderHouseholdAisles,
  removeRecipeLines,
  untickAllLines,
  type Aisle,
  type HouseholdAisles,
  type ShoppingList,
} from '@family-recipes/shared';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { householdKeys, shoppingKeys } from '../../../lib/query-keys';

/** Under the household's keys: leaving or joining a household reads it again. */
const aislesKey = () => [...householdKeys.all, 'aisles'] as const;

/** The list the server answered replaces the cached one; the overview's counts are stale. */
function storeList(queryClient: QueryClient, list: ShoppingList) {
  queryClient.setQueryData(shoppingKeys.detail(list._id), list);
  void queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() });
}

/**
 * The clean-up of a list: "Clear ticked" and "Untick all" (each with an op id of its own, so a
 * retried request is applied once) and taking a recipe's lines off. Sent only online.
 */
export function useListCleanup(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (list: ShoppingList) => storeList(queryClient, list);
  const clearTicked = useMutation<ShoppingList, ApiError, void>({
    mutationFn: () =>
      call(clearTickedLines, { params: { id }, body: { op_id: crypto.randomUUID() } }),
    onSuccess,
  });
  const untickAll = useMutation<ShoppingList, ApiError, void>({
    mutationFn: () =>
      call(untickAllLines, { params: { id }, body: { op_id: crypto.randomUUID() } }),
    onSuccess,
  });
  const removeRecipe = useMutation<ShoppingList, ApiError, string>({
    mutationFn: (recipeId) => call(removeRecipeLines, { params: { id, recipeId } }),
    onSuccess,
  });
  return { clearTicked, untickAll, removeRecipe };
}

/** PUT .../items/:itemId/aisle: the line moves, and the household remembers its aisle. */
export function useMoveToAisle(id: string) {
  const queryClient = useQueryClient();
  return useMutation<ShoppingList, ApiError, { itemId: string; aisle: Aisle }>({
    mutationFn: ({ itemId, aisle }) =>
      call(moveItemToAisle, { params: { id, itemId }, body: { aisle } }),
    onSuccess: (list) => {
      storeList(queryClient, list);
      // Other lists of the household show that ingredient in its new aisle too.
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
    },
  });
}

const householdAislesQueryOptions = () =>
  queryOptions<HouseholdAisles, ApiError>({
    queryKey: aislesKey(),
    queryFn: ({ signal }) => call(getHouseholdAisles, { signal }),
  });

/** GET /api/household/aisles: the household's order and every aisle. */
export function useHouseholdAisles() {
  return useQuery(householdAislesQueryOptions());
}

/** PUT /api/household/aisles: every list of the household follows the new order. */
export function useOrderAisles() {
  const queryClient = useQueryClient();
  return useMutation<HouseholdAisles, ApiError, Aisle[]>({
    mutationFn: (order) => call(orderHouseholdAisles, { body: { order } }),
    onSuccess: (aisles) => {
      queryClient.setQueryData(aislesKey(), aisles);
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
    },
  });
}
