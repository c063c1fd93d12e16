import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { appRoutes } from '../app/router';
import type { RuntimeConfig } from '../lib/runtime-config';

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

/** Answers GET /api/config; any other call gets the API's JSON 404. */
export function stubApi() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url === '/api/config') return jsonResponse(TEST_RUNTIME_CONFIG);
    return jsonResponse({ message: 'Not found', errors: [] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders the whole app (providers, layout, real routes) at a path. */
export function renderApp(path: string, routes = appRoutes) {
  stubApi();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router };
}
