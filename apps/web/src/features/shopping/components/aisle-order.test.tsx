import {
  AISLES,
  builtInAisleName,
  getHouseholdAisles,
  getShoppingList,
  moveItemToAisle,
  orderHouseholdAisles,
  type Aisle,
  type ShoppingList,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { renderListPage } from '../testing/list-page';
import { LIST_ID, makeItem, makeList, resetToastsPerTest } from '../testing/shopping-fixtures';

resetToastsPerTest();

/** The household's aisles as the server answers them: the seven, in `order`. */
const answered = (order: Aisle[]) => ({
  order,
  aisles: order.map((id) => ({ id, name: builtInAisleName(id), built_in: true })),
  shops: [],
});

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
    const move = answer(moveItemToAisle, { id: LIST_ID, itemId: lemons._id }, () => {
      current = makeList({ items: [milk, { ...lemons, aisle: 'pantry', version: 2 }] });
      return current;
    });
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => current),
      move,
    );
    renderListPage();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit 2 lemons' }));
    const select = screen.getByRole('combobox', { name: 'Move to aisle' });
    expect(select).toHaveValue('produce');
    // The keyboard goes through the options; nothing is sent until Move.
    select.focus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(select, 'Pantry');
    expect(move.bodies).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Move' }));

    expect(
      await screen.findByText('“2 lemons” is in Pantry now, on all your lists.'),
    ).toBeInTheDocument();
    expect(move.bodies).toEqual([{ aisle: 'pantry' }]);
    const pantry = screen.getByRole('region', { name: 'Pantry' });
    expect(within(pantry).getByRole('checkbox', { name: '2 lemons' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Produce' })).not.toBeInTheDocument();
  });
});

describe('Order aisles', () => {
  it('when an aisle is moved up and down with the buttons and saved, then the order is sent and the focus stays on the aisle', async () => {
    let order: Aisle[] = [...AISLES];
    const save = answer(orderHouseholdAisles, ({ body }) => {
      order = body.order as Aisle[];
      return answered(order);
    });
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => makeList({ items: [makeItem()] })),
      answer(getHouseholdAisles, () => answered(order)),
      save,
    );
    renderListPage();
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
    expect(save.bodies).toEqual([
      { order: ['dairy', 'bakery', 'produce', 'meat and fish', 'frozen', 'pantry', 'other'] },
    ]);
    expect(screen.queryByRole('form', { name: 'Order aisles' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('when the aisles cannot be read, then the panel says so and offers to try again', async () => {
    let fail = true;
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => makeList({ items: [makeItem()] })),
      answer(getHouseholdAisles, () =>
        fail ? failure(503, 'The kitchen is closed.') : answered([...AISLES]),
      ),
    );
    renderListPage();
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
