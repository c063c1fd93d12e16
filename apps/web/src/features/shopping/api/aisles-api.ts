import {
  addHouseholdAisle,
  addHouseholdShop,
  getHouseholdAisles,
  getShoppingList,
  listShoppingLists,
  orderHouseholdShop,
  removeHouseholdAisle,
  removeHouseholdShop,
  renameHouseholdAisle,
  renameHouseholdShop,
  type HouseholdAisles,
} from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey, refreshReads } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/*
 * The household's own aisles and its shops (decision 048). Every change is answered with the
 * household's aisles (or the aisle or shop added); the lists are read again, as every member's
 * open lists do when the household stream says `aisles`.
 */

const refreshAll = (queryClient: QueryClient) =>
  refreshReads(queryClient, [getHouseholdAisles, listShoppingLists, getShoppingList]);

const storing = (queryClient: QueryClient) => ({
  onSuccess: (aisles: HouseholdAisles) => {
    queryClient.setQueryData(endpointKey(getHouseholdAisles, {}), aisles);
    void refreshReads(queryClient, [listShoppingLists, getShoppingList]);
  },
});

const refreshing = (queryClient: QueryClient) => ({
  onSuccess: () => void refreshAll(queryClient),
});

/** POST /api/household/aisles: an aisle of the household's own, last in every order. */
export function useAddAisle() {
  return useEndpointMutation(addHouseholdAisle, (name: string) => ({ body: { name } }), refreshing);
}

/** PATCH /api/household/aisles/:aisleId. */
export function useRenameAisle() {
  return useEndpointMutation(
    renameHouseholdAisle,
    ({ id, name }: { id: string; name: string }) => ({ params: { aisleId: id }, body: { name } }),
    storing,
  );
}

/** DELETE /api/household/aisles/:aisleId: its lines go back to their own aisles. */
export function useRemoveAisle() {
  return useEndpointMutation(
    removeHouseholdAisle,
    (id: string) => ({ params: { aisleId: id } }),
    storing,
  );
}

/** POST /api/household/shops: a shop with the household's order to start with. */
export function useAddShop() {
  return useEndpointMutation(addHouseholdShop, (name: string) => ({ body: { name } }), refreshing);
}

/** PATCH /api/household/shops/:shopId. */
export function useRenameShop() {
  return useEndpointMutation(
    renameHouseholdShop,
    ({ id, name }: { id: string; name: string }) => ({ params: { shopId: id }, body: { name } }),
    storing,
  );
}

/** DELETE /api/household/shops/:shopId: its lists follow the household's order again. */
export function useRemoveShop() {
  return useEndpointMutation(
    removeHouseholdShop,
    (id: string) => ({ params: { shopId: id } }),
    storing,
  );
}

/** PUT /api/household/shops/:shopId/order. */
export function useOrderShop() {
  return useEndpointMutation(
    orderHouseholdShop,
    ({ id, order }: { id: string; order: string[] }) => ({
      params: { shopId: id },
      body: { order },
    }),
    storing,
  );
}
