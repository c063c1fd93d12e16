import { getPantry, replacePantry, type ReplacePantryInput } from '@family-recipes/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/endpoint-query';

/** GET /api/household/pantry: the household's staples, in the order its cooks gave them. */
export function usePantry() {
  return useQuery(endpointQuery(getPantry, {}));
}

/** PUT /api/household/pantry: every staple at once; the answer is the pantry as saved. */
export function useReplacePantry() {
  const queryClient = useQueryClient();
  return useMutation(
    endpointMutation(replacePantry, (body: ReplacePantryInput) => ({ body }), {
      onSuccess: (pantry) => queryClient.setQueryData(endpointKey(getPantry, {}), pantry),
    }),
  );
}
