import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { SessionContext, sessionFor, type Session } from '../../lib/session';
import { createTestQueryClient, jsonResponse, stubApi } from '../../testing/test-utils';

export const ADA = {
  name: 'Ada Cook',
  email: 'ada@example.test',
  groups: ['user'],
  idToken: 'id-token',
};

/** What GET /api/user-token answers for Ada signed in, with a fresh id token (no refresh follows). */
export function adaSignedIn() {
  const now = Math.floor(Date.now() / 1000);
  return { loggedIn: true, ...ADA, idToken: '', exp: now + 3600, iat: now };
}

/** Renders one screen with a fixed session, the runtime config and a memory router. */
export function renderWithSession(
  ui: ReactNode,
  {
    session = sessionFor(null),
    path = '/',
    answers = {},
  }: { session?: Session; path?: string; answers?: Record<string, unknown> } = {},
) {
  const fetchMock = stubApi();
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url in answers) return jsonResponse(answers[url]);
    if (!fallback) throw new Error('stubApi has no implementation');
    return fallback(input);
  });
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/login', element: <h1>Log In</h1> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RuntimeConfigProvider>
        <SessionContext value={session}>
          <RouterProvider router={router} />
        </SessionContext>
      </RuntimeConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, fetchMock };
}
