import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CardActionProvider } from '../../../lib/card-actions';
import { renderSignedIn } from '../../../testing/kitchen';
import { FavouriteCardHeart } from '../components/favourite-heart';

export { resetToastsPerTest } from '../../../testing/kitchen';

/**
 * Renders `ui` as the app does, the cards carrying the heart; `options` as renderSignedIn takes
 * them (signed in as the test cook unless another `user`, or null for a visitor, is given).
 */
export function renderWithHeart(ui: ReactNode, options?: Parameters<typeof renderSignedIn>[1]) {
  return renderSignedIn(
    <CardActionProvider action={FavouriteCardHeart}>
      <MemoryRouter>{ui}</MemoryRouter>
    </CardActionProvider>,
    options,
  );
}
