import { getConfig, pathOf } from '@family-recipes/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { createAppRoutes } from '../app/router';
import type { RuntimeConfig } from '../lib/runtime-config';
import { answer, answerOthers } from './api-mocks';
import { server } from './msw';
import { openRouters } from './open-routers';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  cognito: {
    region: 'us-east-1',
    userPoolId: 'us-east-1_test',
    clientId: 'test-client',
    endpoint: 'http://127.0.0.1:9229',
    authFlow: 'USER_PASSWORD_AUTH',
  },
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The runtime configuration's read, answered with the test settings. */
export const answerConfig = () => answer(getConfig, () => TEST_RUNTIME_CONFIG);

/** A request as apiFetch named it: its path and query on this site, its full URL elsewhere. */
export function requestPath(request: Request): string {
  const url = new URL(request.url);
  const here = typeof window === 'undefined' ? undefined : window.location.origin;
  return url.origin === here ? url.pathname + url.search : url.href;
}

/** What a request carried, in the shape of fetch's second argument (the body as text). */
export async function requestInit(request: Request): Promise<RequestInit> {
  const body = request.method === 'GET' ? undefined : await request.clone().text();
  return { method: request.method, headers: request.headers, ...(body ? { body } : {}) };
}

/**
 * Answers the runtime configuration, and any other call with the API's JSON 404, through msw. The returned
 * mock is called with each request's path and its method and headers, and answers it: a test may
 * read its calls or give it other answers (mockImplementation).
 */
export function stubApi() {
  const answer = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === pathOf(getConfig, {})) return jsonResponse(TEST_RUNTIME_CONFIG);
    return jsonResponse({ message: 'Not found', errors: [] }, 404);
  });
  server.use(
    http.all('*', async ({ request }) => answer(requestPath(request), await requestInit(request))),
  );
  return answer;
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders the whole app (providers, layout, real routes and loaders) at a path. The API answers
 * with `handlers` (msw); the configuration with the test settings and anything else with the
 * API's 404.
 */
export function renderApp(
  path: string,
  {
    routes = createAppRoutes,
    handlers = [],
  }: { routes?: (queryClient: QueryClient) => RouteObject[]; handlers?: RequestHandler[] } = {},
) {
  server.use(...handlers, answerConfig(), answerOthers());
  // The app's own query settings (how long an answer stays fresh), without retries.
  const queries = { ...createQueryClient().getDefaultOptions().queries, retry: false };
  const queryClient = new QueryClient({ defaultOptions: { queries, mutations: { retry: false } } });
  const router = createMemoryRouter(routes(queryClient), { initialEntries: [path] });
  openRouters.add(router);
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
