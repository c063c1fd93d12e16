import { getRecipe, parseIngredientLine, pathOf, updateRecipe } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../../testing/api-mocks';
import { server } from '../../../../testing/msw';
import { recipeFixture } from '../testing/recipe-fixture';
import type { Session } from '../../../../lib/session';
import {
  editEntry,
  errorToastMessages,
  OWNER,
  renderForm,
  setUpRecipeFormTests,
} from '../testing/recipe-form-harness';

const { uploads, sentUpload } = setUpRecipeFormTests();

describe('RecipeForm (edit)', () => {
  it('when the edit form opens, then the category is disabled and each ingredient is its line as stored', async () => {
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

  it('when a stored line was written with fractions, then the box keeps its words and writes its amounts as decimals', async () => {
    const ingredients = ['1 1/2 cups parmesan (grated)', '½ tsp salt', '1-2 cloves garlic'].map(
      (line) => parseIngredientLine(line),
    );
    renderForm(editEntry(recipeFixture({ ingredients })));

    expect(await screen.findByLabelText(/^Ingredients/)).toHaveValue(
      '1.5 cups parmesan (grated)\n0.5 tsp salt\n1-2 cloves garlic',
    );
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

    const upload = await sentUpload();
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe(pathOf(updateRecipe, { id: recipe._id }));
    const body = upload.body;
    expect(body.has('thumbnail_image')).toBe(false);
    expect(body.get('category')).toBe('Desserts');
    expect(JSON.parse(body.get('ingredients') as string)).toEqual(
      ['1.5 cups flour', '0.125 teaspoon salt', 'apples'].map((line) => parseIngredientLine(line)),
    );

    uploads().respond({ ...recipe, status: 100 });

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

    expect((await sentUpload()).body.get('thumbnail_image')).toMatchObject({
      type: 'image/jpeg',
      size: 1,
    });
  });

  it('when the update fails, then "Failed to update recipe!" shows', async () => {
    const { user } = renderForm(editEntry(recipeFixture()));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    await sentUpload();
    uploads().refuse(500, 'Database unavailable');

    expect(await screen.findByText('Failed to update recipe!')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('when /edit-recipe/:id is opened directly, then the recipe is loaded from the API', async () => {
    const recipe = recipeFixture();
    const read = answer(getRecipe, { id: recipe._id }, () => recipe);
    server.use(read);

    renderForm(`/edit-recipe/${recipe._id}`);

    expect(await screen.findByLabelText(/^Title/)).toHaveValue(recipe.title);
    expect(read.calls.map(({ request }) => request.credentials)).toEqual(['include']);
  });

  it.each([
    [404, 'Recipe Not Found'],
    [403, 'Access Denied'],
  ])(
    'when the direct load answers %i, then "%s" shows with Back to Home',
    async (status, title) => {
      server.use(answer(getRecipe, { id: 'unknown' }, () => failure(status, 'nope')));

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
