import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getResponse, http, type RequestHandler } from 'msw';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { answerOthers } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import {
  answerConfig,
  createTestQueryClient,
  jsonResponse,
  requestInit,
  requestPath,
} from '../../../testing/test-utils';

export { makeRecipe } from '../../../testing/recipes';

/**
 * Answers API calls (through msw) with `handlers` (testing/api-mocks.ts); the configuration and
 * anything unanswered get the usual replies. The returned mock is called with each request's path
 * (its full URL when it went to another address) and what it carried, so a test can check what
 * was asked; it answers from the same handlers, so the server's render can call it in process.
 */
export function stubRecipeApi(...handlers: RequestHandler[]) {
  const answering = [...handlers, answerConfig(), answerOthers()];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, 'http://localhost'), init);
    const response = await getResponse(answering, request);
    return response ?? jsonResponse({ message: 'Not found', errors: [] }, 404);
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
