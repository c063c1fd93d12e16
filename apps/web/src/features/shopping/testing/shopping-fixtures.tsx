import type { ShoppingItem, ShoppingList } from '@family-recipes/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionContext, sessionFor, type SessionUser } from '../../../lib/session';
import { createTestQueryClient } from '../../../testing/test-utils';

export const LIST_ID = '11111111-1111-4111-8111-111111111111';
const COOK: SessionUser = {
  sub: 'ada-sub-0001',
  name: 'Ada Cook',
  email: 'ada@example.test',
  groups: ['user'],
  idToken: 'id-token',
};

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
  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext value={sessionFor(user)}>
        <RouterProvider router={router} />
        <Toaster />
      </SessionContext>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
