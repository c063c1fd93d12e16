import { PAGE_TEXT, type ApiTransport, type FieldError } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';

/** Where the API is mounted on this site: every endpoint's path is under it. */
export const API_PREFIX = '/api';

/**
 * The query clients whose reads are answered without the network: the server's, while it draws a
 * page (entry-server.tsx), whose calls go to the API's services in the same process. Each render
 * has its own client, so nothing here outlives it or is shared between requests.
 */
const transports = new WeakMap<QueryClient, ApiTransport>();

/** Has `client`'s reads (those that pass it, as query functions do) answered by `transport`. */
export function answerReadsWith(client: QueryClient, transport: ApiTransport): void {
  transports.set(client, transport);
}

/**
 * A failed call to the API: the HTTP status (0 when the server was never reached), its message,
 * on a 400 the fields that were wrong, each with its own message, and on a 429 or 503 how many
 * seconds the server asked to wait (its Retry-After).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly retryAfterSeconds: number | undefined;
  /** The error answer's whole body (a refused edit's 409 carries the line as it is now). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors: FieldError[] = [],
    retryAfterSeconds?: number,
    body?: unknown,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  body?: BodyInit | null;
  /** Sent as a JSON body with its content type; use `body` for FormData and other bodies. */
  json?: unknown;
  /**
   * The query client asking (a query function's `client`): the server's has its calls answered in
   * process (answerReadsWith); any other, or none, calls the API over the network.
   */
  client?: QueryClient;
}

/**
 * The one way the web app calls the API: cookies are always sent, JSON answers are parsed and any
 * non-2xx answer is thrown as an ApiError carrying the server's `message` and `errors`.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { payload } = await request(path, init);
  return payload as T;
}

/** One page of a list call and the list's full length, from the X-Total-Count header. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** The answer's headers the caller named (lower-case names), those it sent. */
  headers?: Record<string, string>;
}

/** apiFetch for the list calls, which answer an array and report the total in a header. */
export async function apiFetchList<T>(
  path: string,
  init: ApiRequestInit = {},
  readHeaders: readonly string[] = [],
): Promise<ListPage<T>> {
  const { payload, status, header } = await request(path, init);
  if (!Array.isArray(payload)) throw unreadable(status);
  const total = header('X-Total-Count');
  const page: ListPage<T> = {
    items: payload as T[],
    total: total !== null && /^\d+$/.test(total) ? Number(total) : payload.length,
  };
  if (readHeaders.length === 0) return page;
  const headers: Record<string, string> = {};
  for (const name of readHeaders) {
    const value = header(name);
    if (value !== null) headers[name.toLowerCase()] = value;
  }
  return { ...page, headers };
}

/** A query string without empty values, with its leading `?` (or nothing). */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export type ReadHeader = (name: string) => string | null;

async function request(
  path: string,
  init: ApiRequestInit,
): Promise<{ payload: unknown; status: number; header: ReadHeader }> {
  const { json, headers: initHeaders, client, ...rest } = init;
  const transport = client && transports.get(client);
  if (transport) return inProcess(transport, path, rest.method, json);
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(path, { ...rest, body, headers, credentials: 'include' });
  } catch (error) {
    // A cancelled request is not a network failure: TanStack Query needs to see the abort as it is.
    if (rest.signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
      throw error;
    throw new ApiError(0, PAGE_TEXT.networkError);
  }

  let text: string | undefined;
  try {
    text = await response.text();
  } catch {
    text = undefined;
  }
  const header: ReadHeader = (name) => response.headers.get(name);
  const payload = answerOf(
    response.status,
    text === undefined ? INVALID_JSON : parseJson(text),
    header,
  );
  return { payload, status: response.status, header };
}

/** The call answered by `transport`, parsed and checked as an answer from the network is. */
async function inProcess(
  transport: ApiTransport,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<{ payload: unknown; status: number; header: ReadHeader }> {
  let answer: Awaited<ReturnType<ApiTransport>>;
  try {
    answer = await transport({ method, path, body });
  } catch {
    throw new ApiError(0, PAGE_TEXT.networkError);
  }
  const header: ReadHeader = (name) => answer.headers[name.toLowerCase()] ?? null;
  return {
    payload: answerOf(answer.status, answer.payload, header),
    status: answer.status,
    header,
  };
}

const INVALID_JSON = Symbol('invalid JSON');

export function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/** The body of a 2xx answer, or the ApiError any other answer (or an unreadable one) stands for. */
export function answerOf(status: number, payload: unknown, header: ReadHeader): unknown {
  if (status < 200 || status > 299) {
    throw new ApiError(
      status,
      messageOf(payload) ?? `Request failed with status ${status}.`,
      errorsOf(payload),
      retryAfterOf(header('Retry-After')),
      payload === INVALID_JSON ? undefined : payload,
    );
  }
  if (payload === INVALID_JSON) throw unreadable(status);
  return payload;
}

export function unreadable(status: number): ApiError {
  return new ApiError(status, 'The server sent an answer that could not be read.');
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return undefined;
  const { message } = payload;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * The `errors` of an error body that have the shared FieldError shape. Checked by hand: the shared
 * zod schema would put zod into the code every page loads first.
 */
function errorsOf(payload: unknown): FieldError[] {
  if (typeof payload !== 'object' || payload === null || !('errors' in payload)) return [];
  const { errors } = payload;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, message } = item as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

function retryAfterOf(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
