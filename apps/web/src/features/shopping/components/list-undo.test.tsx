import {
  LIST_UNDO_MESSAGES,
  clearTickedLines,
  getShoppingList,
  pathOf,
  removeListItem,
  undoListRemoval,
  type ShoppingList,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { renderListPage } from '../testing/list-page';
import { LIST_ID, makeItem, makeList, resetToastsPerTest } from '../testing/shopping-fixtures';
import { UNDO_TOAST_MS } from './undo-toast';

const UNDO = '00000000-0000-4000-8000-0000000000aa';

const lemons = makeItem({ ingredient: 'lemons', key: 'lemon', aisle: 'produce' });
const milk = makeItem({ ingredient: 'milk', key: 'milk', quantity: 1, units: 'l', aisle: 'dairy' });
const apples = makeItem({ ingredient: 'apples', key: 'apple', quantity: 6, checked: true });

/**
 * Serves the list, a removal that answers UNDO, and the undo of it (`undone` says how): the
 * undo's requests are counted.
 */
function serve(first: ShoppingList, undone: 'put back' | 'refused') {
  let current = first;
  const undos: string[] = [];
  server.use(
    answer(getShoppingList, { id: LIST_ID }, () => current),
    answer(removeListItem, { id: LIST_ID, itemId: lemons._id }, () => {
      current = makeList({ items: current.items.filter((item) => item._id !== lemons._id) });
      return { undo: UNDO };
    }),
    answer(clearTickedLines, { id: LIST_ID }, () => {
      current = makeList({ items: current.items.filter((item) => !item.checked) });
      return { ...current, undo: UNDO };
    }),
    answer(undoListRemoval, { id: LIST_ID, undoId: UNDO }, ({ request }) => {
      undos.push(new URL(request.url).pathname);
      if (undone === 'refused') return failure(409, LIST_UNDO_MESSAGES.alreadyUndone);
      current = first;
      return first;
    }),
  );
  return { undos };
}

resetToastsPerTest();

describe('undo of a removal', () => {
  it('when a line is removed, then its toast offers Undo, and Undo puts it back and focuses it', async () => {
    const { undos } = serve(makeList({ items: [lemons, milk] }), 'put back');
    renderListPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'More for 2 lemons' }));
    await user.click(screen.getByRole('button', { name: 'Remove 2 lemons' }));
    const toast = (await screen.findByText('“2 lemons” removed.')).closest('.shopping-undo');
    const undo = within(toast as HTMLElement).getByRole('button', { name: 'Undo' });
    expect(undo).toHaveAccessibleDescription('“2 lemons” removed.');
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: '2 lemons' })).not.toBeInTheDocument(),
    );

    await user.click(undo);

    expect(await screen.findByText('Put back on the list.')).toBeInTheDocument();
    expect(undos).toEqual([pathOf(undoListRemoval, { id: LIST_ID, undoId: UNDO })]);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '2 lemons' })).toHaveFocus());
  });

  it('when ticked lines are cleared, then the focus goes to Undo, and a refused undo says why', async () => {
    const { undos } = serve(makeList({ items: [lemons, apples] }), 'refused');
    renderListPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Clear ticked' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear them' }));
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    expect(undo).toHaveAccessibleDescription('1 ticked line removed.');

    await user.keyboard('{Enter}');

    expect(
      await screen.findByText(`We could not undo that. ${LIST_UNDO_MESSAGES.alreadyUndone}`),
    ).toBeInTheDocument();
    expect(undos).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument(),
    );
  });

  it('the toast of a removal stays at least ten seconds', () => {
    expect(UNDO_TOAST_MS).toBeGreaterThanOrEqual(10_000);
  });
});
