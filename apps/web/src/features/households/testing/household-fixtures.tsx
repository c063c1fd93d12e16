import { getHousehold, type Household, type HouseholdMember } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '../../../lib/session';
import { answer } from '../../../testing/api-mocks';
import { renderSignedIn, TEST_COOK } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';

export { resetToastsPerTest } from '../../../testing/kitchen';

export const ADA: HouseholdMember = {
  sub: 'ada-sub',
  name: 'Ada Cook',
  email: TEST_COOK.email,
  role: 'owner',
};
export const GRACE: HouseholdMember = {
  sub: 'grace-sub',
  name: 'Grace Baker',
  email: 'grace@example.test',
  role: 'member',
};

/** Ada's household: she owns it, Grace is in it. */
export function makeHousehold(overrides: Partial<Household> = {}): Household {
  return { name: 'The Cooks', role: 'owner', members: [ADA, GRACE], ...overrides };
}

/** The same household as Grace, a member, sees it. */
export function asMember(household = makeHousehold()): Household {
  return { ...household, role: 'member' };
}

/** Answers the reads of the cook's household with `household`. */
export function serveHousehold(household: Household) {
  server.use(answer(getHousehold, () => household));
}

/**
 * Renders `ui` at `path`, signed in as `user` (or a visitor), with stand-in pages for where it
 * leads: the household, the log-in page (showing where it would return to) and sign-up.
 */
export function renderHousehold(
  ui: ReactNode,
  {
    path = '/household',
    route = '/household',
    user = TEST_COOK,
  }: { path?: string; route?: string; user?: SessionUser | null } = {},
) {
  const routes = [
    { path: route, element: ui },
    { path: '/login', element: <h1>Log In page</h1> },
    { path: '/signup', element: <h1>Sign-up page</h1> },
  ];
  if (route !== '/household') routes.push({ path: '/household', element: <h1>Your household</h1> });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderSignedIn(<RouterProvider router={router} />, { user }), router };
}
