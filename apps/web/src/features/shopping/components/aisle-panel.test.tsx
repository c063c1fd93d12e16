import {
  AISLES,
  addHouseholdAisle,
  builtInAisleName,
  getHouseholdAisles,
  getShoppingList,
  orderHouseholdShop,
  removeHouseholdAisle,
  renameHouseholdAisle,
  updateShoppingList,
  type HouseholdAisles,
  type ShoppingList,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { useShoppingList } from '../api/shopping-api';
import { withPending } from '../pending-lines';
import { renderListPage } from '../testing/list-page';
import {
  LIST_ID,
  makeItem,
  makeList,
  renderShopping,
  resetToastsPerTest,
} from '../testing/shopping-fixtures';
import { ListLines } from './list-lines';
import { ListShopChoice } from './list-shop';

resetToastsPerTest();

const DRINKS = `a_${'d'.repeat(32)}`;
const SHOP = '5b0f4a8e-2c1d-4e3f-9a7b-6c5d4e3f2a1b';

/** The household's aisles: the seven, then `own` ones, and `shops`. */
function household(own: [string, string][] = [], shops: HouseholdAisles['shops'] = []) {
  const order = [...AISLES, ...own.map(([id]) => id)];
  return {
    order,
    aisles: [
      ...AISLES.map((id) => ({ id, name: builtInAisleName(id), built_in: true })),
      ...own.map(([id, name]) => ({ id, name, built_in: false })),
    ],
    shops,
  };
}

/** The list's lines and its Shop choice, as the list page draws them. */
function ListWithShop() {
  const query = useShoppingList(LIST_ID);
  if (!query.data) return <p>Loading</p>;
  return (
    <>
      <ListLines list={withPending(query.data, [])} idPrefix="items" />
      <ListShopChoice list={query.data} />
    </>
  );
}

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Order aisles' }));
  const form = await screen.findByRole('form', { name: 'Order aisles' });
  return { user, form };
}

