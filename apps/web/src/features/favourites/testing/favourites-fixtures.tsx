import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CardActionProvider } from '../../../lib/card-actions';
import type { SessionUser } from '../../../lib/session';
import { renderSignedIn, TEST_COOK } from '../../../testing/kitchen';
import { createTestQueryClient } from '../../../testing/test-utils';
import { FavouriteCardHeart } from '../components/favourite-heart';

export { clearToasts, stubMatchMedia } from '../../../testing/kitchen';

/** Renders `ui` as the app does: the cards carry the heart, signed in as `user` (or a visitor). */
export function renderWithHeart(
  ui: ReactNode,
  {
    user = TEST_COOK,
    queryClient = createTestQueryClient(),
  }: { user?: SessionUser | null; queryClient?: QueryClient } = {},
) {
  return renderSignedIn(
    <CardActionProvider action={FavouriteCardHeart}>
      <MemoryRouter>{ui}</MemoryRouter>
    </CardActionProvider>,
    { user, queryClient },
  );
}
