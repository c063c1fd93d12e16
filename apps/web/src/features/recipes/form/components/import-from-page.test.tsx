import { importUrl, type ResponseOf } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../../../../testing/api-mocks';
import { server } from '../../../../testing/msw';
import { stubMatchMedia } from '../testing/match-media';
import { renderWithProviders } from '../testing/render-with-providers';
import { IMPORT_TEXT } from './import-from-page';
import { RecipeForm } from './recipe-form';

/** A 1x1 PNG, as the server would send a photo in a draft. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const DRAFT: ResponseOf<typeof importUrl> = {
  title: 'Lemon Garlic Chicken',
  description: 'A one-pan dinner.',
  category: 'Entrees',
  tags: ['chicken', 'one pan'],
  language: 'en',
  ingredients: [
    { quantity: 1.5, units: 'lbs chicken', ingredient: 'thighs' },
    { quantity: null, units: '', ingredient: 'salt to taste' },
  ],
  instructions: ['Heat the oven.', 'Roast.'],
  tips: [],
  reviews: [],
  more: {
    prep_time: 15,
    cook_time: null,
    total_time: null,
    serving: '4 servings',
    difficulty: 'Medium',
    source: 'https://recipes.example/lemon-chicken',
  },
  thumbnail_image: PIXEL,
  warnings: ['The title was shortened to 50 characters.'],
};

function renderSubmit() {
  stubMatchMedia();
  return renderWithProviders(
    [{ path: '/submit-recipe', element: <RecipeForm mode="submit" /> }],
    '/submit-recipe',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Import from a web page', () => {
  it('when the API answers a draft, then the form is filled with it, photo included, and the notes are shown', async () => {
    const imported = answer(importUrl, () => DRAFT);
    server.use(imported);
    // The preview only needs an object URL to show the chosen file.
    const made: (Blob | MediaSource)[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob);
      return 'blob:imported-photo';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderSubmit();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: IMPORT_TEXT.label }),
      'https://recipes.example/lemon-chicken',
    );
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.button }));

    expect(await screen.findByText(IMPORT_TEXT.done)).toBeInTheDocument();
    expect(screen.getByText('The title was shortened to 50 characters.')).toBeInTheDocument();
    expect(imported.bodies).toEqual([{ url: 'https://recipes.example/lemon-chicken' }]);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Lemon Garlic Chicken');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveValue('Entrees');
    expect(screen.getByRole('combobox', { name: /^Difficulty/ })).toHaveValue('Medium');
    expect(screen.getByRole('textbox', { name: /^Prep Time/ })).toHaveValue('15');
    expect(screen.getByRole('textbox', { name: /^Cook Time/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Ingredients/ })).toHaveValue(
      '1 1/2 lbs chicken thighs\nsalt to taste',
    );
    expect(screen.getByRole('textbox', { name: /^Tags/ })).toHaveValue('chicken, one pan');
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
      'src',
      'blob:imported-photo',
    );
    expect(screen.getByText(/lemon-garlic-chicken\.webp/)).toBeInTheDocument();
    expect(made.at(-1)).toMatchObject({ type: 'image/png', size: 70 });
  });

  it('when the API refuses the address, then its message is shown by the field and the form stays empty', async () => {
    server.use(
      answer(importUrl, () =>
        failure(400, 'That address is not a public web site, so it cannot be imported.'),
      ),
    );
    renderSubmit();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: IMPORT_TEXT.label }), 'http://10.0.0.1/');
    await user.click(screen.getByRole('button', { name: IMPORT_TEXT.button }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That address is not a public web site, so it cannot be imported.',
    );
    expect(screen.getByRole('textbox', { name: IMPORT_TEXT.label })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  });
});
