import { getRecipe } from '@family-recipes/shared';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import RecipePage from './recipe';
import { RecipeCard } from '../../components/recipe-card/recipe-card';
import { answer } from '../../testing/api-mocks';
import { makeRecipe } from '../../testing/recipes';
import { renderRoutes, stubRecipeApi } from '../../features/recipes/testing/recipe-fixtures';

const KABSA = makeRecipe({
  title: 'كبسة الدجاج',
  description: 'أرز بالدجاج والبهارات',
  language: 'ar',
  ingredients: [
    { quantity: 2, units: 'cups', ingredient: 'أرز' },
    { quantity: null, units: '', ingredient: 'ملح' },
  ],
  instructions: ['يقلى البصل في الزيت', 'يضاف الدجاج'],
  tips: ['يقدم ساخناً'],
  story: 'وصفة جدتي',
});

function openRecipe(recipe = KABSA) {
  stubRecipeApi(answer(getRecipe, { id: recipe._id }, () => recipe));
  renderRoutes([{ path: '/recipes/:id', Component: RecipePage }], `/recipes/${recipe._id}`);
}

/** The nearest element (itself included) that says which way its text runs. */
const directionOf = (element: Element) => element.closest('[dir]')?.getAttribute('dir') ?? null;

describe('a recipe in a right-to-left language', () => {
  it('when its page opens, then its own text carries lang="ar" dir="rtl" and the page’s headings do not', async () => {
    openRecipe();
    const title = await screen.findByRole('heading', { level: 1, name: KABSA.title });
    expect(title).toHaveAttribute('lang', 'ar');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(KABSA.description)).toHaveAttribute('dir', 'rtl');

    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    const lines = within(ingredients).getAllByRole('list').at(-1);
    expect(lines).toHaveAttribute('lang', 'ar');
    expect(lines).toHaveAttribute('dir', 'rtl');
    // The amount and its unit stay whole, isolated from the right-to-left line.
    expect(lines?.querySelector('bdi')).toHaveTextContent('2 cups');

    const steps = screen.getByText('يقلى البصل في الزيت').closest('ol');
    expect(steps).toHaveAttribute('lang', 'ar');
    expect(steps).toHaveAttribute('dir', 'rtl');
    expect(directionOf(screen.getByText('يقدم ساخناً'))).toBe('rtl');
    expect(screen.getByText('وصفة جدتي').closest('[lang]')).toHaveAttribute('lang', 'ar');

    for (const name of ['Ingredients', 'Instructions', 'Tips & Tricks', 'The story']) {
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(heading).not.toHaveAttribute('lang');
      expect(directionOf(heading)).toBeNull();
    }
    expect(directionOf(screen.getByRole('button', { name: '2x' }))).toBeNull();
  });

  it('when an English recipe opens, then its text is marked English, left to right', async () => {
    openRecipe(makeRecipe({ title: 'Apple Pie' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Apple Pie' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(title).toHaveAttribute('dir', 'ltr');
  });

  it('when its card is shown, then the title carries its language and direction', () => {
    render(
      <MemoryRouter>
        <RecipeCard recipe={KABSA} />
      </MemoryRouter>,
    );
    const title = screen.getByRole('heading', { level: 3, name: KABSA.title });
    expect(title).toHaveAttribute('lang', 'ar');
    expect(title).toHaveAttribute('dir', 'rtl');
    expect(directionOf(screen.getByRole('article'))).toBeNull();
  });
});
