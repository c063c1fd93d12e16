import {
  AISLES,
  clearTickedLines,
  getShoppingList,
  pathOf,
  removeRecipeLines,
  untickAllLines,
  updateListItem,
  type ShoppingList,
} from '@family-recipes/shared';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { renderListPage } from '../testing/list-page';
import { LIST_ID, makeItem, makeList, resetToastsPerTest } from '../testing/shopping-fixtures';

const PIE = '00000000-0000-4000-8000-000000000001';
const SOUP = '00000000-0000-4000-8000-000000000002';

const lemons = makeItem({ ingredient: 'lemons', key: 'lemon', aisle: 'produce' });
const milk = makeItem({ ingredient: 'milk', key: 'milk', quantity: 1, units: 'l', aisle: 'dairy' });
const apples = makeItem({
  ingredient: 'apples',
  key: 'apple',
  quantity: 6,
  checked: true,
  sources: [{ recipe_id: PIE, title: 'Apple pie', servings: 4 }],
});
const butter = makeItem({
  ingredient: 'butter',
  key: 'butter',
  quantity: 250,
  units: 'g',
  aisle: 'dairy',
  checked: true,
  sources: [
    { recipe_id: PIE, title: 'Apple pie', servings: 4 },
    { recipe_id: SOUP, title: 'Leek soup', servings: 2 },
  ],
});

/** Answers the list's reads with what `current` holds then, and records every write's request. */
function serve(first: ShoppingList) {
  let current = first;
  const writes: { method: string; path: string; body: unknown }[] = [];
  /** Records the write and keeps the list it answers as the one read from now on. */
  const kept = ({ request, body }: { request: Request; body: unknown }, next: ShoppingList) => {
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    current = next;
    return next;
  };
  server.use(
    answer(getShoppingList, { id: LIST_ID }, () => current),
    answer(clearTickedLines, { id: LIST_ID }, (asked) =>
      kept(asked, makeList({ items: current.items.filter((item) => !item.checked) })),
    ),
    answer(untickAllLines, { id: LIST_ID }, (asked) =>
      kept(asked, makeList({ items: current.items.map((item) => ({ ...item, checked: false })) })),
    ),
    answer(removeRecipeLines, { id: LIST_ID }, (asked) =>
      kept(asked, makeList({ items: current.items.filter((item) => item !== apples) })),
    ),
  );
  return { writes };
}

afterEach(() => {
  act(() => onlineManager.setOnline(true));
});
resetToastsPerTest();

describe('the basket', () => {
  it('when lines are ticked, then they wait in a closed "In the basket" group at the end, opened on demand', async () => {
    serve(makeList({ items: [lemons, apples, milk, butter] }));
    renderListPage();
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'In the basket (2)' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Produce', 'Dairy', '▸In the basket (2)', 'Recipes on this list']);
    expect(screen.queryByRole('checkbox', { name: '6 apples' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).not.toBeChecked();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const basket = screen.getByRole('region', { name: 'In the basket (2)' });
    expect(within(basket).getByRole('checkbox', { name: '6 apples' })).toBeChecked();
    expect(within(basket).getByRole('checkbox', { name: '250 g butter' })).toBeChecked();
  });

  it('when a line is ticked from the keyboard, then it goes into the basket and the focus goes on to the next line', async () => {
    const ticked = { ...lemons, checked: true, version: 2 };
    let current = makeList({ items: [lemons, milk] });
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => current),
      answer(updateListItem, { id: LIST_ID, itemId: lemons._id }, () => {
        current = makeList({ items: [ticked, milk] });
        return ticked;
      }),
    );
    renderListPage();
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: '2 lemons' });
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toHaveFocus();

    await user.keyboard(' ');

    expect(await screen.findByRole('button', { name: 'In the basket (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '2 lemons' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '1 l milk' })).toHaveFocus());
  });

  it('when the household orders its aisles, then the groups follow that order', async () => {
    serve(makeList({ items: [lemons, milk], aisle_order: [...AISLES].reverse() }));
    renderListPage();

    await screen.findByRole('checkbox', { name: '2 lemons' });

    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Dairy', 'Produce']);
  });
});

describe('tidying the list', () => {
  it('when "Clear ticked" is confirmed, then the ticked lines are cleared with an op id and the basket goes', async () => {
    const { writes } = serve(makeList({ items: [lemons, apples, butter] }));
    renderListPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Clear ticked' }));
    const ask = screen.getByRole('group', { name: 'Clear ticked lines' });
    expect(ask).toHaveTextContent(
      'Take the 2 lines in the basket off the list for everyone in your household?',
    );
    expect(within(ask).getByRole('button', { name: 'Keep them' })).toHaveFocus();
    expect(writes).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Yes, clear them' }));

    expect(await screen.findByText('2 ticked lines removed.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: pathOf(clearTickedLines, { id: LIST_ID }),
        body: { op_id: expect.any(String) },
      },
    ]);
    expect(screen.queryByRole('button', { name: /In the basket/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear ticked' })).toBeDisabled();
  });

  it('when clearing is not confirmed, then nothing is sent and the basket stays', async () => {
    const { writes } = serve(makeList({ items: [lemons, apples] }));
    renderListPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Clear ticked' }));
    await user.click(screen.getByRole('button', { name: 'Keep them' }));

    expect(screen.getByRole('button', { name: 'In the basket (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear ticked' })).toBeEnabled();
    expect(writes).toEqual([]);
  });

  it('when "Untick all" is pressed, then every line is back on the list to get', async () => {
    const { writes } = serve(makeList({ items: [lemons, apples] }));
    renderListPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Untick all' }));

    expect(await screen.findByRole('checkbox', { name: '6 apples' })).not.toBeChecked();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: pathOf(untickAllLines, { id: LIST_ID }),
        body: { op_id: expect.any(String) },
      },
    ]);
    expect(screen.queryByRole('button', { name: /In the basket/ })).not.toBeInTheDocument();
  });

  it('when a recipe’s lines are removed after confirming, then that recipe is taken off the list', async () => {
    const { writes } = serve(makeList({ items: [lemons, apples] }));
    renderListPage();
    const user = userEvent.setup();

    const recipes = await screen.findByRole('heading', { name: 'Recipes on this list' });
    expect(recipes).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove this recipe’s lines: Apple pie' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Remove the lines of Apple pie' })).getByRole(
        'button',
        { name: 'Yes, remove them' },
      ),
    );

    expect(await screen.findByText('The lines of “Apple pie” removed.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'DELETE',
        path: pathOf(removeRecipeLines, { id: LIST_ID, recipeId: PIE }),
        body: undefined,
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'Recipes on this list' })).not.toBeInTheDocument();
  });

  it('when the app is offline, then the tidying buttons are off and say why', async () => {
    const { writes } = serve(makeList({ items: [lemons, apples] }));
    renderListPage();
    await screen.findByRole('button', { name: 'Clear ticked' });

    act(() => onlineManager.setOnline(false));

    expect(screen.getByRole('button', { name: 'Clear ticked' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Untick all' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Remove this recipe’s lines: Apple pie' }),
    ).toBeDisabled();
    expect(screen.getByText(/You are offline\. Clearing, unticking/)).toBeVisible();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Untick all' })).toBeEnabled());
    expect(writes).toEqual([]);
  });
});
