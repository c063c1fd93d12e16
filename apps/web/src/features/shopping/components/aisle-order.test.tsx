import { AISLES, type Aisle, type ShoppingList } from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw';
import { useShoppingList } from '../api/shopping-api';
import { withPending } from '../pending-lines';
import {
  clearToasts,
  LIST_ID,
  makeItem,
  makeList,
  renderShopping,
  stubMatchMedia,
} from '../testing/shopping-fixtures';
import { ListCleanup } from './list-cleanup';
import { ListLines } from './list-lines';

const LIST_URL = `/api/shopping-lists/${LIST_ID}`;
const AISLES_URL = '/api/household/aisles';

/** The list page's lines and its tidying panel, as the page draws them from the cached list. */
function ListPage() {
  const query = useShoppingList(LIST_ID);
  if (!query.data) return <p>Loading</p>;
  const list = withPending(query.data, []);
  return (
    <>
      <ListLines list={list} idPrefix="items" />
      <ListCleanup list={list} />
    </>
  );
}

beforeEach(stubMatchMedia);
afterEach(clearToasts);

describe('Move to aisle', () => {
  it('when a line is moved with the select and the Move button, then it is sent and the line shows in its new aisle', async () => {
    const lemons = makeItem({ ingredient: 'lemons', key: 'lemon', aisle: 'produce' });
    const milk = makeItem({
      ingredient: 'milk',
      key: 'milk',
      quantity: 1,
      units: 'l',
      aisle: 'dairy',
    });
    let current: ShoppingList = makeList({ items: [lemons, milk] });
    const bodies: unknown[] = [];
    server.use(
      http.get(LIST_URL, () => HttpResponse.json(current)),
      http.put(`${LIST_URL}/items/${lemons._id}/aisle`, async ({ request }) => {
        bodies.push(await request.json());
        current = makeList({ items: [milk, { ...lemons, aisle: 'pantry', version: 2 }] });
        return HttpResponse.json(current);
      }),
    );
    renderShopping(<ListPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit 2 lemons' }));
    const select = screen.getByRole('combobox', { name: 'Move to aisle' });
    expect(select).toHaveValue('produce');
    // The keyboard goes through the options; nothing is sent until Move.
    select.focus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(select, 'Pantry');
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Move' }));

    expect(
      await screen.findByText('“2 lemons” is in Pantry now, on all your lists.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ aisle: 'pantry' }]);
    const pantry = screen.getByRole('region', { name: 'Pantry' });
    expect(within(pantry).getByRole('checkbox', { name: '2 lemons' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Produce' })).not.toBeInTheDocument();
  });
});

describe('Order aisles', () => {
  it('when an aisle is moved up and down with the buttons and saved, then the order is sent and the focus stays on the aisle', async () => {
    let order: Aisle[] = [...AISLES];
    const sent: unknown[] = [];
    server.use(
      http.get(LIST_URL, () => HttpResponse.json(makeList({ items: [makeItem()] }))),
      http.get(AISLES_URL, () => HttpResponse.json({ order, aisles: [...AISLES] })),
      http.put(AISLES_URL, async ({ request }) => {
        const body = (await request.json()) as { order: Aisle[] };
        sent.push(body);
        order = body.order;
        return HttpResponse.json({ order, aisles: [...AISLES] });
      }),
    );
    renderShopping(<ListPage />);
    const user = userEvent.setup();

    const open = await screen.findByRole('button', { name: 'Order aisles' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const form = await screen.findByRole('form', { name: 'Order aisles' });
    const names = () =>
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent);
    expect(names()).toEqual([
      'Produce',
      'Dairy',
      'Bakery',
      'Meat and fish',
      'Pantry',
      'Frozen',
      'Other',
    ]);
    expect(within(form).getByRole('button', { name: 'Move Produce up' })).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Move Produce down' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Move Produce down' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Move Frozen up' }));
    expect(names()).toEqual([
      'Dairy',
      'Bakery',
      'Produce',
      'Meat and fish',
      'Frozen',
      'Pantry',
      'Other',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Save order' }));

    expect(await screen.findByText('The aisles are in your order now.')).toBeInTheDocument();
    expect(sent).toEqual([
      { order: ['dairy', 'bakery', 'produce', 'meat and fish', 'frozen', 'pantry', 'other'] },
    ]);
    expect(screen.queryByRole('form', { name: 'Order aisles' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('when the aisles cannot be read, then the panel says so and offers to try again', async () => {
    let fail = true;
    server.use(
      http.get(LIST_URL, () => HttpResponse.json(makeList({ items: [makeItem()] }))),
      http.get(AISLES_URL, () =>
        fail
          ? HttpResponse.json({ message: 'The kitchen is closed.' }, { status: 503 })
          : HttpResponse.json({ order: [...AISLES], aisles: [...AISLES] }),
      ),
    );
    renderShopping(<ListPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Order aisles' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the aisles. The kitchen is closed.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Order aisles' })).toBeVisible();
  });
});
