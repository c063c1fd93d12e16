import { languageName, RECIPE_LANGUAGES } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recipeFixture } from '../testing/recipe-fixture';
import {
  editEntry,
  fillValidRecipe,
  renderForm,
  setUpRecipeFormTests,
} from '../testing/recipe-form-harness';

const { sentUpload } = setUpRecipeFormTests();

const languageSelect = () => screen.getByLabelText<HTMLSelectElement>(/^Language/);

describe('RecipeForm language', () => {
  it('when the form opens, then the basics offer every recipe language by its own name, English chosen', () => {
    renderForm();
    const select = languageSelect();
    expect(select.closest('fieldset')).toHaveAccessibleName('About the recipe');
    expect(select).toHaveValue('en');
    const options = [...select.options];
    expect(options.map((option) => option.value)).toEqual(RECIPE_LANGUAGES);
    const german = options.find((option) => option.value === 'de');
    expect(german).toHaveTextContent(languageName('de'));
    expect(german).toHaveAttribute('lang', 'de');
    expect(options.find((option) => option.value === 'ar')).toHaveTextContent('العربية');
  });

  it('when the cook types a recipe in German, then the language follows the guess', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Title/), 'Apfelkuchen mit Äpfeln');
    await user.type(
      screen.getByLabelText(/^Instructions/),
      'Die Butter mit dem Zucker verrühren und den Kuchen im Ofen backen.',
    );
    expect(languageSelect()).toHaveValue('de');
  });

  it('when the cook picks a language, then typing no longer changes it, and it is sent', async () => {
    const { user } = renderForm();
    await user.selectOptions(languageSelect(), 'nl');
    await fillValidRecipe(user);
    await user.type(
      screen.getByLabelText(/^Description/),
      ' Die Butter mit dem Zucker verrühren und den Kuchen im Ofen backen.',
    );
    expect(languageSelect()).toHaveValue('nl');

    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));
    const { body } = await sentUpload();
    expect(body.get('language')).toBe('nl');
  });

  it('when an English recipe is typed and submitted without a pick, then it is sent as English', async () => {
    const { user } = renderForm();
    await fillValidRecipe(user);
    await user.click(screen.getByRole('button', { name: 'Submit Recipe' }));
    const { body } = await sentUpload();
    expect(body.get('language')).toBe('en');
  });

  it('when a saved recipe is edited, then its language is shown and kept while its text changes', async () => {
    const { user } = renderForm(editEntry(recipeFixture({ language: 'fr' })));
    expect(await screen.findByLabelText(/^Language/)).toHaveValue('fr');
    await user.type(screen.getByLabelText(/^Instructions/), '{Enter}Bake the pie in the oven.');
    expect(languageSelect()).toHaveValue('fr');
    await user.click(screen.getByRole('button', { name: /Save|Update/ }));
    const { body } = await sentUpload();
    expect(body.get('language')).toBe('fr');
  });
});
