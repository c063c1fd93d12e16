import { fieldErrorSchema, PAGE_TEXT, type FieldError } from '@family-recipes/shared';
import { takeEarly } from './early-fetch';

/** '' in the browser; where a page's first screen is drawn on the server, the API's own address. */
let apiOrigin = '';

/** Points apiFetch at the API from outside a browser (entry-server.tsx). */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

/**
 * A failed call to the API: the HTTP status (0 when the server was never reached), its message and,
 * on a 400, the fields that were wrong, each with its own message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  body?: BodyInit | null;
  /** Sent as a JSON body with its content type; use `body` for FormData and other bodies. */
  json?: unknown;
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
}

/** apiFetch for the list calls, which answer an array and report the total in a header. */
export async function apiFetchList<T>(
  path: string,
  init: ApiRequestInit = {},
): Promise<ListPage<T>> {
  const { payload, response } = await request(path, init);
  if (!Array.isArray(payload)) {
    throw new ApiError(response.status, 'The server sent an answer that could not be read.');
  }
  const header = response.headers.get('X-Total-Count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : payload.length;
  return { items: payload as T[], total };
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

async function request(
  path: string,
  init: ApiRequestInit,
): Promise<{ payload: unknown; response: Response }> {
  const { json, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    // A plain read may already be under way (lib/early-fetch.ts); it was sent the same way.
    const plainRead =
      (rest.method === undefined || rest.method === 'GET') &&
      body == null &&
      initHeaders === undefined &&
      !rest.signal?.aborted;
    const early = plainRead ? takeEarly(path) : undefined;
    response = await (early ??
      fetch(apiOrigin + path, { ...rest, body, headers, credentials: 'include' }));
  } catch (error) {
    // A cancelled request is not a network failure: TanStack Query needs to see the abort as it is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, PAGE_TEXT.networkError);
  }

  const payload = await readPayload(response);

  if (!response.ok) {
    throw new ApiError(
      response.status,
      messageOf(payload) ?? `Request failed with status ${response.status}.`,
      errorsOf(payload),
    );
  }
  if (payload === INVALID_JSON) {
    throw new ApiError(response.status, 'The server sent an answer that could not be read.');
  }
  return { payload, response };
}

const INVALID_JSON = Symbol('invalid JSON');

async function readPayload(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return INVALID_JSON;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return undefined;
  const { message } = payload;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function errorsOf(payload: unknown): FieldError[] {
  if (typeof payload !== 'object' || payload === null || !('errors' in payload)) return [];
  const { errors } = payload;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item) => {
    const parsed = fieldErrorSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
