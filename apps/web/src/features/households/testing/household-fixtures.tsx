import { getHousehold, type Household, type HouseholdMember } from '@family-recipes/shared';
import type { ReactNode } from 'react';
import { answer } from '../../../testing/api-mocks';
import { renderRoutedSignedIn, TEST_COOK, type RoutedOptions } from '../../../testing/kitchen';
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
export function renderHousehold(ui: ReactNode, options: RoutedOptions = {}) {
  return renderRoutedSignedIn(
    ui,
    { path: '/household', route: '/household', ...options },
    {
      '/login': <h1>Log In page</h1>,
      '/signup': <h1>Sign-up page</h1>,
      '/household': <h1>Your household</h1>,
    },
  );
}
