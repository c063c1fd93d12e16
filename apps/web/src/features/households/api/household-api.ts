import {
  getHousehold,
  handOverHousehold,
  inviteToHousehold,
  joinHousehold,
  leaveHousehold,
  listHouseholdInvitations,
  previewJoinHousehold,
  removeHouseholdMember,
  renameHousehold,
  type Household,
  type InviteToHouseholdInput,
  type JoinHouseholdInput,
  type RenameHouseholdInput,
} from '@family-recipes/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery, refreshReads } from '../../../lib/endpoint-query';
import { call } from '../../../lib/endpoint-client';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';
import { KITCHEN_READS } from '../../../lib/query-keys';

/** GET /api/household: a cook without one yet gets a household of their own. */
export function useHousehold() {
  return useQuery(endpointQuery(getHousehold, {}));
}

/**
 * Every write answers the household as it is now: it replaces the cached one. A cook who joined
 * or left (`moved`) is in another kitchen now.
 */
function storing(queryClient: QueryClient, moved = false) {
  return {
    onSuccess: (household: Household) => {
      queryClient.setQueryData(endpointKey(getHousehold, {}), household);
      if (moved) void refreshReads(queryClient, KITCHEN_READS);
    },
  };
}

/** PATCH /api/household (the owner). */
export function useRenameHousehold() {
  return useEndpointMutation(renameHousehold, (body: RenameHouseholdInput) => ({ body }), storing);
}

/**
 * POST /api/household/invitations (the owner): the code, shown only in this answer. The new
 * invitation joins the pending ones.
 */
export function useInviteToHousehold() {
  return useEndpointMutation(
    inviteToHousehold,
    (body: InviteToHouseholdInput) => ({ body }),
    (queryClient) => ({
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: endpointKey(listHouseholdInvitations) }),
    }),
  );
}

/**
 * POST /api/household/join/preview: what joining by the code would do (the household, who
 * invited, the cook's own plan and lists), read once; it changes nothing.
 */
export function useJoinPreview(code: string) {
  return useQuery({
    queryKey: [...endpointKey(previewJoinHousehold), code],
    queryFn: ({ signal }) => call(previewJoinHousehold, { body: { code }, signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/household/join: the household of the invitation, with or without the cook's plan. */
export function useJoinHousehold() {
  return useEndpointMutation(
    joinHousehold,
    (body: JoinHouseholdInput) => ({ body }),
    (queryClient) => storing(queryClient, true),
  );
}

/** POST /api/household/leave: the cook gets a new household of their own. */
export function useLeaveHousehold() {
  return useEndpointMutation(
    leaveHousehold,
    () => ({}),
    (queryClient) => storing(queryClient, true),
  );
}

/** DELETE /api/household/members/:sub (the owner). */
export function useRemoveHouseholdMember() {
  return useEndpointMutation(
    removeHouseholdMember,
    (sub: string) => ({ params: { sub } }),
    storing,
  );
}

/** POST /api/household/owner (the owner): another member becomes the owner. */
export function useHandOverHousehold() {
  return useEndpointMutation(handOverHousehold, (sub: string) => ({ body: { sub } }), storing);
}
