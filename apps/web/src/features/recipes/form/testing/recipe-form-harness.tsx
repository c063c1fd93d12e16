import type { Recipe } from '@family-recipes/shared';
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Session } from '../../../../lib/session';
import { EditRecipe } from '../components/edit-recipe';
import { RecipeForm } from '../components/recipe-form';
import { stubMatchMedia } from './match-media';
import { recipeUploads } from './recipe-uploads';
import { renderWithProviders, SIGNED_IN_USER } from './render-with-providers';

export const OWNER = SIGNED_IN_USER;

/**
 * What every recipe form test needs around it: a fresh record of the uploads msw holds, a
 * matchMedia, and no toast left for the next test. Call it once at the top of a test file.
 */
export function setUpRecipeFormTests() {
  let current: ReturnType<typeof recipeUploads> | undefined;
  beforeEach(() => {
    current = recipeUploads();
    stubMatchMedia();
  });
  afterEach(() => {
    act(() => toast.remove());
  });
  const uploads = () => {
    if (!current) throw new Error('The uploads exist only while a test runs.');
    return current;
  };
  return {
    uploads,
    /** The upload the form sent, once msw has it. */
    async sentUpload() {
      await vi.waitFor(() => expect(uploads().requests.length).toBeGreaterThan(0));
      return uploads().last;
    },
  };
}

function EditRoute() {
  const { id = '' } = useParams();
  return <EditRecipe id={id} />;
}

export function renderForm(
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

export function editEntry(recipe: Recipe) {
  return { pathname: `/edit-recipe/${recipe._id}`, state: { recipe } };
}

/** The list items of the one toast titled "Error!". */
export async function errorToastMessages() {
  const title = await screen.findByText('Error!');
  const toastBox = title.closest('.form-toast') as HTMLElement;
  return within(toastBox)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

export async function fillValidRecipe(user: ReturnType<typeof userEvent.setup>) {
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
