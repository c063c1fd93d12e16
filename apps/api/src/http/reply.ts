import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { AppError } from './errors.js';
import type { z } from 'zod';
import type { CONTRACT_SCHEMAS, Endpoint, ParamsOf, SchemaName } from '@family-recipes/shared';

type Schemas = typeof CONTRACT_SCHEMAS;
type Parsed<N> = N extends SchemaName ? z.output<Schemas[N]> : undefined;
type Principal = NonNullable<Request['principal']>;

/** Who calls: the verified principal (none for a visitor), the client's address, and over HTTP the exchange. */
export interface Caller {
  principal: Principal | undefined;
  /** The client's address as the rate limits count it. */
  client: string;
  /** Over HTTP only: what a multipart upload, a cookie or a stream needs. Absent in process. */
  http?: { req: Request; res: Response } | undefined;
}

/** A caller of an endpoint that is not public always has a principal: the access check ran. */
export type CallerOf<E extends Endpoint> = E['access'] extends 'public'
  ? Caller
  : Caller & { principal: Principal };

/** A multipart form is read by its upload middleware; the handler takes it from `caller.http`. */
type ParsedBody<E extends Endpoint> = E['body'] extends { contentType: 'multipart/form-data' }
  ? undefined
  : E['body'] extends { schema: infer N }
    ? E['body'] extends { optional: true }
      ? Parsed<N> | undefined
      : Parsed<N>
    : undefined;

/** What a handler is given: the path parameters as text, the query and body checked, the caller. */
export interface EndpointInput<E extends Endpoint> {
  params: ParamsOf<E>;
  query: Parsed<E['query']>;
  body: ParsedBody<E>;
  caller: CallerOf<E>;
}

/** JSON already written (a cached search): sent as it is, parsed by the in-process caller. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * An answer that stays open (server-sent events): `start` takes the response before any header is
 * sent (it may still refuse with an AppError), then the status and headers go and `first` is written.
 */
export class Streamed {
  constructor(
    readonly start: (res: Response) => void,
    readonly first = '',
  ) {}
}

/** A body other than JSON: text, bytes or a stream, sent with the answer's Content-Type header. */
type RawBody = string | Buffer | Readable | Streamed;

/** JSON of the schema: a value, text already written, or a stream of the text (a backup file). */
type JsonBodyOf<A> = A extends { schema: infer N }
  ? A extends { array: true }
    ? Parsed<N>[] | JsonText | Readable
    : Parsed<N> | JsonText | Readable
  : undefined;

/** A declared answer's body: JSON of its schema, or text, bytes or a stream for another type. */
type BodyOfAnswer<A> = A extends { contentType: infer T }
  ? T extends 'application/json'
    ? JsonBodyOf<A>
    : RawBody
  : JsonBodyOf<A>;

type Answers<E extends Endpoint> = E['responses'];

/** One of the endpoint's declared answers: its status, its body, and headers where it has any. */
export type Reply<E extends Endpoint> = {
  [S in keyof Answers<E> & number]: {
    status: S;
    body: BodyOfAnswer<Answers<E>[S]>;
    headers?: Record<string, string | string[]>;
  };
}[keyof Answers<E> & number];

/** Writes a handler's reply on the response. */
export async function reply(res: Response, answer: Reply<Endpoint>): Promise<void> {
  const { status, body, headers } = answer as {
    status: number;
    body: unknown;
    headers?: Record<string, string | string[]>;
  };
  if (body instanceof Streamed) {
    body.start(res);
    res.status(status).set(headers ?? {});
    res.flushHeaders();
    if (body.first) res.write(body.first);
    return;
  }
  res.status(status);
  if (headers) res.set(headers);
  if (body === undefined) {
    res.end();
  } else if (body instanceof JsonText) {
    res.type('application/json').send(body.text);
  } else if (body instanceof Readable) {
    await pipeline(body, res);
  } else if (typeof body === 'string' || Buffer.isBuffer(body)) {
    res.send(body);
  } else {
    res.json(body);
  }
}

/** What res.json sends and a browser parses back: a reply's body as JSON data. */
export function jsonOf(body: unknown): unknown {
  if (body === undefined) return undefined;
  if (body instanceof Readable || body instanceof Streamed) {
    throw new Error('A streamed answer is sent over HTTP only.');
  }
  if (body instanceof JsonText) return JSON.parse(body.text) as unknown;
  return JSON.parse(JSON.stringify(body)) as unknown;
}

/** 200 with `body`. */
export const ok = <T>(body: T) => ({ status: 200 as const, body });
/** 201 with `body`. */
export const created = <T>(body: T) => ({ status: 201 as const, body });
/** 204, no body. */
export const noContent = () => ({ status: 204 as const, body: undefined });

/** The HTTP exchange of a call that needs one (an upload, a cookie, a stream). */
export function httpOf(caller: Caller): { req: Request; res: Response } {
  if (!caller.http) throw new AppError(400, 'This call is made over HTTP.');
  return caller.http;
}
