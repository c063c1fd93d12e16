import type { Endpoint } from '@family-recipes/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutation, type ReadOf, type WriteOptions } from './endpoint-query';

/*
 * The hook of a write, apart from the query options: a page that only reads (the home page's first
 * load) does not load TanStack Query's mutation code.
 */

/**
 * A write to `endpoint` (`endpointMutation`) whose options are made with the query client: the
 * reads its answer replaces or makes stale.
 */
export function useEndpointMutation<E extends Endpoint, V = void, C = unknown>(
  endpoint: E,
  input: (variables: V) => ReadOf<E>,
  options: (queryClient: QueryClient) => WriteOptions<E, V, C>,
) {
  const queryClient = useQueryClient();
  return useMutation(endpointMutation(endpoint, input, options(queryClient)));
}
