import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INGREDIENT_TEXT,
  parseIngredientLine,
  pathOf,
  searchRecipes,
  submitRecipe,
  TITLE_MAX_LENGTH,
  validateRecipeInput,
} from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/api-mocks';
import { server } from '../../../../testing/msw';
import { recipeFixture } from '../testing/recipe-fixture';
import {
  errorToastMessages,
  fillValidRecipe,
  renderForm,
  setUpRecipeFormTests,
} from '../testing/recipe-form-harness';

/**
 * What the shared validator says of an empty submission, in the specification's order: its own
 * tests hold the wording to the specification.
 */
const validation = validateRecipeInput({}, { hasThumbnail: false, requireThumbnail: true });
const SPEC_MESSAGES = validation.success ? [] : validation.errors.map((error) => error.message);

const { uploads, sentUpload } = setUpRecipeFormTests();

/** The upload is refused with a 400 that names `field`. */
function refuseField(field: string, message: string) {
  server.use(answer(submitRecipe, () => failure(400, message, { errors: [{ field, message }] })));
}

describe('RecipeForm (submit)', () => {
  it('when the empty form is submitted, then one "Error!" toast lists all 12 spec messages in order', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    expect(SPEC_MESSAGES).toHaveLength(12);
    expect(await errorToastMessages()).toEqual(SPEC_MESSAGES);
    expect(screen.getAllByText('Error!')).toHaveLength(1);
    expect(uploads().requests).toHaveLength(0);
  });

  it('when the empty form is submitted, then the fields are marked invalid and described by their messages', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Title is required'));
    expect(title).toHaveFocus();
    expect(screen.getByLabelText(/^Photo of the dish/)).toHaveAccessibleDescription(
      expect.stringContaining('Thumbnail Image is required'),
    );
    expect(screen.getByLabelText(/^Tags/)).not.toHaveAttribute('aria-invalid');
  });

  it('when a title is typed, then the counter shows n/50 and the input stops at 50 characters', async () => {
    const { user } = renderForm();
    const title = screen.getByLabelText(/^Title/);
    expect(screen.getByText(`0/${TITLE_MAX_LENGTH}`)).toBeInTheDocument();

    await user.type(title, 'Apple pie');

    expect(screen.getByText('9/50')).toBeInTheDocument();
    expect(title).toHaveAttribute('maxLength', '50');
    await user.type(title, 'x'.repeat(60));
    expect(title).toHaveValue(`Apple pie${'x'.repeat(41)}`);
    expect(screen.getByText('50/50')).toBeInTheDocument();
  });

  it('when ingredients, steps and tags are typed, then they are previewed as lists and chips, blank lines dropped', async () => {
    const { user } = renderForm();

    await user.type(
      screen.getByLabelText(/^Ingredients/),
      '1 1/2 cups flour{Enter}{Enter}2 large eggs{Enter}salt to taste',
    );
    await user.type(screen.getByLabelText(/^Instructions/), 'Mix.{Enter}{Enter}Bake.');
    await user.type(screen.getByLabelText(/^Tags/), ' vegan ,  quick,, ');

    const ingredients = within(screen.getByRole('list', { name: INGREDIENT_TEXT.understoodTitle }));
    expect(
      ingredients
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.understood__written')?.textContent),
    ).toEqual([
      'You wrote: 1 1/2 cups flour',
      'You wrote: 2 large eggs',
      'You wrote: salt to taste',
    ]);
    const steps = screen.getByRole('list', { name: 'Preview of the steps' });
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Mix.', 'Bake.']);
    const tags = within(screen.getByRole('list', { name: 'Preview of the tags' }));
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['vegan', 'quick']);
  });

  it('when prep and cook times are typed, then the total is pre-filled and stays editable', async () => {
    const { user } = renderForm();
    const total = screen.getByLabelText(/^Total Time/);

    await user.type(screen.getByLabelText(/^Prep Time/), '10');
    await user.type(screen.getByLabelText(/^Cook Time/), '25');
    expect(total).toHaveValue('35');

    await user.clear(total);
    await user.type(total, '50');
    await user.type(screen.getByLabelText(/^Cook Time/), '0');
    expect(total).toHaveValue('50');
  });

  it('when a file that is not an accepted image is chosen, then the photo field says so', async () => {
    renderForm();
    // The file picker filters by the accept attribute; a dropped file is not filtered.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      screen.getByLabelText(/^Photo of the dish/),
      new File(['%PDF'], 'recipe.pdf', { type: 'application/pdf' }),
    );

    expect(
      await screen.findByText('Please choose a JPEG, PNG, WebP or AVIF photo.'),
    ).toBeInTheDocument();
  });

  it('when a complete recipe is submitted, then it is posted as multipart with progress, toasted and My Recipes opens', async () => {
    const { user, router } = renderForm();
    await fillValidRecipe(user);

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    const upload = await sentUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe(pathOf(submitRecipe, {}));
    expect(upload.credentials).toBe('include');
    const body = upload.body;
    expect(body.get('title')).toBe('Sunday Pancakes');
    expect(body.get('category')).toBe('Breakfast');
    expect(body.get('status')).toBe('100');
    // Each line's text and the parser's reading of it; the server reads the text again.
    expect(JSON.parse(body.get('ingredients') as string)).toEqual([
      parseIngredientLine('1 1/2 cups flour'),
      parseIngredientLine('2 eggs'),
    ]);
    expect(JSON.parse(body.get('ingredients') as string)).toMatchObject([
      { text: '1 1/2 cups flour', quantity: 1.5, units: 'cups', food: 'flour' },
      { text: '2 eggs', quantity: 2, units: '', food: 'eggs' },
    ]);
    expect(JSON.parse(body.get('instructions') as string)).toEqual(['Mix.', 'Fry.']);
    expect(JSON.parse(body.get('tags') as string)).toEqual(['quick', 'vegetarian']);
    expect(JSON.parse(body.get('tips') as string)).toEqual([]);
    expect(JSON.parse(body.get('reviews') as string)).toEqual([]);
    expect(JSON.parse(body.get('more') as string)).toEqual({
      prep_time: 10,
      cook_time: 15,
      total_time: 25,
      serving: '4 servings',
      difficulty: 'Easy',
      source: 'Aunt May',
    });
    // The photo's bytes arrive as a file part (jsdom's XMLHttpRequest does not pass its name on).
    expect(body.get('thumbnail_image')).toMatchObject({ type: 'image/png', size: 4 });

    expect(screen.getByText(/^(Uploading… \d+%|Saving your recipe…)$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    uploads().respond(recipeFixture({ status: 100 }));

    expect(await screen.findByText('Recipe submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Recipes page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-recipes');
  });

  it('when the family fields are filled and an original chosen, then they are sent with the card after the required fields', async () => {
    const original = recipeFixture({ _id: '11111111-2222-4333-8444-555555555555' });
    const searches: string[] = [];
    server.use(
      answer(searchRecipes, ({ request }) => {
        searches.push(new URL(request.url).search);
        return [original];
      }),
    );
    const { user } = renderForm();
    await fillValidRecipe(user);
    await user.type(screen.getByLabelText(/^The story/), 'Aunt May made these every Sunday.');
    await user.type(screen.getByLabelText(/^From the kitchen of/), 'Aunt May');
    await user.upload(
      screen.getByLabelText(/^Picture of the recipe card/),
      new File([new Uint8Array([255, 216, 255])], 'card.jpg', { type: 'image/jpeg' }),
    );
    await user.type(screen.getByLabelText(/^Variation of/), 'apple pie');
    await user.click(await screen.findByRole('button', { name: `Choose ${original.title}` }));
    expect(screen.getByText(original.title)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    const { body } = await sentUpload();
    expect(body.get('story')).toBe('Aunt May made these every Sunday.');
    expect(body.get('from_kitchen_of')).toBe('Aunt May');
    expect(body.get('variation_of')).toBe(original._id);
    expect(body.get('card_image')).toMatchObject({ type: 'image/jpeg', size: 3 });
    expect(searches.some((search) => search.includes('q=apple+pie'))).toBe(true);
  });

  it('when the card is not an image, then its field says so and nothing is sent', async () => {
    renderForm();
    const input = screen.getByLabelText(/^Picture of the recipe card/);
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['hello'], 'card.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Please choose a JPEG, PNG, WebP or AVIF photo.'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(uploads().requests).toHaveLength(0);
  });

  it('when the server refuses the upload, then "Failed to submit recipe!" shows with its message', async () => {
    const { user, router } = renderForm();
    await fillValidRecipe(user);
    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    await sentUpload();
    uploads().refuse(413, 'The image is too large. The limit is 15 MB.');

    expect(await screen.findByText('Failed to submit recipe!')).toBeInTheDocument();
    expect(
      screen.getAllByText('The image is too large. The limit is 15 MB.').length,
    ).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/submit-recipe');
    expect(screen.getByRole('button', { name: 'Submit Recipe' })).toBeEnabled();
  });

  it('when the network fails, then "Failed to submit recipe!" shows and the form keeps its text', async () => {
    const { user } = renderForm();
    await fillValidRecipe(user);
    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    await sentUpload();
    uploads().fail();

    expect(await screen.findByText('Failed to submit recipe!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Sunday Pancakes');
  });
});

describe('RecipeForm (field errors from the API)', () => {
  it('when the API answers 400 with a field error for the title, then the title is marked invalid with it', async () => {
    refuseField('title', 'Title is required');
    const { user } = renderForm();
    await fillValidRecipe(user);

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    expect(await screen.findByText('Failed to submit recipe!')).toBeInTheDocument();
    const title = screen.getByLabelText(/^Title/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Title is required'));
    expect(screen.getByLabelText(/^Description/)).not.toHaveAttribute('aria-invalid');
  });

  it('when the API names a nested field, then the form field it belongs to shows the message', async () => {
    refuseField('more.serving', 'Serving must be at most 100 characters');
    const { user } = renderForm();
    await fillValidRecipe(user);

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    await screen.findByText('Failed to submit recipe!');
    expect(screen.getByLabelText(/^Serving/)).toHaveAccessibleDescription(
      expect.stringContaining('Serving must be at most 100 characters'),
    );
  });
});
