import {
  getHousehold,
  handOverHousehold,
  inviteToHousehold,
  joinHousehold,
  leaveHousehold,
  removeHouseholdMember,
  renameHousehold,
  type Household,
  type HouseholdInvitation,
  type InviteToHouseholdInput,
  type JoinHouseholdInput,
  type RenameHouseholdInput,
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
import { householdKeys, mealPlanKeys, shoppingKeys } from '../../../lib/query-keys';
import { invitationsKey } from './invitations-api';

/** GET /api/household: a cook without one yet gets a household of their own. */
const householdQueryOptions = () =>
  queryOptions<Household, ApiError>({
    queryKey: householdKeys.mine(),
    queryFn: ({ signal }) => call(getHousehold, { signal }),
  });

export function useHousehold() {
  return useQuery(householdQueryOptions());
}

/** Every write answers the household as it is now: it replaces the cached one. */
function storeHousehold(queryClient: QueryClient, household: Household) {
  queryClient.setQueryData(householdKeys.mine(), household);
}

/**
 * A cook who joined or left is in another kitchen now: the meal plan and the shopping lists they
 * had on screen belong to the household they left.
 */
function movedKitchen(queryClient: QueryClient, household: Household) {
  storeHousehold(queryClient, household);
  void queryClient.invalidateQueries({ queryKey: mealPlanKeys.all });
  void queryClient.invalidateQueries({ queryKey: shoppingKeys.all });
}

/** PATCH /api/household (the owner). */
export function useRenameHousehold() {
  const queryClient = useQueryClient();
  return useMutation<Household, ApiError, RenameHouseholdInput>({
    mutationFn: (body) => call(renameHousehold, { body }),
    onSuccess: (household) => storeHousehold(queryClient, household),
  });
}

/**
 * POST /api/household/invitations (the owner): the code, shown only in this answer. The new
 * invitation joins the pending ones.
 */
export function useInviteToHousehold() {
  const queryClient = useQueryClient();
  return useMutation<HouseholdInvitation, ApiError, InviteToHouseholdInput>({
    mutationFn: (body) => call(inviteToHousehold, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** POST /api/household/join: the household of the invitation, with or without the cook's plan. */
export function useJoinHousehold() {
  const queryClient = useQueryClient();
  return useMutation<Household, ApiError, JoinHouseholdInput>({
    mutationFn: (body) => call(joinHousehold, { body }),
    onSuccess: (household) => movedKitchen(queryClient, household),
  });
}

/** POST /api/household/leave: the cook gets a new household of their own. */
export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation<Household, ApiError, void>({
    mutationFn: () => call(leaveHousehold, {}),
    onSuccess: (household) => movedKitchen(queryClient, household),
  });
}

/** DELETE /api/household/members/:sub (the owner). */
export function useRemoveHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation<Household, ApiError, string>({
    mutationFn: (sub) => call(removeHouseholdMember, { params: { sub } }),
    onSuccess: (household) => storeHousehold(queryClient, household),
  });
}

/** POST /api/household/owner (the owner): another member becomes the owner. */
export function useHandOverHousehold() {
  const queryClient = useQueryClient();
  return useMutation<Household, ApiError, string>({
    mutationFn: (sub) => call(handOverHousehold, { body: { sub } }),
    onSuccess: (household) => storeHousehold(queryClient, household),
  });
}
