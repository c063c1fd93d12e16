import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import {
  CONTRACT_SCHEMAS,
  type Access,
  type Endpoint,
  type FieldError,
  type ParamsOf,
  type ResponseOf,
  type SchemaName,
} from '@family-recipes/shared';
import { fieldErrorsOf, invalidInput } from './errors.js';

type Schemas = typeof CONTRACT_SCHEMAS;
type Parsed<N> = N extends SchemaName ? z.output<Schemas[N]> : undefined;

/** A multipart form is read by its upload middleware; the handler takes it from the request. */
type ParsedBody<E extends Endpoint> = E['body'] extends { contentType: 'multipart/form-data' }
  ? undefined
  : E['body'] extends { schema: infer N }
    ? Parsed<N>
    : undefined;

/** What a handler is given: the path parameters as text, the query and body checked. */
interface EndpointInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: Parsed<E['query']>;
  body: ParsedBody<E>;
}

export interface MountOptions<E extends Endpoint> {
  /** Middleware between the access check and the input check (rate limits, uploads, caches). */
  before?: RequestHandler[];
  /** Replaces the access check the endpoint's `access` names (a module's own 403 message). */
  guard?: RequestHandler;
  /** What a request without a JSON body is checked as (the calls that read none as `{}`). */
  missingBody?: unknown;
  /** Checks the body with a form's own validator, which orders its errors as the form does. */
  validateBody?: (
    raw: unknown,
  ) => { success: true; data: ParsedBody<E> } | { success: false; errors: FieldError[] };
}

/**
 * Answers the endpoint's first 2xx status with the returned value as JSON; a handler that
 * answered itself (a stream, 204, headers, a file) returns undefined.
 */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  req: Request,
  res: Response,
) => Promise<ResponseOf<E> | void> | ResponseOf<E> | void;

type Guards = Record<Access, RequestHandler | undefined>;

function successStatus(endpoint: Endpoint): number {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return Math.min(...statuses);
}

function check(endpoint: Endpoint, name: SchemaName, value: unknown): unknown {
  const parsed = CONTRACT_SCHEMAS[name].safeParse(value);
  if (!parsed.success) {
    throw invalidInput(fieldErrorsOf(parsed.error), endpoint.invalid ?? 'Invalid input');
  }
  return parsed.data;
}

/**
 * `mount(router, endpoint, options, handler)`: registers the endpoint of the contract with its
 * access check, `options.before`, the check of its input against the contract's schemas (400
 * with the field errors) and the handler (docs/decisions/032). The access checks are given by the
 * identity module, which owns them.
 */
export function mounter(guards: Guards) {
  return function mount<const E extends Endpoint>(
    router: Router,
    endpoint: E,
    options: MountOptions<E>,
    handler: EndpointHandler<E>,
  ): void {
    const guard = options.guard ?? guards[endpoint.access];
    const status = successStatus(endpoint);
    const multipart = endpoint.body?.contentType === 'multipart/form-data';
    const names = Object.keys(endpoint.params ?? {});
    const run: RequestHandler = async (req, res) => {
      const params: Record<string, string> = {};
      for (const name of names) {
        const value = req.params[name];
        params[name] = typeof value === 'string' ? value : '';
      }
      const query = endpoint.query ? check(endpoint, endpoint.query, req.query) : undefined;
      let body: unknown;
      if (endpoint.body && !multipart) {
        const raw: unknown = req.body ?? options.missingBody;
        if (options.validateBody) {
          const result = options.validateBody(raw);
          if (!result.success) {
            throw invalidInput(result.errors, endpoint.invalid ?? 'Invalid input');
          }
          body = result.data;
        } else {
          body = check(endpoint, endpoint.body.schema, raw);
        }
      }
      const input = { params, query, body } as EndpointInput<E>;
      const answer = await handler(input, req, res);
      if (answer !== undefined) res.status(status).json(answer);
    };
    const handlers = [...(guard ? [guard] : []), ...(options.before ?? []), run];
    router[endpoint.method](endpoint.path, ...handlers);
  };
}
