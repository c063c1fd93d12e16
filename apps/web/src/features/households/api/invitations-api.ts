import { listHouseholdInvitations, revokeHouseholdInvitation } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointKey, endpointPage } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** As many as one page holds: a family has a handful waiting, the total says if there are more. */
const SHOWN = 100;

/** GET /api/household/invitations (the owner): the pending ones, newest first. */
export function usePendingInvitations() {
  return useQuery(endpointPage(listHouseholdInvitations, { query: { limit: SHOWN } }));
}

/** DELETE /api/household/invitations/:id (the owner): its link then joins nothing. */
export function useRevokeInvitation() {
  return useEndpointMutation(
    revokeHouseholdInvitation,
    (id: string) => ({ params: { id } }),
    (queryClient) => ({
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: endpointKey(listHouseholdInvitations) }),
    }),
  );
}
