import {
  chooseCookbookRecipes,
  COOKBOOK_MESSAGES,
  createCookbook,
  type CookbookFields,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { resetToastsPerTest } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeBook, makeRecipe, renderNewBook } from '../testing/cookbook-fixtures';
import { NewCookbookPage } from './cookbook-page';

resetToastsPerTest();

const SOUP = makeRecipe('Barley soup', 'Entrees');
const CAKE = makeRecipe('Lemon cake', 'Desserts', true);
const BREAD = makeRecipe('Anzac biscuits', 'Desserts');

/** Favourites answer the three recipes; each saved book is recorded in `sent`. */
function answerApi(sent: CookbookFields[]) {
  server.use(
    answer(chooseCookbookRecipes, () => ({ items: [SOUP, CAKE, BREAD], truncated: false })),
    answer(createCookbook, ({ body }) => {
      sent.push(body as CookbookFields);
      return makeBook({ ...(body as CookbookFields), recipes: [SOUP, CAKE, BREAD] });
    }),
  );
}

async function startBook(user: ReturnType<typeof userEvent.setup>) {
  renderNewBook(<NewCookbookPage />);
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Our table');
  await user.click(screen.getByRole('button', { name: 'Show these recipes' }));
  await screen.findByText('3 recipes found, 0 in the book.');
  await user.click(screen.getByRole('button', { name: 'Put them all in the book' }));
}

const inChapter = (name: string) =>
  within(screen.getByRole('list', { name: `Recipes in ${name}` }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByText(/soup|cake|biscuits/).textContent);

describe('The family’s book in the builder', () => {
  it('when the cook names, orders and fills chapters, then the book is sent in those chapters', async () => {
    const sent: CookbookFields[] = [];
    answerApi(sent);
    const user = userEvent.setup();
    await startBook(user);

    await user.click(screen.getByRole('radio', { name: /Chapters I name/ }));
    // The chapters start as the categories, which the family renames.
    expect(inChapter('Entrees')).toEqual(['Barley soup']);
    expect(inChapter('Desserts')).toEqual(['Anzac biscuits', 'Lemon cake']);
    const first = screen.getByRole('textbox', { name: 'Name of chapter 1' });
    await user.clear(first);
    await user.type(first, 'Sunday dinners');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Chapter of “Lemon cake”' }),
      'Sunday dinners',
    );
    expect(inChapter('Sunday dinners')).toEqual(['Barley soup', 'Lemon cake']);
    expect(screen.getByText('“Lemon cake” is now in “Sunday dinners”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move up “Lemon cake”' }));
    expect(inChapter('Sunday dinners')).toEqual(['Lemon cake', 'Barley soup']);
    await user.click(screen.getByRole('button', { name: 'Move up chapter 2' }));
    expect(screen.getByRole('textbox', { name: 'Name of chapter 1' })).toHaveValue('Desserts');
    await user.click(
      screen.getByRole('checkbox', { name: 'Print the recipe card of “Lemon cake”' }),
    );
    expect(screen.queryByRole('checkbox', { name: /recipe card of “Barley soup”/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save the book' }));
    expect(await screen.findByText(/^Opened \/cookbooks\//)).toBeVisible();
    expect(sent[0]).toMatchObject({
      order: 'chapters',
      chapters: [
        { title: 'Desserts', recipeIds: [BREAD._id] },
        { title: 'Sunday dinners', recipeIds: [CAKE._id, SOUP._id] },
      ],
      cardRecipeIds: [CAKE._id],
    });
  });

  it('when a family page is added, then it needs a title, and is sent with its words and place', async () => {
    const sent: CookbookFields[] = [];
    answerApi(sent);
    const user = userEvent.setup();
    await startBook(user);

    await user.click(screen.getByRole('button', { name: 'Add a family page' }));
    const page = screen.getByRole('group', { name: 'Family page 1' });
    expect(within(page).getByText('Save the book to add this page’s photo.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save the book' }));
    const title = within(page).getByRole('textbox', { name: 'Page title' });
    expect(await within(page).findByText(COOKBOOK_MESSAGES.familyTitleRequired)).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(title, 'The old farm');
    await user.type(within(page).getByRole('textbox', { name: 'Caption of the photo' }), 'Harvest');
    await user.type(within(page).getByRole('textbox', { name: 'Story' }), 'We ate well.');
    const place = within(page).getByRole('combobox', { name: 'Place in the book' });
    expect(place).toHaveDisplayValue('At the end');
    await user.selectOptions(place, 'Before “Lemon cake”');
    await user.click(screen.getByRole('button', { name: 'Save the book' }));
    expect(await screen.findByText(/^Opened \/cookbooks\//)).toBeVisible();
    // By category: Barley soup, Anzac biscuits, Lemon cake; the page goes before the third.
    expect(sent[0]?.familyPages).toEqual([
      {
        id: expect.any(String),
        title: 'The old farm',
        caption: 'Harvest',
        story: 'We ate well.',
        after: 2,
      },
    ]);
  });
});
