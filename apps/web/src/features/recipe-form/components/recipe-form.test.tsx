import { TITLE_MAX_LENGTH, type Recipe } from '@family-recipes/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../../lib/session';
import { jsonResponse } from '../../../testing/test-utils';
import { FakeXhr } from '../testing/fake-xhr';
import { stubMatchMedia } from '../testing/match-media';
import { renderWithProviders, SIGNED_IN_USER } from '../testing/render-with-providers';
import { recipeFixture } from '../testing/recipe-fixture';
import { EditRecipe } from './edit-recipe';
import { RecipeForm } from './recipe-form';

const SPEC_MESSAGES = [
  'Title is required',
  'Description is required',
  'Thumbnail Image is required',
  'Category is required',
  'Difficulty is required',
  'Prep Time is required',
  'Cook Time is required',
  'Total Time is required',
  'Serving is required',
  'Ingredients are required',
  'Instructions are required',
  'Source is required',
];

const OWNER = SIGNED_IN_USER;

function EditRoute() {
  const { id = '' } = useParams();
  return <EditRecipe id={id} />;
}

function renderForm(
  entry: string | { pathname: string; state: unknown } = '/submit-recipe',
  session: Session = OWNER,
) {
  return renderWithProviders(
    [
      { path: '/submit-recipe', element: <RecipeForm mode="submit" /> },
      { path: '/edit-recipe/:id', element: <EditRoute /> },
      { path: '/my-recipes', element: <h1>My Recipes page</h1> },
      { path: '/recipes/:id', element: <h1>Recipe page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    entry,
    session,
  );
}

function editEntry(recipe: Recipe) {
  return { pathname: `/edit-recipe/${recipe._id}`, state: { recipe } };
}

/** The list items of the one toast titled "Error!". */
async function errorToastMessages() {
  const title = await screen.findByText('Error!');
  const toastBox = title.closest('.form-toast') as HTMLElement;
  return within(toastBox)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

async function fillValidRecipe(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), 'Sunday Pancakes');
  await user.type(screen.getByLabelText(/^Description/), 'Fluffy and quick.');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Breakfast');
  await user.selectOptions(screen.getByLabelText(/^Difficulty/), 'Easy');
  await user.type(screen.getByLabelText(/^Source/), 'Aunt May');
  await user.upload(
    screen.getByLabelText(/^Photo of the dish/),
    new File([new Uint8Array([137, 80, 78, 71])], 'pancakes.png', { type: 'image/png' }),
  );
  await user.type(screen.getByLabelText(/^Prep Time/), '10');
  await user.type(screen.getByLabelText(/^Cook Time/), '15');
  await user.type(screen.getByLabelText(/^Serving/), '4 servings');
  await user.type(screen.getByLabelText(/^Ingredients/), '1 1/2 cups flour{Enter}2 eggs');
  await user.type(screen.getByLabelText(/^Instructions/), 'Mix.{Enter}Fry.');
  await user.type(screen.getByLabelText(/^Tags/), 'quick, vegetarian');
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubMatchMedia();
});

afterEach(() => {
  act(() => toast.remove());
});

