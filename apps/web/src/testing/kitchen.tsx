import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { SessionContext, sessionFor, type SessionUser } from '../lib/session';
import { createTestQueryClient } from './test-utils';

/** The signed-in cook of the kitchen screens' tests. */
export const TEST_COOK: SessionUser = {
  name: 'Ada Cook',
  email: 'ada@example.test',
  groups: ['user'],
  idToken: 'id-token',
};

/** Stubs matchMedia, which jsdom lacks: a media query matches when `matches` says it does. */
export function stubMediaQueries(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** react-hot-toast asks matchMedia about reduced motion; jsdom has none. No query matches. */
export function stubMatchMedia() {
  stubMediaQueries(() => false);
}

/** The toasts dismissed and not yet removed, as the drawn toaster's store last had them. */
let dismissed = 0;

export function clearToasts() {
  act(() => toast.remove());
  dismissed = 0;
}

/** Keeps `dismissed` up to date beside the toaster. */
function DismissedToasts() {
  const { toasts } = useToasterStore();
  dismissed = toasts.filter((shown) => !shown.visible).length;
  return null;
}

/**
 * A dismissed toast is removed by its toaster a second later. Were the toaster unmounted first,
 * that removal would still come, and take away the next test's toast of the same id: so a test
 * ends only once its dismissed toasts are gone.
 */
async function awaitDismissedToasts() {
  if (dismissed > 0) await waitFor(() => expect(dismissed).toBe(0));
}

/** For a file of kitchen screens' tests: matchMedia stubbed before each test, toasts cleared after. */
export function resetToastsPerTest() {
  beforeEach(stubMatchMedia);
  afterEach(async () => {
    await awaitDismissedToasts();
    clearToasts();
  });
}

/** Renders `ui` signed in as `user` (or a visitor), with a query client and the toasts. */
export function renderSignedIn(
  ui: ReactNode,
  {
    user = TEST_COOK,
    queryClient = createTestQueryClient(),
  }: { user?: SessionUser | null; queryClient?: QueryClient } = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={sessionFor(user)}>
        {ui}
        <Toaster />
        <DismissedToasts />
      </SessionContext>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Where a screen under test opens, and who opens it (by default TEST_COOK). */
export interface RoutedOptions {
  /** The address opened. */
  path?: string;
  /** The route pattern the screen is drawn at. */
  route?: string;
  user?: SessionUser | null;
  queryClient?: QueryClient;
}

/**
 * Renders `ui` as the page at `route`, opened at `path`, signed in as `user` (or a visitor), with
 * the stand-in pages of `elsewhere` (by their route) for where it leads, but for one at `route`.
 */
export function renderRoutedSignedIn(
  ui: ReactNode,
  { path, route, ...signedIn }: RoutedOptions & { path: string; route: string },
  elsewhere: Record<string, ReactNode>,
) {
  const routes = [
    { path: route, element: ui },
    ...Object.entries(elsewhere)
      .filter(([at]) => at !== route)
      .map(([at, element]) => ({ path: at, element })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderSignedIn(<RouterProvider router={router} />, signedIn), router };
}
