import { listHouseholdInvitations, revokeHouseholdInvitation } from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointMutation, endpointPage } from '../../../lib/endpoint-query';

/** As many as one page holds: a family has a handful waiting, the total says if there are more. */
const SHOWN = 100;

/** GET /api/household/invitations (the owner): the pending ones, newest first. */
export function usePendingInvitations() {
  return useQuery(endpointPage(listHouseholdInvitations, { query: { limit: SHOWN } }));
}

/** DELETE /api/household/invitations/:id (the owner): its link then joins nothing. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(revokeHouseholdInvitation, (id: string) => ({ params: { id } }), {
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: endpointKey(listHouseholdInvitations) }),
    }),
  );
}
