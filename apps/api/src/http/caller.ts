import querystring from 'node:querystring';
import { API_MESSAGES, type ApiAnswer, type ApiTransport } from '@family-recipes/shared';
import type { ApiRouter, Caller } from './endpoint.js';
import { AppError, refusalOf, withFieldErrors } from './errors.js';
import type { Logger } from './logger.js';
import { jsonOf } from './reply.js';

/** A visitor: no principal; the page render's own calls are not counted against anyone. */
const VISITOR: Omit<Caller, 'http'> = { principal: undefined, client: 'in-process' };

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  router: ApiRouter;
  endpoint: Parameters<ApiRouter['call']>[0];
}

/** The endpoint's path as a pattern on a request's path, each parameter captured, in any case. */
function routesOf(routers: ApiRouter[]): Route[] {
  const routes: Route[] = [];
  for (const router of routers) {
    for (const endpoint of router.implementations.keys()) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const pattern = new RegExp(`^/api${endpoint.path.replace(/:\w+/g, '([^/]+)')}$`, 'i');
      routes.push({ method: endpoint.method.toUpperCase(), pattern, names, router, endpoint });
    }
  }
  return routes;
}

function lowerCased(headers: Record<string, string | string[]> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/**
 * The API answered in process (decision 045): a request's method and path are matched against the
 * routers' endpoints, its query read as Express reads it (node:querystring), its input checked as
 * over HTTP, and the handler's reply given back as status, headers and JSON. The page render draws
 * public pages with it (decision 023), as a visitor: no socket, no middleware, no request to this
 * server. An unknown route answers 404 as the API does; a failure that is not a refusal (the
 * database down) rejects, and the page is left to the browser.
 */
export function inProcessTransport(routers: ApiRouter[], logger: Logger): ApiTransport {
  const routes = routesOf(routers);
  return async ({ method, path }) => {
    const [pathname = '', search = ''] = path.split('?', 2);
    // Express matches routes in any case and with or without a trailing slash.
    const wanted = pathname.replace(/(.)\/$/, '$1');
    try {
      for (const route of routes) {
        // A page is drawn with reads only.
        const match =
          method === 'GET' && route.method === method ? route.pattern.exec(wanted) : null;
        if (!match) continue;
        const params: Record<string, string> = {};
        route.names.forEach((name, i) => {
          params[name] = decodeURIComponent(match[i + 1] ?? '');
        });
        const answer = (await route.router.call(
          route.endpoint,
          { params, query: querystring.parse(search) },
          VISITOR,
        )) as { status: number; body: unknown; headers?: Record<string, string | string[]> };
        const result: ApiAnswer = {
          status: answer.status,
          headers: lowerCased(answer.headers),
          payload: jsonOf(answer.body),
        };
        return result;
      }
      throw new AppError(404, `${API_MESSAGES.routeNotFound}: ${method} ${pathname}`);
    } catch (err) {
      const refused = refusalOf(err);
      if (refused) {
        return {
          status: refused.status,
          headers: {},
          payload: withFieldErrors(refused.status, refused.body),
        };
      }
      logger.warn({ err, path: pathname }, 'A read for a page drawn on the server failed');
      throw err;
    }
  };
}
