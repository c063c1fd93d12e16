import querystring from 'node:querystring';
import {
  API_MESSAGES,
  categoryFromSlug,
  getConfig,
  getRecipe,
  listApproved,
  listCategory,
  listFeatured,
  formatSearchCorrected,
  listQuerySchema,
  searchQuerySchema,
  searchRecipes,
  type ApiAnswer,
  type Endpoint,
  type ApiTransport,
  type ListQuery,
  type RuntimeConfig,
  type SearchQuery,
} from '@family-recipes/shared';
import {
  AppError,
  fieldErrorsOf,
  invalidInput,
  refusalOf,
  withFieldErrors,
} from '../../http/errors.js';
import type { Logger } from '../../http/logger.js';
import type { ListResult, RecipesService, SearchResult } from './recipes.service.js';

export interface PageReadsDeps {
  recipes: RecipesService;
  /** The identity settings GET /api/config gives out, `endpoint` as browsers reach it. */
  identity: RuntimeConfig['cognito'];
  logger: Logger;
}

type Query = Record<string, unknown>;
type Read = (params: string[], query: Query) => Promise<ApiAnswer>;

/** What res.json sends and the browser parses back: Dates become strings, undefined goes. */
function asJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

function ok(payload: unknown, headers: Record<string, string> = {}): ApiAnswer {
  return { status: 200, headers, payload: asJson(payload) };
}

/** A list answer as recipes.router.ts's sendList writes it: the items, the total in a header. */
function list(result: ListResult): ApiAnswer {
  return ok(result.items, { 'x-total-count': String(result.total) });
}

/** A search answer as recipes.router.ts's sendSearch writes it (its cache header aside). */
function searchAnswer(result: SearchResult): ApiAnswer {
  const headers: Record<string, string> = { 'x-total-count': String(result.total) };
  if (result.corrected.length > 0) {
    headers['x-search-corrected'] = formatSearchCorrected(result.corrected);
  }
  return { status: 200, headers, payload: JSON.parse(result.json) as unknown };
}

/**
 * The contract's path of a GET endpoint as a pattern on a request's path, each parameter captured;
 * any case, as Express matches routes.
 */
function at(endpoint: Endpoint): RegExp {
  const path = endpoint.path.replace(/:\w+/g, '([^/]+)');
  return new RegExp(`^/api${path}$`, 'i');
}

/** req.query as Express reads it (its "simple" parser, node:querystring), checked as the router does. */
function listQuery(query: Query): ListQuery {
  const parsed = listQuerySchema.safeParse(query);
  if (!parsed.success) throw invalidInput(fieldErrorsOf(parsed.error), 'Invalid query');
  return parsed.data;
}

function searchQuery(query: Query): SearchQuery {
  const parsed = searchQuerySchema.safeParse(query);
  if (!parsed.success) throw invalidInput(fieldErrorsOf(parsed.error), 'Invalid query');
  return parsed.data;
}

/** The error answers of errorHandler (http/errors.ts) for the errors a read may be refused with. */
function refusal(err: unknown): ApiAnswer | undefined {
  const refused = refusalOf(err);
  if (!refused) return undefined;
  return {
    status: refused.status,
    headers: {},
    payload: withFieldErrors(refused.status, refused.body),
  };
}

/**
 * The API's answers to the reads a public page's first screen makes (decision 023), by calling
 * the services in this process as the HTTP routes do for a visitor who is not signed in: the same
 * paths, query parsing, status codes, headers and JSON (recipes.router.ts, config.router.ts). No
 * socket, no middleware, no request to this server. Any other call is answered 404 as the API
 * answers an unknown route; a failure that is not a refusal (the database down) rejects, and the
 * page is then left to the browser.
 */
export function pageReads({ recipes, identity, logger }: PageReadsDeps): ApiTransport {
  const visitor = null;
  // Picked one by one, as config.router.ts does: the address this server calls is not given out.
  const { region, userPoolId, clientId, endpoint, authFlow } = identity;
  const runtimeConfig: RuntimeConfig = {
    cognito: { region, userPoolId, clientId, endpoint, authFlow },
  };
  const routes: [RegExp, Read][] = [
    [at(getConfig), () => Promise.resolve(ok(runtimeConfig, { 'cache-control': 'no-store' }))],
    [
      at(listFeatured),
      async (_params, query) => list(await recipes.listFeatured(listQuery(query), visitor)),
    ],
    [
      at(listApproved),
      async (_params, query) => list(await recipes.listApproved(listQuery(query), visitor)),
    ],
    [
      at(listCategory),
      async ([slug = ''], query) => {
        const category = categoryFromSlug(slug);
        if (!category) throw new AppError(404, `Unknown category: ${slug.slice(0, 40)}`);
        return list(await recipes.listApproved(listQuery(query), visitor, category));
      },
    ],
    [
      at(searchRecipes),
      async (_params, query) => searchAnswer(await recipes.search(searchQuery(query), visitor)),
    ],
    [at(getRecipe), async ([id = '']) => ok(await recipes.get(id, visitor))],
  ];

  return async ({ method, path }) => {
    const [pathname = '', search = ''] = path.split('?', 2);
    // Express matches routes in any case and with or without a trailing slash.
    const route = pathname.replace(/(.)\/$/, '$1');
    try {
      for (const [pattern, read] of routes) {
        const match = method === 'GET' ? pattern.exec(route) : null;
        if (match) {
          return await read(match.slice(1).map(decodeURIComponent), querystring.parse(search));
        }
      }
      throw new AppError(404, `${API_MESSAGES.routeNotFound}: ${method} ${pathname}`);
    } catch (err) {
      const answer = refusal(err);
      if (answer) return answer;
      logger.warn({ err, path: pathname }, 'A read for a page drawn on the server failed');
      throw err;
    }
  };
}
