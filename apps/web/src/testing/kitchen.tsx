import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
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

/** react-hot-toast asks matchMedia about reduced motion; jsdom has none. */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

export function clearToasts() {
  act(() => toast.remove());
}

/** For a file of kitchen screens' tests: matchMedia stubbed before each test, toasts cleared after. */
export function resetToastsPerTest() {
  beforeEach(stubMatchMedia);
  afterEach(clearToasts);
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
      </SessionContext>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
