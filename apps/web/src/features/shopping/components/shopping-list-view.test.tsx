import {
  addListItem,
  deleteShoppingList,
  getShoppingList,
  KITCHEN_MESSAGES,
  listShoppingLists,
  removeListItem,
  updateListItem,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, heldAnswer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { renderListView } from '../testing/list-page';
import {
  answerList,
  LIST_ID,
  makeItem,
  makeList,
  resetToastsPerTest,
  serveLineChange,
} from '../testing/shopping-fixtures';

resetToastsPerTest();

describe('ShoppingListView', () => {
  it('when the list opens, then its lines are grouped under aisle headings in shop order, with where they came from', async () => {
    const list = makeList({
      items: [
        makeItem({ ingredient: 'milk', key: 'milk', quantity: 1, units: 'l', aisle: 'dairy' }),
        makeItem({
          ingredient: 'apples',
          key: 'apple',
          quantity: 6,
          aisle: 'produce',
          sources: [
            { recipe_id: '00000000-0000-4000-8000-000000000001', title: 'Apple pie', servings: 4 },
            { recipe_id: '00000000-0000-4000-8000-000000000002', title: 'Crumble', servings: 2 },
          ],
        }),
        makeItem({
          ingredient: 'butter',
          key: 'butter',
          quantity: 250,
          units: 'g',
          aisle: 'dairy',
        }),
        makeItem({
          ingredient: 'milk',
          key: 'milk',
          quantity: 2,
          units: 'splashes',
          aisle: 'dairy',
        }),
      ],
    });
    answerList(() => list);

    renderListView();

    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday market' })).toBeVisible();
    expect(screen.getByText('4 of 4 left')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Produce', 'Dairy', 'Recipes on this list']);
    const dairy = screen.getByRole('region', { name: 'Dairy' });
    expect(
      within(dairy)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['1 l milk', '2 splashes milk', '250 g butter']);
    expect(screen.getByRole('checkbox', { name: '6 apples' })).toHaveAccessibleDescription(
      'from Apple pie (4 servings), Crumble (2)',
    );
  });

  it('when a line is ticked, then it shows ticked at once, before the server answers, and stays so', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    const { answered, release } = heldAnswer();
    const ticked = { ...lemons, checked: true, version: 2 };
    const { reads, change: tick } = serveLineChange([lemons], lemons, ticked, answered);
    renderListView();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: '2 lemons' }));
    // A ticked line waits in the basket, closed until opened.
    await user.click(screen.getByRole('button', { name: 'In the basket (1)' }));

    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
    expect(screen.getByText('All 1 ticked off')).toBeInTheDocument();
    // The body a tick has online and offline alike (decision 029).
    await waitFor(() =>
      expect(tick.bodies).toEqual([
        {
          checked: true,
          base_version: 1,
          edited_at: expect.any(String),
          op_id: expect.any(String),
        },
      ]),
    );
    release();
    // Once settled the list is read again, with the tick the server kept.
    await waitFor(() => expect(reads.calls).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
  });

  it('when ticking a line fails, then the box goes back and a toast says so', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    answerList(() => makeList({ items: [lemons] }));
    const { answered, release } = heldAnswer();
    server.use(
      answer(updateListItem, { id: LIST_ID, itemId: lemons._id }, async () => {
        await answered;
        return failure(500, 'Something went wrong on our side. Please try again.');
      }),
    );
    renderListView();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: '2 lemons' }));
    await user.click(screen.getByRole('button', { name: 'In the basket (1)' }));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
    release();

    expect(
      await screen.findByText(/We could not tick off “2 lemons”. Something went wrong/),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).not.toBeChecked();
    expect(screen.getByText('1 of 1 left')).toBeInTheDocument();
  });

  it('when a free item is added, then it is posted as typed and the list the server answers is shown', async () => {
    answerList(() => makeList());
    const add = answer(addListItem, { id: LIST_ID }, () =>
      makeList({ items: [makeItem({ ingredient: 'lemons' })] }),
    );
    server.use(add);
    renderListView();
    const user = userEvent.setup();
    expect(await screen.findByText(/Nothing on this list yet/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), '2 lemons');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('checkbox', { name: '2 lemons' })).not.toBeChecked();
    expect(add.bodies).toEqual([{ text: '2 lemons', op_id: expect.any(String) }]);
    expect(screen.getByText('Added “2 lemons”.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add an item' })).toHaveValue('');
  });

  it('when a line is typed again, then the new text is sent and the list is read again', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    const changed = { ...lemons, quantity: 3, version: 2 };
    const { change: edit } = serveLineChange([lemons], lemons, changed);
    renderListView();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit 2 lemons' }));
    const field = screen.getByRole('textbox', { name: 'Change “2 lemons”' });
    expect(field).toHaveValue('2 lemons');
    await user.clear(field);
    await user.type(field, '3 lemons');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('checkbox', { name: '3 lemons' })).toBeInTheDocument();
    expect(edit.bodies).toEqual([
      {
        text: '3 lemons',
        base_version: 1,
        edited_at: expect.any(String),
        op_id: expect.any(String),
      },
    ]);
  });

  it('when a line is removed from its "More" details, then it leaves the list and the focus goes to the next line', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    const milk = makeItem({ ingredient: 'milk', key: 'milk', quantity: 1, units: 'l' });
    answerList(() => makeList({ items: [lemons, milk] }));
    server.use(
      answer(removeListItem, { id: LIST_ID, itemId: lemons._id }, () => ({
        undo: '00000000-0000-4000-8000-00000000000a',
      })),
    );
    renderListView();
    const user = userEvent.setup();

    const more = await screen.findByRole('button', { name: 'More for 2 lemons' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(more.getAttribute('aria-controls') ?? '');
    const remove = within(details!).getByRole('button', { name: 'Remove 2 lemons' });
    await user.click(remove);

    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: '2 lemons' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '1 l milk' })).toHaveFocus());
    expect(screen.getByText('1 of 1 left')).toBeInTheDocument();
  });

  it('when an empty item is added, then the field says it is required and nothing is posted', async () => {
    answerList(() => makeList());
    const add = answer(addListItem, { id: LIST_ID }, () => makeList());
    server.use(add);
    renderListView();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add' }));

    // The message is drawn after the click's own render; a busy machine shows it a moment later.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Add an item' })).toHaveAccessibleDescription(
        expect.stringContaining(KITCHEN_MESSAGES.itemRequired),
      ),
    );
    expect(add.calls).toEqual([]);
  });

  it('when the cook is alone in their household, then the list says only they see it so far and leads to the household page', async () => {
    answerList(() => makeList());
    renderListView();

    expect(
      await screen.findByText(
        'Only you so far. Everyone you invite to your household sees and edits it too.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your household' })).toHaveAttribute(
      'href',
      '/household',
    );
  });

  it('when another member made the list, then the cook sees who made it and who else sees it, and may delete it too', async () => {
    answerList(() =>
      makeList({
        is_owner: false,
        shared: true,
        owner_name: 'Grace',
        members: [
          { name: 'Grace', email: 'grace@example.test' },
          { name: 'Ada Cook', email: 'ada@example.test' },
        ],
      }),
    );
    renderListView();

    expect(await screen.findByText('Made by Grace · Empty')).toBeInTheDocument();
    expect(
      screen.getByText('Everyone in your household sees and edits it: you, Grace and Ada Cook.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete list' })).toBeInTheDocument();
  });

  it('when the owner deletes the list and confirms, then it is deleted and the overview opens', async () => {
    answerList(() => makeList());
    const remove = answer(deleteShoppingList, { id: LIST_ID }, () => undefined);
    server.use(
      remove,
      answer(listShoppingLists, () => []),
    );
    renderListView();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    expect(remove.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    expect(await screen.findByRole('heading', { name: 'All shopping lists' })).toBeVisible();
    expect(remove.calls).toHaveLength(1);
    expect(screen.getByText('“Saturday market” was deleted.')).toBeInTheDocument();
  });

  it('when the list is not the cook’s, then the page says it was not found', async () => {
    server.use(
      answer(getShoppingList, { id: LIST_ID }, () => failure(404, 'Shopping list not found')),
    );

    renderListView();

    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my shopping lists' })).toHaveAttribute(
      'href',
      '/shopping-lists',
    );
  });
});
