import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { CardActionProvider } from '../../../lib/card-actions';
import { SessionContext, sessionFor, type SessionUser } from '../../../lib/session';
import { createTestQueryClient } from '../../../testing/test-utils';
import { FavouriteCardHeart } from '../components/favourite-heart';

const COOK: SessionUser = {
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

/** Renders `ui` as the app does: the cards carry the heart, signed in as `user` (or a visitor). */
export function renderWithHeart(
  ui: ReactNode,
  {
    user = COOK,
    queryClient = createTestQueryClient(),
  }: { user?: SessionUser | null; queryClient?: QueryClient } = {},
) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={sessionFor(user)}>
        <CardActionProvider action={FavouriteCardHeart}>
          <MemoryRouter>{ui}</MemoryRouter>
        </CardActionProvider>
        <Toaster />
      </SessionContext>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
