import {
  getMealPlan,
  KITCHEN_LIMITS,
  replacePlanDay,
  surprisePlanMeal,
  type Meal,
  type MealPlan,
  type PlanDay,
  type PlanDayInput,
  type PlanSurpriseInput,
} from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { PLAN_CHANGE } from '../../../lib/query-keys';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';
import { dayInput, emptyDay, replaceDays } from '../plan-moves';

/** GET /api/meal-plan?from=&to=: every day of the range, empty days included. */
const planRangeQueryOptions = (from: string, to: string) =>
  endpointQuery(getMealPlan, { query: { from, to } });

export function usePlanRange(from: string, to: string) {
  return useQuery(planRangeQueryOptions(from, to));
}

/** PUT /api/meal-plan/:date: the whole day is replaced. */
const putDay = (date: string, input: PlanDayInput) =>
  call(replacePlanDay, { params: { date }, body: input });

interface ChangeContext {
  previous: MealPlan | undefined;
}

/**
 * Saves changed days of the range on screen. The page shows them at once; the days are saved one
 * after the other in the order given, and on a failure the page goes back to what it showed before
 * and reads the range again, since a first day may have been saved before a second one failed.
 */
export function usePlanChange(from: string, to: string) {
  const queryClient = useQueryClient();
  const key = planRangeQueryOptions(from, to).queryKey;
  return useMutation<PlanDay[], ApiError, PlanDay[], ChangeContext>({
    mutationKey: PLAN_CHANGE,
    mutationFn: async (days) => {
      const saved: PlanDay[] = [];
      for (const day of days) saved.push(await putDay(day.date, dayInput(day)));
      return saved;
    },
    onMutate: async (days) => {
      // A read still on its way would put the old plan back over the change just made.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, { days: replaceDays(previous.days, days) });
      return { previous };
    },
    onError: (_error, _days, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, (plan) =>
        plan ? { days: replaceDays(plan.days, saved) } : plan,
      );
    },
  });
}

/** The recipe's meal is full: a day holds at most KITCHEN_LIMITS.recipesPerMeal recipes a meal. */
export const MEAL_FULL = `That meal already has ${KITCHEN_LIMITS.recipesPerMeal} recipes, the most it can hold.`;

/**
 * "Add to meal plan" on a recipe page: the day as it is now (read afresh), then the same day with
 * the recipe at the end of the meal.
 */
export function useAddToPlan() {
  const queryClient = useQueryClient();
  return useMutation<PlanDay, ApiError, { date: string; meal: Meal; recipeId: string }>({
    mutationFn: async ({ date, meal, recipeId }) => {
      const plan = await queryClient.fetchQuery({
        ...planRangeQueryOptions(date, date),
        staleTime: 0,
      });
      const day = plan.days.find((entry) => entry.date === date) ?? emptyDay(date);
      const input = dayInput(day);
      if (input[meal].length >= KITCHEN_LIMITS.recipesPerMeal) {
        throw new ApiError(400, MEAL_FULL, [{ field: meal, message: MEAL_FULL }]);
      }
      return putDay(date, { ...input, [meal]: [...input[meal], recipeId] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(getMealPlan) }),
  });
}

/**
 * "Surprise me" (POST /api/meal-plan/surprise): the server picks a recipe not yet planned that
 * week and adds it to the meal; the range on screen is read again.
 */
export function useSurprise(from: string, to: string) {
  return useEndpointMutation(
    surprisePlanMeal,
    (body: PlanSurpriseInput) => ({ body }),
    (queryClient) => ({
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: planRangeQueryOptions(from, to).queryKey }),
    }),
  );
}
