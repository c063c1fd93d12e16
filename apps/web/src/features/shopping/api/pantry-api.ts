import {
  getPantry,
  replacePantry,
  type Pantry,
  type ReplacePantryInput,
} from '@family-recipes/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/endpoint-client';
import { householdKeys } from '../../../lib/query-keys';

/** GET /api/household/pantry: the household's staples, in the order its cooks gave them. */
const pantryQueryOptions = () =>
  queryOptions<Pantry, ApiError>({
    queryKey: householdKeys.pantry(),
    queryFn: ({ signal }) => call(getPantry, { signal }),
  });

export function usePantry() {
  return useQuery(pantryQueryOptions());
}

/** PUT /api/household/pantry: every staple at once; the answer is the pantry as saved. */
export function useReplacePantry() {
  const queryClient = useQueryClient();
  return useMutation<Pantry, ApiError, ReplacePantryInput>({
    mutationFn: (input) => call(replacePantry, { body: input }),
    onSuccess: (pantry) => queryClient.setQueryData(householdKeys.pantry(), pantry),
  });
}
