import {
  chooseCookbookRecipes,
  COOKBOOK_MESSAGES,
  createCookbook,
  type CookbookFields,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { resetToastsPerTest } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeBook, makeRecipe, renderNewBook } from '../testing/cookbook-fixtures';
import { NewCookbookPage } from './cookbook-page';

resetToastsPerTest();

const SOUP = makeRecipe('Barley soup', 'Entrees');
const CAKE = makeRecipe('Lemon cake', 'Desserts');
const BREAD = makeRecipe('Anzac biscuits', 'Desserts');

/** The API: favourites answer the three recipes; a saved book is recorded in `sent`. */
function answerApi(sent: CookbookFields[]) {
  server.use(
    answer(chooseCookbookRecipes, () => ({ items: [SOUP, CAKE, BREAD], truncated: false })),
    answer(createCookbook, ({ body }) => {
      sent.push(body as CookbookFields);
      const byId = new Map([SOUP, CAKE, BREAD].map((r) => [r._id, r]));
      return makeBook({
        ...(body as CookbookFields),
        recipes: body.recipeIds.map((id) => byId.get(id)!),
      });
    }),
  );
}

async function tickFavourites(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Show these recipes' }));
  await screen.findByText('3 recipes found, 0 in the book.');
  await user.click(screen.getByRole('button', { name: 'Put them all in the book' }));
}

const bookRows = () =>
  within(screen.getByRole('list', { name: /In the book/ }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByText(/soup|cake|biscuits/).textContent);

describe('The cookbook builder', () => {
  it('when it is saved without a title or recipes, then each field shows the shared message, the toast lists them and nothing is sent', async () => {
    const sent: CookbookFields[] = [];
    answerApi(sent);
    const user = userEvent.setup();
    renderNewBook(<NewCookbookPage />);

    await user.click(screen.getByRole('button', { name: 'Save the book' }));

    const title = screen.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(COOKBOOK_MESSAGES.titleRequired);
    expect(title).toHaveFocus();
    const recipes = screen.getByRole('region', { name: /In the book/ });
    expect(within(recipes).getByText(COOKBOOK_MESSAGES.noRecipes)).toBeVisible();
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent(COOKBOOK_MESSAGES.titleRequired);
    expect(toast).toHaveTextContent(COOKBOOK_MESSAGES.noRecipes);
    expect(sent).toEqual([]);

    // Each message goes once its field is put right.
    await tickFavourites(user);
    expect(within(recipes).queryByText(COOKBOOK_MESSAGES.noRecipes)).not.toBeInTheDocument();
  });

  it('when the recipes are ordered by hand with the keyboard, then the rows move, the focus follows and the book is sent in that order', async () => {
    const sent: CookbookFields[] = [];
    answerApi(sent);
    const user = userEvent.setup();
    renderNewBook(<NewCookbookPage />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Sunday dinners');
    await tickFavourites(user);
    // By category first: Entrees before Desserts, titles A to Z within.
    expect(bookRows()).toEqual(['Barley soup', 'Anzac biscuits', 'Lemon cake']);

    await user.click(screen.getByRole('radio', { name: /By title/ }));
    expect(bookRows()).toEqual(['Anzac biscuits', 'Barley soup', 'Lemon cake']);
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /By hand/ }));
    expect(bookRows()).toEqual(['Anzac biscuits', 'Barley soup', 'Lemon cake']);
    expect(screen.getByRole('button', { name: 'Move up “Anzac biscuits”' })).toBeDisabled();

    const down = screen.getByRole('button', { name: 'Move down “Anzac biscuits”' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(bookRows()).toEqual(['Barley soup', 'Anzac biscuits', 'Lemon cake']);
    expect(screen.getByRole('button', { name: 'Move down “Anzac biscuits”' })).toHaveFocus();
    expect(screen.getByText('“Anzac biscuits” is now number 2 of 3.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(bookRows()).toEqual(['Barley soup', 'Lemon cake', 'Anzac biscuits']);
    // At the bottom its Move down is off: the focus goes to its Move up.
    expect(screen.getByRole('button', { name: 'Move up “Anzac biscuits”' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(bookRows()).toEqual(['Barley soup', 'Anzac biscuits', 'Lemon cake']);

    await user.click(screen.getByRole('button', { name: 'Save the book' }));
    expect(await screen.findByText(/^Opened \/cookbooks\//)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: 'Sunday dinners',
      order: 'hand',
      recipeIds: [SOUP._id, BREAD._id, CAKE._id],
      pageSize: 'A4',
      photos: true,
      shared: false,
      coverRecipeId: null,
    });
  });

  it('when the API refuses a recipe, then its message shows at the book’s recipes', async () => {
    server.use(
      answer(chooseCookbookRecipes, () => ({ items: [CAKE], truncated: false })),
      answer(createCookbook, () =>
        failure(400, COOKBOOK_MESSAGES.recipeNotAvailable, {
          errors: [{ field: 'recipeIds', message: COOKBOOK_MESSAGES.recipeNotAvailable }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderNewBook(<NewCookbookPage />);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Cakes');
    await user.click(screen.getByRole('button', { name: 'Show these recipes' }));
    await user.click(await screen.findByRole('checkbox', { name: /Lemon cake/ }));
    await user.click(screen.getByRole('button', { name: 'Save the book' }));

    const recipes = screen.getByRole('region', { name: /In the book/ });
    expect(await within(recipes).findByText(COOKBOOK_MESSAGES.recipeNotAvailable)).toBeVisible();
    expect(screen.queryByText(/^Opened/)).not.toBeInTheDocument();
  });
});
