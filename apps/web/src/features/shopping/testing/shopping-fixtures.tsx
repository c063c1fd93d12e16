import {
  getShoppingList,
  updateListItem,
  type ShoppingItem,
  type ShoppingList,
} from '@family-recipes/shared';
import type { ReactNode } from 'react';
import type { SessionUser } from '../../../lib/session';
import { answer } from '../../../testing/api-mocks';
import { renderRoutedSignedIn, TEST_COOK, type RoutedOptions } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { LIST_ID, makeList } from '../../../testing/shopping-lists';

export { LIST_ID, makeItem, makeList, makeSummary } from '../../../testing/shopping-lists';

const COOK: SessionUser = { ...TEST_COOK, sub: 'ada-sub-0001' };

/** Answers the reads of the list with whatever `current()` holds then; `calls` counts them. */
export function answerList(current: () => ShoppingList) {
  const reads = answer(getShoppingList, { id: LIST_ID }, () => current());
  server.use(reads);
  return reads;
}

/**
 * Serves a list of `items` whose reads follow its writes: changing the line `line` answers
 * `changed` (once `until` settles, if given) and keeps it on the list. Returns the list's reads
 * and the change's calls.
 */
export function serveLineChange(
  items: ShoppingItem[],
  line: ShoppingItem,
  changed: ShoppingItem,
  until?: Promise<void>,
) {
  let current = makeList({ items });
  const reads = answerList(() => current);
  const change = answer(updateListItem, { id: LIST_ID, itemId: line._id }, async () => {
    await until;
    current = makeList({
      items: current.items.map((item) => (item._id === line._id ? changed : item)),
    });
    return changed;
  });
  server.use(change);
  return { reads, change };
}

export { clearToasts, resetToastsPerTest, stubMatchMedia } from '../../../testing/kitchen';

/**
 * Renders a screen signed in as COOK at `path`, with the toasts, the overview at /shopping-lists
 * (unless the screen is that page) and a stand-in page for any list opened from it.
 */
export function renderShopping(ui: ReactNode, options: RoutedOptions = {}) {
  return renderRoutedSignedIn(
    ui,
    { path: `/shopping-lists/${LIST_ID}`, route: '/shopping-lists/:id', user: COOK, ...options },
    {
      '/shopping-lists': <h1>All shopping lists</h1>,
      '/shopping-lists/:id': <h1>One shopping list</h1>,
    },
  );
}