const rowNames = (form: HTMLElement) =>
  within(form)
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('the aisle panel', () => {
  it('when a cook adds “Drinks”, then it is sent, shows last, and the focus stays in the name field', async () => {
    let current = household();
    const add = answer(addHouseholdAisle, ({ body }) => {
      current = household([[DRINKS, body.name]]);
      return { id: DRINKS, name: body.name, built_in: false };
    });
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => makeList({ items: [makeItem()] })),
      answer(getHouseholdAisles, () => current),
      add,
    );
    renderListPage();
    const { user, form } = await openPanel();

    const field = screen.getByRole('textbox', { name: 'New aisle' });
    await user.type(field, 'Drinks{Enter}');

    expect(await screen.findByText('“Drinks” is added, last in every order.')).toBeInTheDocument();
    expect(add.bodies).toEqual([{ name: 'Drinks' }]);
    await waitFor(() => expect(rowNames(form).at(-1)).toBe('Drinks'));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('when a cook removes an aisle, then they are told how many lines go back first, and the focus moves to the next aisle', async () => {
    let current = household([[DRINKS, 'Drinks']]);
    const items = [
      makeItem({ ingredient: 'cola', key: 'cola', aisle: DRINKS }),
      makeItem({ ingredient: 'juice', key: 'juice', aisle: DRINKS }),
    ];
    const remove = answer(removeHouseholdAisle, ({ params }) => {
      current = household();
      expect(params.aisleId).toBe(DRINKS);
      return current;
    });
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () =>
        makeList({ items, aisle_order: current.order, aisle_names: { [DRINKS]: 'Drinks' } }),
      ),
      answer(getHouseholdAisles, () => current),
      remove,
    );
    renderListPage();
    const { user, form } = await openPanel();

    expect(within(form).queryByRole('button', { name: 'Remove Other' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove Drinks' }));
    const ask = within(form).getByRole('group', { name: 'Remove Drinks' });
    expect(ask).toHaveTextContent(
      'Remove “Drinks” for everyone in your household? 2 lines on this list go back to their own aisles.',
    );
    expect(remove.bodies).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Remove “Drinks”' }));

    expect(await screen.findByText(/“Drinks” is removed\./)).toBeInTheDocument();
    await waitFor(() => expect(rowNames(form)).not.toContain('Drinks'));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Rename Other' })).toHaveFocus(),
    );
  });

  it('when a cook renames an aisle, then the name is sent and the focus comes back to Rename', async () => {
    let current = household();
    const rename = answer(renameHouseholdAisle, ({ params, body }) => {
      current = {
        ...current,
        aisles: current.aisles.map((aisle) =>
          aisle.id === params.aisleId ? { ...aisle, name: body.name } : aisle,
        ),
      };
      return current;
    });
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => makeList({ items: [makeItem()] })),
      answer(getHouseholdAisles, () => current),
      rename,
    );
    renderListPage();
    const { user, form } = await openPanel();

    await user.click(within(form).getByRole('button', { name: 'Rename Dairy' }));
    const field = within(form).getByRole('textbox', { name: 'New name for Dairy' });
    await user.clear(field);
    await user.type(field, 'Milk and eggs{Enter}');

    expect(await screen.findByText('“Dairy” is called “Milk and eggs” now.')).toBeInTheDocument();
    expect(rename.bodies).toEqual([{ name: 'Milk and eggs' }]);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Rename Milk and eggs' })).toHaveFocus(),
    );
  });

  it('when a shop is chosen and its aisles moved and saved, then that shop’s order is sent', async () => {
    const shops = [{ id: SHOP, name: 'Corner shop', order: [...AISLES] }];
    const save = answer(orderHouseholdShop, { shopId: SHOP }, ({ body }) =>
      household([], [{ ...shops[0]!, order: body.order }]),
    );
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => makeList({ items: [makeItem()] })),
      answer(getHouseholdAisles, () => household([], shops)),
      save,
    );
    renderListPage();
    const { user } = await openPanel();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order for' }), 'Corner shop');
    const form = await screen.findByRole('form', { name: 'Order aisles' });
    expect(form).toHaveTextContent('Put the aisles in the order you walk through “Corner shop”.');
    await user.click(within(form).getByRole('button', { name: 'Move Other up' }));
    await user.click(within(form).getByRole('button', { name: 'Save order' }));

    expect(
      await screen.findByText('The aisles are in the order of “Corner shop” now.'),
    ).toBeInTheDocument();
    expect(save.bodies).toEqual([
      { order: ['produce', 'dairy', 'bakery', 'meat and fish', 'pantry', 'other', 'frozen'] },
    ]);
  });
});

describe('the list’s shop and its aisles', () => {
  it('when a cook sets the list to a shop, then it is sent, and “Move to aisle” offers the household’s aisles by name', async () => {
    let current: ShoppingList = makeList({
      items: [makeItem({ ingredient: 'lemons', key: 'lemon', aisle: 'produce' })],
      aisle_order: [...AISLES, DRINKS],
      aisle_names: {
        ...Object.fromEntries(AISLES.map((id) => [id, builtInAisleName(id)])),
        [DRINKS]: 'Drinks',
      },
      shops: [{ id: SHOP, name: 'Corner shop' }],
      shop_id: null,
    });
    const update = answer(updateShoppingList, { id: LIST_ID }, ({ body }) => {
      current = { ...current, shop_id: body.shop_id ?? null };
      return current;
    });
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => current),
      update,
    );
    renderShopping(<ListWithShop />);
    const user = userEvent.setup();

    const shop = await screen.findByRole('combobox', { name: 'Shop' });
    expect(shop).toHaveValue('');
    await user.selectOptions(shop, 'Corner shop');
    expect(
      await screen.findByText('This list follows the order of “Corner shop” now.'),
    ).toBeInTheDocument();
    expect(update.bodies).toEqual([{ shop_id: SHOP }]);
    expect(shop).toHaveValue(SHOP);

    await user.click(screen.getByRole('button', { name: 'Edit 2 lemons' }));
    const move = screen.getByRole('combobox', { name: 'Move to aisle' });
    expect(
      within(move)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Produce',
      'Dairy',
      'Bakery',
      'Meat and fish',
      'Pantry',
      'Frozen',
      'Other',
      'Drinks',
    ]);
  });
});
