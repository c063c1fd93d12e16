import type { BodyOf, Endpoint, ParamsOf, ResponseOf } from '@family-recipes/shared';
import { http, HttpResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { API_PREFIX } from '../lib/api-client';

/*
 * The API's answers in web tests, declared per endpoint of the shared contract: the method and
 * the path come from the declaration, the types of what the request carried and of the answer
 * from its schemas. `server.use(answer(getRecipe, () => recipe))`.
 */

declare const SENT: unique symbol;
declare const FAILED: unique symbol;

/** A 2xx answer of `T` with its status or headers set (a list's X-Total-Count). */
export type Reply<T> = Response & { readonly [SENT]: T };
/** An error answer, or a network failure. */
export type Failure = Response & { readonly [FAILED]: true };

/** The body a request carried: parsed JSON, or the form of a multipart or urlencoded body. */
type SentBody<E extends Endpoint> = E['body'] extends { contentType: 'multipart/form-data' }
  ? FormData
  : E['body'] extends { alsoForm: true }
    ? BodyOf<E> | FormData
    : BodyOf<E>;

/** What a call of `E` asked: its path parameters, query, body and the request itself. */
export interface Asked<E extends Endpoint> {
  params: ParamsOf<E>;
  query: URLSearchParams;
  body: SentBody<E>;
  request: Request;
  /** The call's place among those this handler answered, from 1. */
  nth: number;
}

type Answered<E extends Endpoint> = ResponseOf<E> | Reply<ResponseOf<E>> | Failure;
/** Works out the answer to one call: the body of the declared 2xx answer, a reply or a failure. */
export type Resolver<E extends Endpoint> = (asked: Asked<E>) => Answered<E> | Promise<Answered<E>>;

/** An msw handler for one endpoint; `calls` holds what each call asked, in order. */
export type Answering<E extends Endpoint> = HttpHandler & {
  readonly calls: Asked<E>[];
  /** The bodies of the calls so far. */
  readonly bodies: SentBody<E>[];
};

/** The msw pattern of `endpoint`'s path, on any origin. */
function patternOf<E extends Endpoint>(endpoint: E): string {
  return `*${API_PREFIX}${endpoint.path}`;
}

/**
 * Answers the calls of `endpoint` with what `resolve` returns; with `fixed`, only those whose
 * path parameters have those values (the others fall through to the next handler).
 */
export function answer<E extends Endpoint>(endpoint: E, resolve: Resolver<E>): Answering<E>;
export function answer<E extends Endpoint>(
  endpoint: E,
  fixed: Partial<ParamsOf<E>>,
  resolve: Resolver<E>,
): Answering<E>;
export function answer<E extends Endpoint>(
  endpoint: E,
  ...args: [Resolver<E>] | [Partial<ParamsOf<E>>, Resolver<E>]
): Answering<E> {
  const [fixed, resolve] = args.length === 1 ? [{}, args[0]] : args;
  const pattern = patternOf(endpoint);
  const calls: Asked<E>[] = [];
  const handler = http[endpoint.method](
    ({ request }) => {
      const { matches, params = {} } = matchRequestUrl(new URL(request.url), pattern);
      const wanted = Object.entries(fixed as Record<string, string>);
      return {
        matches: matches && wanted.every(([name, value]) => params[name] === value),
        params,
      };
    },
    async ({ request, params }) => {
      const asked: Asked<E> = {
        params: params as ParamsOf<E>,
        query: new URL(request.url).searchParams,
        body: (await bodyOf(request)) as SentBody<E>,
        request,
        nth: calls.length + 1,
      };
      calls.push(asked);
      const result = await resolve(asked);
      if (result instanceof Response) return result;
      return result === undefined
        ? new HttpResponse(null, { status: successOf(endpoint) })
        : HttpResponse.json(result as object, { status: successOf(endpoint) });
    },
  );
  return Object.defineProperties(handler, {
    calls: { value: calls },
    bodies: { get: () => calls.map((call) => call.body) },
  }) as Answering<E>;
}

/**
 * Answers every call under the API's prefix with the API's JSON 404, after handing its request to
 * `seen`: for the calls no other handler answers.
 */
export function answerOthers(seen: (request: Request) => void = () => {}): HttpHandler {
  return http.all(`*${API_PREFIX}/*`, ({ request }) => {
    seen(request);
    return failure(404, 'Not found');
  });
}

/** A 2xx answer with a status or headers besides the body. */
function reply<T>(
  body: T,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Reply<T> {
  const response =
    body === undefined
      ? new HttpResponse(null, { status, headers })
      : HttpResponse.json(body as object, { status, headers });
  return response as unknown as Reply<T>;
}

/** One page of a list and, in X-Total-Count, the whole list's length. */
export function page<T>(items: T[], total = items.length, headers: Record<string, string> = {}) {
  return reply(items, { headers: { 'X-Total-Count': String(total), ...headers } });
}

/**
 * An error answer as the API sends one: `message`, no field errors unless `more` names them, and
 * any other fields of `more` (a refused edit's line as it is now).
 */
export function failure(
  status: number,
  message: string,
  more: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Failure {
  return HttpResponse.json(
    { message, errors: [], ...more },
    { status, headers },
  ) as unknown as Failure;
}

/** A call that never reaches the server. */
export function networkError(): Failure {
  return HttpResponse.error() as unknown as Failure;
}

/** The status of the endpoint's first declared 2xx answer. */
function successOf(endpoint: Endpoint): number {
  const statuses = Object.keys(endpoint.responses).map(Number);
  return statuses.find((status) => status >= 200 && status < 300) ?? 200;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (/multipart\/form-data|application\/x-www-form-urlencoded/.test(type)) {
    return request.clone().formData();
  }
  const text = await request.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A promise the test settles: an answer that awaits `answered` waits until `release()`. */
export function heldAnswer() {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  return { answered, release };
}
