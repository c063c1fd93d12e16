import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { server } from '../../../testing/msw';
import {
  createTestQueryClient,
  jsonResponse,
  requestInit,
  requestPath,
  TEST_RUNTIME_CONFIG,
} from '../../../testing/test-utils';

export { listResponse, makeRecipe } from '../../../testing/recipes';

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

/**
 * Answers API calls (through msw) with `handler`; /api/config and anything unanswered get the
 * usual replies. The returned mock is called with each request's path (its full URL when it went
 * to another address) and what it carried, so a test can check what was asked.
 */
export function stubRecipeApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/config') return jsonResponse(TEST_RUNTIME_CONFIG);
    return handler(url, init) ?? jsonResponse({ message: 'Not found', errors: [] }, 404);
  });
  server.use(
    http.all('*', async ({ request }) =>
      fetchMock(requestPath(request), await requestInit(request)),
    ),
  );
  return fetchMock;
}

/** Renders routes in a memory router with a fresh query client. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  wrapper?: (node: ReactNode) => ReactNode,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createTestQueryClient();
  const tree = <RouterProvider router={router} />;
  const result = render(
    <QueryClientProvider client={client}>{wrapper ? wrapper(tree) : tree}</QueryClientProvider>,
  );
  return { ...result, router, client };
}

/** The paths (with query) fetch was called with. */
export function calledUrls(fetchMock: ReturnType<typeof stubRecipeApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => input);
}
