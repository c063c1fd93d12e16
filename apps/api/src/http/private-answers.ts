import type { OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';

export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The rule: every /api answer to a request that carries credentials (an Authorization header or
 * a session cookie) is `Cache-Control: private, no-store`, whatever its route set, so no browser
 * or shared cache keeps one cook's lists, plan, favourites, records or tokens. A route's
 * `no-transform` is kept: it is what keeps the compression middleware from holding back an event
 * stream.
 *
 * Nothing public is lost: answers to anonymous requests keep whatever their route sets, and a
 * request with credentials is never served from nor stored in the public read cache anyway
 * (public-cache.ts), since its answer may depend on who asks. Deciding by what the request carries
 * rather than by route means a new per-cook route is covered without being listed here.
 *
 * The header is set at once (a route that reads it sees it) and again just before the headers
 * are written, over whatever a route set meanwhile. Mount it after the compression middleware, so
 * that this runs before compression reads the header.
 */
export function privateAnswers(carriesCredentials: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (carriesCredentials(req)) {
      res.setHeader('Cache-Control', PRIVATE_NO_STORE);
      keepPrivate(res);
    }
    next();
  };
}

function privateValue(asked: unknown): string {
  const text = Array.isArray(asked)
    ? asked.join(', ')
    : typeof asked === 'string' || typeof asked === 'number'
      ? String(asked)
      : '';
  return /\bno-transform\b/i.test(text) ? `${PRIVATE_NO_STORE}, no-transform` : PRIVATE_NO_STORE;
}

/** As the on-headers package does: every way of sending headers goes through writeHead. */
function keepPrivate(res: Response): void {
  const writeHead = res.writeHead as (...args: unknown[]) => Response;
  res.writeHead = function writeHeadPrivately(this: Response, ...args: unknown[]): Response {
    // Headers given to writeHead itself (statusCode, [statusMessage], headers) win over set ones.
    const given = args.find(
      (arg): arg is OutgoingHttpHeaders =>
        typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    );
    const givenName = given && Object.keys(given).find((n) => n.toLowerCase() === 'cache-control');
    if (given && givenName) given[givenName] = privateValue(given[givenName]);
    this.setHeader('Cache-Control', privateValue(this.getHeader('Cache-Control')));
    return writeHead.apply(this, args);
  } as Response['writeHead'];
}
