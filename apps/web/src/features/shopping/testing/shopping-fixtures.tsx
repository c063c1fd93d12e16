import { getShoppingList, type ShoppingList } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '../../../lib/session';
import { answer } from '../../../testing/api-mocks';
import { renderSignedIn, TEST_COOK } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { LIST_ID } from '../../../testing/shopping-lists';
import { createTestQueryClient } from '../../../testing/test-utils';

export { LIST_ID, makeItem, makeList, makeSummary } from '../../../testing/shopping-lists';

const COOK: SessionUser = { ...TEST_COOK, sub: 'ada-sub-0001' };

/** Answers the reads of the list with whatever `current()` holds then; `calls` counts them. */
export function answerList(current: () => ShoppingList) {
  const reads = answer(getShoppingList, { id: LIST_ID }, () => current());
  server.use(reads);
  return reads;
}

export { clearToasts, resetToastsPerTest, stubMatchMedia } from '../../../testing/kitchen';

/**
 * Renders a screen signed in as COOK at `path`, with the toasts, the overview at /shopping-lists
 * (unless the screen is that page) and a stand-in page for any list opened from it.
 */
export function renderShopping(
  ui: ReactNode,
  {
    path = `/shopping-lists/${LIST_ID}`,
    route = '/shopping-lists/:id',
    user = COOK,
    queryClient = createTestQueryClient(),
  }: { path?: string; route?: string; user?: SessionUser | null; queryClient?: QueryClient } = {},
) {
  const routes = [{ path: route, element: ui }];
  if (route !== '/shopping-lists') {
    routes.push({ path: '/shopping-lists', element: <h1>All shopping lists</h1> });
  }
  if (route !== '/shopping-lists/:id') {
    routes.push({ path: '/shopping-lists/:id', element: <h1>One shopping list</h1> });
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderSignedIn(<RouterProvider router={router} />, { user, queryClient }), router };
}
