import {
  listHouseholdInvitations,
  revokeHouseholdInvitation,
  type PendingInvitation,
} from '@family-recipes/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError, ListPage } from '../../../lib/api-client';
import { call, callList } from '../../../lib/endpoint-client';
import { householdKeys } from '../../../lib/query-keys';

/** The owner's list of pending invitations; an invitation sent or revoked refreshes it. */
export const invitationsKey = [...householdKeys.all, 'invitations'] as const;

/** As many as one page holds: a family has a handful waiting, the total says if there are more. */
const SHOWN = 100;

/** GET /api/household/invitations (the owner): the pending ones, newest first. */
const invitationsQueryOptions = () =>
  queryOptions<ListPage<PendingInvitation>, ApiError>({
    queryKey: invitationsKey,
    queryFn: ({ signal }) =>
      callList(listHouseholdInvitations, { query: { limit: SHOWN }, signal }),
  });

export function usePendingInvitations() {
  return useQuery(invitationsQueryOptions());
}

/** DELETE /api/household/invitations/:id (the owner): its link then joins nothing. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (id) => {
      await call(revokeHouseholdInvitation, { params: { id } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
