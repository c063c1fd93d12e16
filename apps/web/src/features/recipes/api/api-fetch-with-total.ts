import { PAGE_TEXT } from '@family-recipes/shared';
import { ApiError } from '../../../lib/api-client';

export interface ListPage<T> {
  items: T[];
  /** Every match on the server, from the X-Total-Count header (the page's length when absent). */
  total: number;
}

/**
 * GET of a list: like apiFetch (cookies, JSON, ApiError with the server's message), but it also
 * reads the X-Total-Count header that apiFetch does not expose.
 */
export async function apiFetchWithTotal<T>(
  path: string,
  init: { signal?: AbortSignal } = {},
): Promise<ListPage<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      signal: init.signal,
      headers: { Accept: 'application/json' },
      credentials: 'include',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, PAGE_TEXT.networkError);
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }

  if (!response.ok) {
    const body = (typeof payload === 'object' && payload !== null ? payload : {}) as {
      message?: unknown;
      errors?: unknown;
    };
    throw new ApiError(
      response.status,
      typeof body.message === 'string' && body.message !== ''
        ? body.message
        : `Request failed with status ${response.status}.`,
      Array.isArray(body.errors)
        ? body.errors.filter((item): item is string => typeof item === 'string')
        : [],
    );
  }
  if (!Array.isArray(payload)) {
    throw new ApiError(response.status, 'The server sent an answer that could not be read.');
  }
  const header = Number(response.headers.get('X-Total-Count'));
  return {
    items: payload as T[],
    total:
      Number.isFinite(header) && response.headers.has('X-Total-Count') ? header : payload.length,
  };
}

/** A query string without empty values. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
