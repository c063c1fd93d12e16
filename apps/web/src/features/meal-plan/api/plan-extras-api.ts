import {
  createCalendarFeed,
  createShoppingList,
  getCalendarFeed,
  listShoppingLists,
  planToShoppingList,
  removeCalendarFeed,
  searchRecipes,
  type PlanToListInput,
  type RecipeSummary,
  type ShoppingList,
  type ShoppingListSummary,
} from '@family-recipes/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call, callList } from '../../../lib/endpoint-client';
import { mealPlanKeys, shoppingKeys } from '../../../lib/query-keys';

/** How many recipes a search on the week page offers. */
const PICKS = 8;

/** GET /api/recipes?q=: the best matches to plan; nothing is asked for an empty text. */
const recipePicksQueryOptions = (q: string) =>
  queryOptions<RecipeSummary[], ApiError>({
    queryKey: mealPlanKeys.recipePicks(q),
    queryFn: async ({ signal }) =>
      (await callList(searchRecipes, { query: { q, limit: PICKS }, signal })).items,
    enabled: q !== '',
  });

export function useRecipePicks(q: string) {
  return useQuery(recipePicksQueryOptions(q));
}

/** GET /api/shopping-lists, under the same key as the shopping pages read it. */
export function usePlanShoppingLists(enabled: boolean) {
  return useQuery<ShoppingListSummary[], ApiError>({
    queryKey: shoppingKeys.lists(),
    queryFn: ({ signal }) => call(listShoppingLists, { signal }),
    enabled,
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
    mutationFn: async ({ from, to, ...target }) => {
      let listId: string;
      if ('listId' in target) {
        listId = target.listId;
      } else {
        const created = await call(createShoppingList, { body: { name: target.newName } });
        listId = created._id;
      }
      return call(planToShoppingList, {
        body: { from, to, listId } satisfies PlanToListInput,
      });
    },
    onSettled: (list) => {
      if (list) queryClient.setQueryData(shoppingKeys.detail(list._id), list);
      // A new list may have been made even when filling it failed.
      void queryClient.invalidateQueries({ queryKey: shoppingKeys.lists() });
    },
  });
}

interface CalendarFeedState {
  enabled: boolean;
  created_on: string | null;
}

/** GET /api/meal-plan/calendar: whether the feed is on (its address is never read back). */
export function useCalendarFeed() {
  return useQuery<CalendarFeedState, ApiError>({
    queryKey: mealPlanKeys.calendar(),
    queryFn: ({ signal }) => call(getCalendarFeed, { signal }),
  });
}

/** POST /api/meal-plan/calendar: a new address; any earlier one stops working. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<{ url: string }, ApiError, void>({
    mutationFn: () => call(createCalendarFeed, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealPlanKeys.calendar() }),
  });
}

/** DELETE /api/meal-plan/calendar: the address stops working and no new one is made. */
export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: () => call(removeCalendarFeed, {}),
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeedState>(mealPlanKeys.calendar(), {
        enabled: false,
        created_on: null,
      });
    },
  });
}
