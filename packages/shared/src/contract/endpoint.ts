import type { z } from 'zod';
import type { RateLimitDeclaration } from './limits.js';
import type { CONTRACT_SCHEMAS } from './schemas.js';

/*
 * An endpoint's declaration: what the server mounts and checks, what the OpenAPI document says,
 * and what the web app calls (docs/decisions/032-one-contract-for-every-endpoint.md). Schemas are
 * named, not held: this file and the declarations import no zod value, so a page that imports an
 * endpoint does not load the schemas.
 */

type Schemas = typeof CONTRACT_SCHEMAS;
export type SchemaName = keyof Schemas;

/**
 * Who may call an endpoint (docs/product.md, access rules). `cook` is the `user` or `admin` group;
 * `signedIn` any valid token. The server mounts the matching check; the document adds the 401 and
 * 403 answers and the security requirement from it.
 */
export type Access = 'public' | 'signedIn' | 'cook' | 'admin';
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Answer {
  description: string;
  schema?: SchemaName;
  /** A JSON array of `schema`. */
  array?: boolean;
  /** application/json unless said. */
  contentType?: string;
  headers?: Record<string, string>;
}

export interface Endpoint {
  method: Method;
  /** The Express path under /api, with `:param` placeholders. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Path parameters, as text; the services answer 404 for one that names nothing. */
  params?: Record<string, { schema: SchemaName; description: string }>;
  query?: SchemaName;
  body?: {
    schema: SchemaName;
    contentType?: 'application/json' | 'multipart/form-data';
    /** The body may be left out (the approve and deny calls' note). */
    optional?: boolean;
    /**
     * A JSON body, also taken as the same text fields in a multipart form (the contact form
     * sends one); the route's form parser reads it before the check.
     */
    alsoForm?: boolean;
  };
  /** The 400 answer's message when a check names no field. */
  invalid?: string;
  responses: Record<number, Answer>;
  /**
   * Error statuses besides 401/403 from access, 429 from `limits` and the 500 every endpoint can
   * answer.
   */
  errors?: readonly number[];
  /**
   * The rate limits counted before the endpoint's work (RATE_LIMITS in limits.ts), after the access
   * check and before any body is read: past one, 429 with its message and Retry-After.
   */
  limits?: readonly RateLimitDeclaration[];
  offline?: {
    /** The service worker keeps this GET's answer for reading offline. */
    readable?: boolean;
    /** A kitchen write that may wait offline and be sent again with its op_id. */
    replayable?: boolean;
  };
}

/** What the endpoints of one area share: their tag in the document and who may call them. */
interface Area {
  tag: string;
  access: Access;
}

/** The rest of a declaration, after its method, path and area. */
type Declaration = Omit<Endpoint, 'method' | 'path' | 'tag' | 'access'>;

/** An endpoint as declared: its method and path, its area's tag and access, and the rest. */
type Declared<M extends Method, P extends string, A extends Area, D extends Declaration> = {
  method: M;
  path: P;
} & A &
  D;

/**
 * Declares an endpoint: `endpoint('get', '/cookbooks', cookbooks, { summary, responses, … })`,
 * its literal types kept for the helpers below. The fields keep the order of `Endpoint`: method,
 * path, summary, the area's tag and access, then the declaration's own.
 */
export /*#__NO_SIDE_EFFECTS__*/ function endpoint<
  const M extends Method,
  const P extends string,
  const A extends Area,
  const D extends Declaration,
>(method: M, path: P, area: A, declaration: D): Declared<M, P, A, D> {
  // The browser's build passes the method and path alone (apps/web/vite/contract-for-browser.ts).
  const rest = declaration as D | undefined;
  if (rest === undefined) return { method, path } as Declared<M, P, A, D>;
  const { summary, ...own } = rest;
  return { method, path, summary, ...area, ...own } as Declared<M, P, A, D>;
}

type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;
type PathParams<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? ParamName<Name> | PathParams<`/${Tail}`>
    : ParamName<Rest>
  : never;

/** The path parameters of an endpoint, each as text. */
export type ParamsOf<E extends Endpoint> = { [K in PathParams<E['path']>]: string };

type SchemaOf<N> = N extends SchemaName ? Schemas[N] : never;

/** What a caller sends as the query. */
export type QueryOf<E extends Endpoint> = E['query'] extends SchemaName
  ? z.input<SchemaOf<E['query']>>
  : undefined;

/** What a caller sends as the body. */
export type BodyOf<E extends Endpoint> = E['body'] extends { schema: infer N }
  ? E['body'] extends { optional: true }
    ? z.input<SchemaOf<N>> | undefined
    : z.input<SchemaOf<N>>
  : undefined;

type FirstSuccess<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : R extends { 204: infer A }
        ? A
        : never;

/** The body of the first 2xx answer, as the server sends it. */
export type ResponseOf<E extends Endpoint> =
  FirstSuccess<E['responses']> extends infer A
    ? A extends { schema: infer N }
      ? A extends { array: true }
        ? z.output<SchemaOf<N>>[]
        : z.output<SchemaOf<N>>
      : undefined
    : never;

/** Every error status an endpoint declares, 429 included when it has limits (not 401/403/500). */
export function errorStatusesOf(e: Endpoint): number[] {
  const statuses = new Set(e.errors ?? []);
  if (e.limits && e.limits.length > 0) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** `/api/shopping-lists/:id` with each parameter filled in, encoded. */
export function pathOf<E extends Endpoint>(e: E, params: ParamsOf<E>): string {
  const values = params as Record<string, string>;
  return `/api${e.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))}`;
}
