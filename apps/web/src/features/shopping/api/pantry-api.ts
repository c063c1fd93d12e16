import { getPantry, replacePantry, type ReplacePantryInput } from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import { useEndpointMutation } from '../../../lib/endpoint-mutation';

/** GET /api/household/pantry: the household's staples, in the order its cooks gave them. */
export function usePantry() {
  return useQuery(endpointQuery(getPantry, {}));
}

/** PUT /api/household/pantry: every staple at once; the answer is the pantry as saved. */
export function useReplacePantry() {
  return useEndpointMutation(
    replacePantry,
    (body: ReplacePantryInput) => ({ body }),
    (queryClient) => ({
      onSuccess: (pantry) => queryClient.setQueryData(endpointKey(getPantry, {}), pantry),
    }),
  );
}
