import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { SessionContext, sessionFor, type Session } from '../../../../lib/session';
import { createTestQueryClient } from '../../../../testing/test-utils';

export const SIGNED_IN_USER = sessionFor({
  name: 'Rose',
  email: 'rose@example.test',
  groups: ['user'],
  idToken: 't',
});

/** Routes with only what the forms need around them: a query client, toasts and a session. */
export function renderWithProviders(
  routes: RouteObject[],
  entry: string | { pathname: string; state: unknown },
  session: Session = SIGNED_IN_USER,
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <SessionContext value={session}>
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </SessionContext>,
  );
  return { user: userEvent.setup(), router };
}
