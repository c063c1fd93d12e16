import {
  chooseCookbookRecipes,
  createCookbook,
  getCookbook,
  updateCookbook,
  type CookbookFields,
} from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { resetToastsPerTest } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeBook, makeRecipe, renderInRouter, renderNewBook } from '../testing/cookbook-fixtures';
import { CookbookPage, NewCookbookPage } from './cookbook-page';

resetToastsPerTest();

const bookLanguage = () => screen.getByRole('combobox', { name: /Book language/ });

describe('The book’s language', () => {
  it('when a new book is given another language, then the select offers each site language in its own name and the book is sent in the chosen one', async () => {
    const cake = makeRecipe('Lemon cake');
    const sent: CookbookFields[] = [];
    server.use(
      answer(chooseCookbookRecipes, () => ({ items: [cake], truncated: false })),
      answer(createCookbook, ({ body }) => {
        sent.push(body as CookbookFields);
        return makeBook({ ...(body as CookbookFields), recipes: [cake] });
      }),
    );
    const user = userEvent.setup();
    renderNewBook(<NewCookbookPage />);

    // A new book starts in the language the page is read in.
    expect(bookLanguage()).toHaveValue('en');
    expect(bookLanguage()).toHaveAccessibleDescription(
      'The language the book’s PDF is printed in.',
    );
    expect(
      [...(bookLanguage() as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Italiano',
      'Português',
      'Nederlands',
      '中文（简体）',
      'العربية',
    ]);

    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Omas Küche');
    await user.click(screen.getByRole('button', { name: 'Show these recipes' }));
    await user.click(await screen.findByRole('checkbox', { name: /Lemon cake/ }));
    await user.selectOptions(bookLanguage(), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Save the book' }));

    expect(await screen.findByText(/^Opened \/cookbooks\//)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Omas Küche', language: 'de' });
  });

  it('when a saved book’s language is changed, then the select starts at the book’s language and the change is saved with the book', async () => {
    const book = makeBook({ language: 'fr' });
    const saved = answer(updateCookbook, { id: book.id }, ({ body }) => ({
      ...book,
      ...body,
      language: body.language ?? book.language,
      familyPages: book.familyPages,
    }));
    server.use(
      answer(getCookbook, { id: book.id }, () => book),
      saved,
    );
    const user = userEvent.setup();
    renderInRouter(<CookbookPage id={book.id} notFound={null} />);

    expect(await screen.findByRole('combobox', { name: /Book language/ })).toHaveValue('fr');
    await user.selectOptions(bookLanguage(), 'Italiano');
    expect(screen.getByText(/Save your changes first/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('All changes saved.')).toBeVisible();
    expect(saved.bodies).toHaveLength(1);
    expect(saved.bodies[0]).toMatchObject({ language: 'it', title: book.title });
    expect(bookLanguage()).toHaveValue('it');
  });
});
