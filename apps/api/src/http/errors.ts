import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { API_MESSAGES, type FieldError } from '@family-recipes/shared';

/**
 * An error whose status and message are safe to show to the caller. `errors` names each field
 * that is wrong, for a form to show beside it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorBody {
  message: string;
  errors?: FieldError[];
}

/** The answer to an error that says what was refused (an AppError, a zod error); else undefined. */
export function refusalOf(err: unknown): { status: number; body: ErrorBody } | undefined {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { message: err.message, ...(err.errors ? { errors: err.errors } : {}) },
    };
  }
  if (err instanceof ZodError) {
    const errors = fieldErrorsOf(err);
    return { status: 400, body: { message: errors[0]?.message ?? 'Invalid input', errors } };
  }
  return undefined;
}

/**
 * Every 400 lists what to fix; a problem with the request as a whole (a body that is not JSON, a
 * form that cannot be read) names no field.
 */
export function withFieldErrors(status: number, body: ErrorBody): ErrorBody {
  return status === 400 && !body.errors
    ? { ...body, errors: [{ field: '', message: body.message }] }
    : body;
}

/** A zod error's issues as field errors: the field is the issue's path joined with '.'. */
export function fieldErrorsOf(err: ZodError): FieldError[] {
  return err.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** 400 for one problem with one field: `message` and the field's error are the same words. */
export function invalidField(field: string, message: string): AppError {
  return new AppError(400, message, [{ field, message }]);
}

/** A 400 that names no field, given `field` as the one at fault; any other error as it is. */
export function onField(field: string, err: unknown): unknown {
  return err instanceof AppError && err.status === 400 && !err.errors
    ? invalidField(field, err.message)
    : err;
}

/** 400 for field errors; `message` is the first one's, or `fallback` when the list is empty. */
export function invalidInput(errors: FieldError[], fallback: string): AppError {
  return new AppError(400, errors[0]?.message ?? fallback, errors);
}

export const notFoundApi: RequestHandler = (req, _res, next) => {
  next(
    new AppError(
      404,
      `${API_MESSAGES.routeNotFound}: ${req.method} ${req.originalUrl.split('?')[0] ?? ''}`,
    ),
  );
};

/** Node's socket errors and PostgreSQL's connection and shutdown classes (08, 57P01-57P03). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * True when the error (or one it wraps, as Drizzle does) says the database could not be reached,
 * not that a query was wrong: callers then get 503 and may try again (API conventions in
 * docs/architecture.md).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = cause;
  }
  return false;
}

/**
 * PostgreSQL refuses U+0000 in text and jsonb (22021 character_not_in_repertoire, 22P05
 * untranslatable_character); it is the only character of a JavaScript string it cannot store.
 * That is the caller's input, not a fault: 400, and the statement changed nothing.
 */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain the character U+0000 (NUL).';

function isUnstorableText(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code)) return true;
    e = cause;
  }
  return false;
}

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  message?: unknown;
}

/** What a 503 asks clients to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/** Express and the body parsers report a client that closed the connection mid-request so. */
function clientWentAway(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'ECONNABORTED'
  );
}

/**
 * Maps every error to the JSON body of the API conventions (docs/architecture.md); unexpected ones
 * are logged, not shown.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (clientWentAway(err)) {
    // A closed tab or a cancelled request, not a fault: there is no one left to answer.
    req.log?.info({ path: req.path }, 'request aborted by the client');
    return;
  }
  let status = 500;
  let body: ErrorBody = { message: API_MESSAGES.internalError };
  let databaseDown = false;

  const refusal = refusalOf(err);
  if (refusal) {
    ({ status, body } = refusal);
  } else if (isUnstorableText(err)) {
    status = 400;
    body = { message: UNSTORABLE_TEXT_MESSAGE };
  } else if (isDatabaseUnavailable(err)) {
    databaseDown = true;
    status = 503;
    body = { message: API_MESSAGES.databaseUnavailable };
  } else if (typeof err === 'object' && err !== null) {
    // Errors from body parsers and other http-errors style middleware carry a safe status.
    const e = err as HttpLikeError;
    const candidate = typeof e.status === 'number' ? e.status : e.statusCode;
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 500) {
      status = candidate;
      let message = status === 404 ? API_MESSAGES.routeNotFound : 'Bad request';
      if (e.type === 'entity.parse.failed') message = 'The request body is not valid JSON.';
      else if (e.expose === true && typeof e.message === 'string') message = e.message;
      body = { message };
    }
  }

  body = withFieldErrors(status, body);

  if (databaseDown) {
    // An outage is not a bug: one short line per request, no stack.
    req.log?.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'dependency unavailable',
    );
  } else if (status >= 500) {
    req.log?.error({ err }, 'request failed');
  }
  if (res.headersSent) return;
  // A dependency that is down usually returns within seconds (a restart, a failover).
  if (status === 503) res.set('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).json(body);
};
