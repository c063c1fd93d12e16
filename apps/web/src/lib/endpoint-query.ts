import type { Endpoint, ResponseOf } from '@family-recipes/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  type DataTag,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  type UndefinedInitialDataInfiniteOptions,
  type UndefinedInitialDataOptions,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiError, ListPage } from './api-client';
import { call, callList, type CallOf, type Item } from './endpoint-client';

/*
 * TanStack Query's options for the endpoints of the contract: each read's key is made from the
 * declaration and what the call is given, so every feature that reads, sets or refreshes the same
 * data names it the same way, and its function is the contract's call.
 */

/** What a call is given, but for what TanStack Query passes in (its signal and client). */
export type ReadOf<E extends Endpoint> = Omit<CallOf<E>, 'signal' | 'client'>;

type Named = { params?: unknown; query?: unknown };

/**
 * The key of a read of `endpoint`: its declared path, then the path parameters and query it was
 * given (when it was given any), then `more` (a list's `page` or `pages`, an account). Any first
 * part of a key covers the longer ones: `endpointKey(getRecipe)` every recipe's page,
 * `endpointKey(getRecipe, { params: { id } })` that recipe's. Given the whole call, the key is
 * that of `endpointQuery`, tagged with its answer's type.
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  read: ReadOf<E>,
): DataTag<QueryKey, ResponseOf<E>, ApiError>;
export function endpointKey(endpoint: Endpoint, read?: Named, ...more: string[]): QueryKey;
export function endpointKey(endpoint: Endpoint, read: Named = {}, ...more: string[]): QueryKey {
  const { params, query } = read;
  const named = {
    ...(params === undefined ? {} : { params }),
    ...(query === undefined ? {} : { query }),
  };
  return [endpoint.path, ...(Object.keys(named).length ? [named] : []), ...more];
}

const called = <E extends Endpoint>(read: ReadOf<E>, more: object) =>
  ({ ...read, ...more }) as CallOf<E>;

type ReadOptions<T, D> = Omit<
  UndefinedInitialDataOptions<T, ApiError, D>,
  'queryKey' | 'queryFn'
> & {
  /** Whose answer it is, when the call does not say (the cookie does): added to the key. */
  owner?: string;
};

/** A read of `endpoint` with `read`'s parameters and query: its answer as the server sends it. */
export function endpointQuery<E extends Endpoint, D = ResponseOf<E>>(
  endpoint: E,
  read: ReadOf<E>,
  { owner, ...options }: ReadOptions<ResponseOf<E>, D> = {},
) {
  return queryOptions<ResponseOf<E>, ApiError, D>({
    ...options,
    queryKey: endpointKey(endpoint, read, ...(owner === undefined ? [] : [owner])),
    queryFn: ({ signal, client }) => call(endpoint, called(read, { signal, client })),
  });
}

/** One page of a list endpoint and the list's whole length (X-Total-Count). */
export function endpointPage<E extends Endpoint, D = ListPage<Item<E>>>(
  endpoint: E,
  read: ReadOf<E>,
  options: ReadOptions<ListPage<Item<E>>, D> = {},
) {
  return queryOptions<ListPage<Item<E>>, ApiError, D>({
    ...options,
    queryKey: endpointKey(endpoint, read, 'page'),
    queryFn: ({ signal, client }) => callList(endpoint, called(read, { signal, client })),
  });
}

/** The page after `pages`, while the list's length says there is one. */
function nextPage(last: ListPage<unknown>, pages: ListPage<unknown>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return last.items.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
}

type PagesOptions<T> = Omit<
  UndefinedInitialDataInfiniteOptions<T, ApiError, InfiniteData<T, number>, QueryKey, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
> & {
  /** Answer headers each page keeps (a search's X-Search-Corrected). */
  readHeaders?: readonly string[];
};

/**
 * A list endpoint page by page ("Load more"): `read`'s query names the list, each page adds its
 * `page` (from 1) until the list's length is reached.
 */
export function endpointPages<E extends Endpoint>(
  endpoint: E,
  read: ReadOf<E>,
  { readHeaders, ...options }: PagesOptions<ListPage<Item<E>>> = {},
) {
  return infiniteQueryOptions<
    ListPage<Item<E>>,
    ApiError,
    InfiniteData<ListPage<Item<E>>, number>,
    QueryKey,
    number
  >({
    ...options,
    queryKey: endpointKey(endpoint, read, 'pages'),
    queryFn: ({ pageParam, signal, client }) => {
      const query = { ...(read.query as object), page: pageParam };
      return callList(endpoint, called(read, { query, signal, client }), readHeaders);
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export type WriteOptions<E extends Endpoint, V, C> = Omit<
  UseMutationOptions<ResponseOf<E>, ApiError, V, C>,
  'mutationKey' | 'mutationFn'
>;

/** A write's mutation key: the endpoint's path and method (`endpointKey` covers every method). */
export const writeKey = (endpoint: Endpoint) => [endpoint.path, endpoint.method];

/** A write to `endpoint`, the call made from the mutation's variables by `input`. */
export function endpointMutation<E extends Endpoint, V = void, C = unknown>(
  endpoint: E,
  input: (variables: V) => ReadOf<E>,
  options: WriteOptions<E, V, C> = {},
): UseMutationOptions<ResponseOf<E>, ApiError, V, C> {
  return {
    ...options,
    mutationKey: writeKey(endpoint),
    mutationFn: (variables) => call(endpoint, called(input(variables), {})),
  };
}

/** Marks every read of `endpoints` stale; those on screen are read again. */
export function refreshReads(queryClient: QueryClient, endpoints: readonly Endpoint[]) {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  );
}
