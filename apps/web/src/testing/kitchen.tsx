import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
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

export function clearToasts() {
  act(() => toast.remove());
}

/** For a file of kitchen screens' tests: matchMedia stubbed before each test, toasts cleared after. */
export function resetToastsPerTest() {
  beforeEach(stubMatchMedia);
  afterEach(clearToasts);
}

/**
 * The toasts are drawn by one toaster that stays for as long as the worker runs (its files share
 * one set of modules, so one toast store), as the site's stays for the whole visit. A toaster drawn
 * with each test would leave its timers behind when the test's render is unmounted: the one that
 * removes a dismissed toast a second later would remove the next test's toast of the same id. Its
 * element is put back in the page when a file's cleanup has emptied the page.
 */
let toaster: { host: HTMLElement; root: Root } | undefined;

function ensureToaster() {
  if (!toaster) {
    const host = document.createElement('div');
    const root = createRoot(host);
    act(() => root.render(<Toaster />));
    toaster = { host, root };
  }
  if (!toaster.host.isConnected) document.body.append(toaster.host);
}

/** Renders `ui` signed in as `user` (or a visitor), with a query client and the toasts. */
export function renderSignedIn(
  ui: ReactNode,
  {
    user = TEST_COOK,
    queryClient = createTestQueryClient(),
  }: { user?: SessionUser | null; queryClient?: QueryClient } = {},
) {
  ensureToaster();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={sessionFor(user)}>{ui}</SessionContext>
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
