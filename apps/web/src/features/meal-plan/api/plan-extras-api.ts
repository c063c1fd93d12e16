import {
  createCalendarFeed,
  createShoppingList,
  getCalendarFeed,
  getShoppingList,
  listShoppingLists,
  planToShoppingList,
  previewPlanToShoppingList,
  removeCalendarFeed,
  searchRecipes,
  type PlanToListInput,
  type PlanToListPreview,
  type ShoppingList,
} from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { endpointKey, endpointPage, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** How many recipes a search on the week page offers. */
const PICKS = 8;

/** GET /api/recipes?q=: the best matches to plan; nothing is asked for an empty text. */
export function useRecipePicks(q: string) {
  return useQuery(
    endpointPage(
      searchRecipes,
      { query: { q, limit: PICKS } },
      { select: (page) => page.items, enabled: q !== '' },
    ),
  );
}

/** GET /api/shopping-lists, the read the shopping pages make. */
export function usePlanShoppingLists(enabled: boolean) {
  return useQuery(endpointQuery(listShoppingLists, {}, { enabled }));
}

/**
 * POST /api/meal-plan/shopping-list/preview: what the week's recipes would put on a list, read
 * afresh each time the preview opens.
 */
export function useWeekToListPreview(from: string, to: string) {
  return useQuery<PlanToListPreview, ApiError>({
    queryKey: endpointKey(previewPlanToShoppingList, {}, from, to),
    queryFn: ({ signal }) => call(previewPlanToShoppingList, { body: { from, to }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * "Add this week to a shopping list": into the list chosen, or first into a new list by that
 * name (POST /api/shopping-lists), then POST /api/meal-plan/shopping-list.
 */
export function useWeekToList() {
  const queryClient = useQueryClient();
  return useMutation<
    ShoppingList,
    ApiError,
    Omit<PlanToListInput, 'listId'> & ({ listId: string } | { newName: string })
  >({
    mutationFn: async ({ from, to, includeStaples, days, skip, ...target }) => {
      let listId: string;
      if ('listId' in target) {
        listId = target.listId;
      } else {
        const created = await call(createShoppingList, { body: { name: target.newName } });
        listId = created._id;
      }
      return call(planToShoppingList, {
        body: {
          from,
          to,
          listId,
          ...(includeStaples === undefined ? {} : { includeStaples }),
          ...(days === undefined ? {} : { days }),
          ...(skip === undefined ? {} : { skip }),
        } satisfies PlanToListInput,
      });
    },
    onSettled: (list) => {
      if (list)
        queryClient.setQueryData(endpointKey(getShoppingList, { params: { id: list._id } }), list);
      // A new list may have been made even when filling it failed.
      void queryClient.invalidateQueries({ queryKey: endpointKey(listShoppingLists) });
    },
  });
}

/** GET /api/meal-plan/calendar: whether the feed is on (its address is never read back). */
export function useCalendarFeed() {
  return useQuery(endpointQuery(getCalendarFeed, {}));
}

/** POST /api/meal-plan/calendar: a new address; any earlier one stops working. */
export function useMakeCalendarFeed() {
  return useEndpointMutation(
    createCalendarFeed,
    () => ({}),
    (queryClient) => ({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(getCalendarFeed) }),
    }),
  );
}

/** DELETE /api/meal-plan/calendar: the address stops working and no new one is made. */
export function useStopCalendarFeed() {
  return useEndpointMutation(
    removeCalendarFeed,
    () => ({}),
    (queryClient) => ({
      onSuccess: () =>
        queryClient.setQueryData(endpointKey(getCalendarFeed, {}), {
          enabled: false,
          created_on: null,
        }),
    }),
  );
}
