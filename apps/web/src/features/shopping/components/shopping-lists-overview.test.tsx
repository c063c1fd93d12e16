import { createShoppingList, KITCHEN_MESSAGES, listShoppingLists } from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import {
  LIST_ID,
  makeList,
  makeSummary,
  renderShopping,
  resetToastsPerTest,
} from '../testing/shopping-fixtures';
import { ShoppingListsOverview } from './shopping-lists-overview';

function renderOverview() {
  return renderShopping(<ShoppingListsOverview />, {
    path: '/shopping-lists',
    route: '/shopping-lists',
  });
}

resetToastsPerTest();

describe('ShoppingListsOverview', () => {
  it('when the cook has lists, then each shows its name, how much is left and, when another member made it, who made it', async () => {
    server.use(
      answer(listShoppingLists, () => [
        makeSummary({ name: 'Weekly shop', item_count: 12, unchecked_count: 5 }),
        makeSummary({
          _id: '33333333-3333-4333-8333-333333333333',
          name: 'Christmas',
          is_owner: false,
          shared: true,
          owner_name: 'Grace',
          item_count: 3,
          unchecked_count: 3,
        }),
      ]),
    );

    renderOverview();

    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Lists' })).toBeVisible();
    const [weekly, christmas] = screen.getAllByRole('listitem');
    expect(within(weekly!).getByRole('link', { name: 'Weekly shop' })).toHaveAttribute(
      'href',
      `/shopping-lists/${LIST_ID}`,
    );
    expect(weekly).toHaveTextContent('5 of 12 left');
    expect(christmas).toHaveTextContent('Made by Grace · 3 of 3 left');
  });

  it('when the cook has no list yet, then the page says so in plain words', async () => {
    server.use(answer(listShoppingLists, () => []));

    renderOverview();

    expect(await screen.findByText(/You have no shopping lists yet/)).toBeInTheDocument();
  });

  it('when the lists cannot be read, then the page says so and offers to try again', async () => {
    server.use(answer(listShoppingLists, () => failure(503, 'The database is busy.')));

    renderOverview();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your shopping lists. The database is busy.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when a list is created in US measures, then it is posted and its page opens', async () => {
    const create = answer(createShoppingList, () => makeList({ name: 'Party', unit_system: 'us' }));
    server.use(
      answer(listShoppingLists, () => []),
      create,
    );
    renderOverview();
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'List name' }), 'Party');
    await user.click(screen.getByRole('radio', { name: /^US/ }));
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    expect(await screen.findByRole('heading', { name: 'One shopping list' })).toBeVisible();
    expect(create.bodies).toEqual([{ name: 'Party', unit_system: 'us' }]);
    expect(screen.getByText('“Party” is ready.')).toBeInTheDocument();
  });

  it('when the list has no name, then the field says so and nothing is posted', async () => {
    server.use(answer(listShoppingLists, () => []));
    renderOverview();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Create list' }));

    expect(screen.getByRole('textbox', { name: 'List name' })).toHaveAccessibleDescription(
      expect.stringContaining(KITCHEN_MESSAGES.listNameRequired),
    );
  });
});
