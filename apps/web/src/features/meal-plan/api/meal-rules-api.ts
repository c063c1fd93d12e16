import {
  fillPlanDinners,
  getMealPlan,
  getMealRules,
  replaceMealRules,
  type MealRulesInput,
  type PlanFillDinnersInput,
} from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/*
 * The household's meal rules (GET and PUT /api/household/meal-rules) and "Fill empty dinners"
 * (POST /api/meal-plan/fill-dinners).
 */

const rulesQuery = endpointQuery(getMealRules, {});

/** The rules, read afresh whenever the panel opens: another member may have changed them. */
export function useMealRules(enabled: boolean) {
  return useQuery({ ...rulesQuery, enabled, staleTime: 0 });
}

export function useSaveMealRules() {
  return useEndpointMutation(
    replaceMealRules,
    (body: MealRulesInput) => ({ body }),
    (queryClient) => ({
      onSuccess: (rules) => queryClient.setQueryData(rulesQuery.queryKey, rules),
    }),
  );
}

/** Fills the week's empty dinners; every plan on screen is read again. */
export function useFillDinners() {
  return useEndpointMutation(
    fillPlanDinners,
    (body: PlanFillDinnersInput) => ({ body }),
    (queryClient) => ({
      onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(getMealPlan) }),
    }),
  );
}
