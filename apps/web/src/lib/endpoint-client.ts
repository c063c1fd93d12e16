import {
  pathOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchList, queryString, type ListPage } from './api-client';

/*
 * The web app's calls, made from the endpoints of the shared contract
 * (docs/decisions/032-one-contract-for-every-endpoint.md): the method and path come from the
 * declaration, the types of the parameters, query, body and answer from its named schemas. Only
 * types cross over: a page that calls an endpoint loads its declaration, never a zod schema.
 */

export type Params<E extends Endpoint> = keyof ParamsOf<E> extends never
  ? { params?: undefined }
  : { params: ParamsOf<E> };
type Query<E extends Endpoint> =
  QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> };
type Body<E extends Endpoint> =
  BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> };

/** What a call of `E` sends, and how. */
export type CallOf<E extends Endpoint> = Params<E> &
  Query<E> &
  Body<E> & {
    signal?: AbortSignal | undefined;
    /** A query function's client: the server render answers its reads in process. */
    client?: QueryClient | undefined;
    headers?: HeadersInit;
  };

/** One item of a list endpoint's answer. */
export type Item<E extends Endpoint> = ResponseOf<E> extends (infer T)[] ? T : never;

/** The address of a call: the declared path with its parameters, and the query without blanks. */
export function urlOf<E extends Endpoint>(
  endpoint: E,
  input: { params?: ParamsOf<E> | undefined; query?: QueryOf<E> | undefined },
): string {
  const query = (input.query ?? {}) as Record<string, unknown>;
  const values: Record<string, string | number | undefined> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (typeof value === 'boolean') values[name] = String(value);
  }
  return pathOf(endpoint, (input.params ?? {}) as ParamsOf<E>) + queryString(values);
}

function init(endpoint: Endpoint, call: CallOf<Endpoint>) {
  return {
    method: endpoint.method.toUpperCase(),
    json: call.body,
    signal: call.signal,
    client: call.client,
    headers: call.headers,
  };
}

/** Calls `endpoint`; its answer, or an ApiError with the server's message and fields. */
export function call<E extends Endpoint>(endpoint: E, input: CallOf<E>): Promise<ResponseOf<E>> {
  const request = input as CallOf<Endpoint>;
  return apiFetch<ResponseOf<E>>(urlOf(endpoint, input), init(endpoint, request));
}

/**
 * Calls a list endpoint: one page and the list's whole length (X-Total-Count), and the headers
 * named in `readHeaders` (a search's X-Search-Corrected).
 */
export function callList<E extends Endpoint>(
  endpoint: E,
  input: CallOf<E>,
  readHeaders: readonly string[] = [],
): Promise<ListPage<Item<E>>> {
  const request = input as CallOf<Endpoint>;
  return apiFetchList<Item<E>>(urlOf(endpoint, input), init(endpoint, request), readHeaders);
}
