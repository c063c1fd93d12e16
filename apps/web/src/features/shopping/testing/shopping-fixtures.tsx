import type { ShoppingItem, ShoppingList } from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '../../../lib/session';
import { renderSignedIn, TEST_COOK } from '../../../testing/kitchen';
import { createTestQueryClient } from '../../../testing/test-utils';

export const LIST_ID = '11111111-1111-4111-8111-111111111111';
const COOK: SessionUser = { ...TEST_COOK, sub: 'ada-sub-0001' };

let counter = 0;

/** One line of a list; each call gets its own id. */
export function makeItem(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  counter += 1;
  return {
    _id: `22222222-2222-4222-8222-${String(counter).padStart(12, '0')}`,
    ingredient: 'lemon',
    key: 'lemon',
    quantity: 2,
    units: '',
    aisle: 'produce',
    checked: false,
    sources: [],
    version: 1,
    updated_on: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** A list the cook owns, its counts worked out from its items. */
export function makeList(overrides: Partial<ShoppingList> = {}): ShoppingList {
  const items = overrides.items ?? [];
  return {
    _id: LIST_ID,
    name: 'Saturday market',
    unit_system: 'metric',
    owner_name: 'Ada Cook',
    is_owner: true,
    shared: false,
    item_count: items.length,
    unchecked_count: items.filter((item) => !item.checked).length,
    updated_on: '2026-11-25T10:00:00.000Z',
    members: [],
    ...overrides,
    items,
  };
}

export { clearToasts, stubMatchMedia } from '../../../testing/kitchen';

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
