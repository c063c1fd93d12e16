import { Router, type Request, type RequestHandler } from 'express';
import {
  CONTRACT_SCHEMAS,
  type Access,
  type Endpoint,
  type FieldError,
  type RateLimitDeclaration,
  type ResponseOf,
} from '@family-recipes/shared';
import { AppError, fieldErrorsOf, invalidInput } from './errors.js';
import {
  jsonOf,
  reply,
  type Caller,
  type CallerOf,
  type EndpointInput,
  type Reply,
} from './reply.js';

export {
  created,
  httpOf,
  JsonText,
  noContent,
  ok,
  Streamed,
  type Caller,
  type Reply,
} from './reply.js';

/*
 * The executable contract (docs/decisions/045-executable-contract.md). A module implements each of
 * its endpoints as a typed handler: `({ params, query, body, caller }) => { status, body }` from
 * the declared answers. From one table of implementations come the Express routes (with the
 * access check the declaration names, its rate limits, the input checks) and the in-process
 * caller the server render and module-to-module calls use.
 */

export interface MountOptions<E extends Endpoint> {
  /** HTTP-only middleware after the access check and limits (uploads, form parsers, caches). */
  before?: RequestHandler[];
  /** Replaces the access check the endpoint's `access` names (a module's own 403 message). */
  guard?: RequestHandler;
  /** What a request without a JSON body is checked as (the calls that read none as `{}`). */
  missingBody?: unknown;
  /** Checks the body with a form's own validator, which orders its errors as the form does. */
  validateBody?: (
    raw: unknown,
  ) => { success: true; data: EndpointInput<E>['body'] } | { success: false; errors: FieldError[] };
}

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<Reply<E>> | Reply<E>;

interface Implementation {
  endpoint: Endpoint;
  options: MountOptions<Endpoint>;
  handler: (input: EndpointInput<Endpoint>) => Promise<Reply<Endpoint>> | Reply<Endpoint>;
}

export interface ApiRouterDeps {
  guards: Record<Access, RequestHandler | undefined>;
  /** The middleware that counts one declared limit (the rate-limit module's). */
  limit?: ((declaration: RateLimitDeclaration) => RequestHandler) | undefined;
  /** Whom a request is from: its verified principal and client address. */
  callerOf: (req: Request) => Omit<Caller, 'http'>;
  /** Whether a caller passes an access check (the in-process caller's check). */
  allows: (access: Access, principal: Caller['principal']) => boolean;
}

function check(endpoint: Endpoint, name: keyof typeof CONTRACT_SCHEMAS, value: unknown): unknown {
  const parsed = CONTRACT_SCHEMAS[name].safeParse(value);
  if (!parsed.success) {
    throw invalidInput(fieldErrorsOf(parsed.error), endpoint.invalid ?? 'Invalid input');
  }
  return parsed.data;
}

/** The query and body of a call checked against the contract; the path parameters as text. */
function inputOf(
  implementation: Implementation,
  raw: { params: Record<string, unknown>; query: unknown; body: unknown },
): Omit<EndpointInput<Endpoint>, 'caller'> {
  const { endpoint, options } = implementation;
  const params: Record<string, string> = {};
  for (const name of Object.keys(endpoint.params ?? {})) {
    const value = raw.params[name];
    params[name] = typeof value === 'string' ? value : '';
  }
  const query = endpoint.query ? check(endpoint, endpoint.query, raw.query ?? {}) : undefined;
  let body: unknown;
  if (endpoint.body && endpoint.body.contentType !== 'multipart/form-data') {
    const value: unknown = raw.body ?? options.missingBody;
    if (options.validateBody) {
      const result = options.validateBody(value);
      if (!result.success) {
        throw invalidInput(result.errors, endpoint.invalid ?? 'Invalid input');
      }
      body = result.data;
    } else {
      body = check(endpoint, endpoint.body.schema, value);
    }
  }
  return { params: params, query, body } as Omit<EndpointInput<Endpoint>, 'caller'>;
}

/**
 * A module's endpoints: `mount` adds one, `routes` is the Express router made from them and
 * `implementations` the table the in-process caller reads (caller.ts).
 */
export class ApiRouter {
  readonly routes: Router = Router();
  readonly implementations = new Map<Endpoint, Implementation>();

  constructor(private readonly deps: ApiRouterDeps) {}

  /** Mounts another module part's endpoints under this one. */
  use(other: ApiRouter): void {
    this.routes.use(other.routes);
    for (const [endpoint, implementation] of other.implementations) {
      this.implementations.set(endpoint, implementation);
    }
  }

  mount<const E extends Endpoint>(
    endpoint: E,
    options: MountOptions<E>,
    handler: EndpointHandler<E>,
  ): void {
    const implementation = { endpoint, options, handler } as unknown as Implementation;
    this.implementations.set(endpoint, implementation);
    const guard = options.guard ?? this.deps.guards[endpoint.access];
    const limits = (endpoint.limits ?? []).map((declaration) => {
      if (!this.deps.limit) throw new Error(`No rate limiter for ${endpoint.path}`);
      return this.deps.limit(declaration);
    });
    const run: RequestHandler = async (req, res) => {
      const input = inputOf(implementation, req);
      const caller = { ...this.deps.callerOf(req), http: { req, res } };
      const answer = await implementation.handler({ ...input, caller } as EndpointInput<Endpoint>);
      await reply(res, answer);
    };
    const handlers = [...(guard ? [guard] : []), ...limits, ...(options.before ?? []), run];
    this.routes[endpoint.method](endpoint.path, ...handlers);
  }

  /**
   * Calls an endpoint in process, without HTTP: its input checked as over HTTP, its access checked
   * against `caller`; HTTP-only middleware (caches, uploads, limits) is not run.
   */
  async call<E extends Endpoint>(
    endpoint: E,
    raw: { params?: Record<string, string>; query?: unknown; body?: unknown },
    caller: Omit<Caller, 'http'>,
  ): Promise<Reply<E>> {
    const implementation = this.implementations.get(endpoint);
    if (!implementation) throw new AppError(404, 'Not found');
    if (!this.deps.allows(endpoint.access, caller.principal)) {
      if (caller.principal) throw new AppError(403, 'Forbidden');
      throw new AppError(401, 'Authentication required');
    }
    const input = inputOf(implementation, {
      params: raw.params ?? {},
      query: raw.query,
      body: raw.body,
    });
    const answer = await implementation.handler({
      ...input,
      caller: caller as CallerOf<Endpoint>,
    });
    return answer as unknown as Reply<E>;
  }

  /**
   * An in-process call's body as a client reads it, the JSON of a success (a command's reading of
   * an answer); a refusal rejects as from `call`.
   */
  async read<E extends Endpoint>(
    endpoint: E,
    raw: { params?: Record<string, string>; query?: unknown; body?: unknown },
    caller: Omit<Caller, 'http'>,
  ): Promise<ResponseOf<E>> {
    const answer = await this.call(endpoint, raw, caller);
    if (answer.status >= 300)
      throw new AppError(answer.status, `${endpoint.path}: ${answer.status}`);
    return jsonOf(answer.body) as ResponseOf<E>;
  }
}