describe('RecipeForm (submit)', () => {
  it('when the empty form is submitted, then one "Error!" toast lists all 12 spec messages in order', async () => {
    const { user } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    expect(await errorToastMessages()).toEqual(SPEC_MESSAGES);
    expect(screen.getAllByText('Error!')).toHaveLength(1);
    expect(FakeXhr.instances).toHaveLength(0);
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

  it('when ingredients, steps and tags are typed, then they are previewed as lists and chips', async () => {
    const { user } = renderForm();

    await user.type(
      screen.getByLabelText(/^Ingredients/),
      '1 1/2 cups flour{Enter}{Enter}2 large eggs{Enter}salt to taste',
    );
    await user.type(screen.getByLabelText(/^Instructions/), 'Mix.{Enter}{Enter}Bake.');
    await user.type(screen.getByLabelText(/^Tags/), ' vegan ,  quick,, ');

    const ingredients = within(screen.getByRole('list', { name: 'Preview of the ingredients' }));
    expect(ingredients.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 1/2 cups flour',
      '2 large eggs',
      'salt to taste',
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

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/submit-recipe');
    expect(xhr.withCredentials).toBe(true);
    const body = xhr.body as FormData;
    expect(body.get('title')).toBe('Sunday Pancakes');
    expect(body.get('category')).toBe('Breakfast');
    expect(body.get('status')).toBe('100');
    expect(JSON.parse(body.get('ingredients') as string)).toEqual([
      { quantity: 1.5, units: 'cups', ingredient: 'flour' },
      { quantity: 2, units: '', ingredient: 'eggs' },
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
    expect((body.get('thumbnail_image') as File).name).toBe('pancakes.png');

    act(() => xhr.progress(40, 100));
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();

    act(() => xhr.respond(201, recipeFixture({ status: 100 })));

    expect(await screen.findByText('Recipe submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Recipes page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-recipes');
  });

  it('when the family fields are filled and an original chosen, then they are sent with the card after the required fields', async () => {
    const original = recipeFixture({ _id: '11111111-2222-4333-8444-555555555555' });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/recipes') return jsonResponse([original]);
      return jsonResponse({ message: 'Not found', errors: [] }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
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

    const body = FakeXhr.last.body as FormData;
    expect(body.get('story')).toBe('Aunt May made these every Sunday.');
    expect(body.get('from_kitchen_of')).toBe('Aunt May');
    expect(body.get('variation_of')).toBe(original._id);
    expect((body.get('card_image') as File).name).toBe('card.jpg');
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('q=apple+pie'))).toBe(true);
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
    expect(() => FakeXhr.last).toThrow('No request was sent');
  });

  it('when the server refuses the upload, then "Failed to submit recipe!" shows with its message', async () => {
    const { user, router } = renderForm();
    await fillValidRecipe(user);
    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));

    act(() =>
      FakeXhr.last.respond(413, { message: 'The image is too large. The limit is 15 MB.' }),
    );

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

    act(() => FakeXhr.last.fail());

    expect(await screen.findByText('Failed to submit recipe!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Sunday Pancakes');
  });
});

describe('RecipeForm (edit)', () => {
  it('when the edit form opens, then the category is disabled and amounts are written as decimals', async () => {
    renderForm(editEntry(recipeFixture()));

    expect(await screen.findByLabelText(/^Category/)).toBeDisabled();
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Desserts');
    expect(screen.getByLabelText(/^Ingredients/)).toHaveValue(
      '1.5 cups flour\n0.125 teaspoon salt\napples',
    );
    expect(screen.getByText('Use decimals, e.g. 1.5 cups')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Total Time/)).toHaveValue('75');
    expect(screen.getByRole('img', { name: /Current photo/ })).toHaveAttribute(
      'src',
      '/uploads/apple-pie-640.webp',
    );
    expect(screen.getByRole('button', { name: 'Replace photo' })).toBeInTheDocument();
  });

  it('when a field is emptied and saved without a new photo, then the toast does not ask for the thumbnail', async () => {
    const { user } = renderForm(editEntry(recipeFixture()));

    await user.clear(await screen.findByLabelText(/^Title/));
    await user.clear(screen.getByLabelText(/^Source/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await errorToastMessages()).toEqual(['Title is required', 'Source is required']);
  });

  it('when saved without a new photo, then the PUT carries no file and the recipe page opens', async () => {
    const recipe = recipeFixture();
    const { user, router } = renderForm(editEntry(recipe));

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/update-recipe/${recipe._id}`);
    const body = xhr.body as FormData;
    expect(body.has('thumbnail_image')).toBe(false);
    expect(body.get('category')).toBe('Desserts');
    expect(JSON.parse(body.get('ingredients') as string)).toEqual(recipe.ingredients);

    act(() => xhr.respond(201, { ...recipe, status: 100 }));

    expect(await screen.findByText('Recipe updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recipe page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/recipes/${recipe._id}`);
  });

  it('when "Replace photo" is pressed and a photo chosen, then the new file is sent', async () => {
    const { user } = renderForm(editEntry(recipeFixture()));

    await user.click(await screen.findByRole('button', { name: 'Replace photo' }));
    const input = screen.getByLabelText(/^New photo/);
    expect(input).toHaveFocus();
    await user.upload(input, new File(['x'], 'new.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect((FakeXhr.last.body as FormData).get('thumbnail_image')).toBeInstanceOf(File);
  });

  it('when the update fails, then "Failed to update recipe!" shows', async () => {
    const { user } = renderForm(editEntry(recipeFixture()));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    act(() => FakeXhr.last.respond(500, { message: 'Database unavailable' }));

    expect(await screen.findByText('Failed to update recipe!')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('when /edit-recipe/:id is opened directly, then the recipe is loaded from the API', async () => {
    const recipe = recipeFixture();
    const fetchMock = vi.fn(async () => jsonResponse(recipe));
    vi.stubGlobal('fetch', fetchMock);

    renderForm(`/edit-recipe/${recipe._id}`);

    expect(await screen.findByLabelText(/^Title/)).toHaveValue(recipe.title);
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/recipes/${recipe._id}`,
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it.each([
    [404, 'Recipe Not Found'],
    [403, 'Access Denied'],
  ])(
    'when the direct load answers %i, then "%s" shows with Back to Home',
    async (status, title) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => jsonResponse({ message: 'nope' }, status)),
      );

      renderForm('/edit-recipe/unknown');

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    },
  );

  it('when someone else opens the edit form, then Access Denied shows instead of the form', async () => {
    const stranger: Session = {
      ...OWNER,
      user: { name: 'Tom', email: 'tom@example.test', groups: ['user'], idToken: 't' },
    };
    renderForm(editEntry(recipeFixture({ user_email: undefined })), stranger);

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
