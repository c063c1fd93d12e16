import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CardActionProvider, type CardAction } from '../../lib/card-actions';
import { makeRecipe } from '../../testing/recipes';
import { RecipeCard } from './recipe-card';

function renderCard(...args: Parameters<typeof makeRecipe>) {
  const recipe = makeRecipe(...args);
  render(
    <MemoryRouter>
      <RecipeCard recipe={recipe} />
    </MemoryRouter>,
  );
  return recipe;
}

describe('RecipeCard', () => {
  it('when rendered, then the title links to the recipe and the category button to its page', () => {
    const recipe = renderCard({ title: 'Apple Pie', category: 'Desserts' });
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 3, name: 'Apple Pie' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apple Pie' })).toHaveAttribute(
      'href',
      `/recipes/${recipe._id}`,
    );
    expect(screen.getByRole('link', { name: 'Desserts' })).toHaveAttribute(
      'href',
      '/categories/desserts',
    );
    expect(screen.getByText('By: Grandma Rosa')).toBeInTheDocument();
    expect(screen.getByText('Easy')).toBeInTheDocument();
  });

  it('when the image is an upload, then it offers the 320 and 640 WebP variants only and is lazy', () => {
    const recipe = renderCard();
    const img = screen.getByRole('article').querySelector('img')!;
    const base = recipe.thumbnail_image.replace('-1280.webp', '');
    expect(img).toHaveAttribute('srcset', `${base}-320.webp 320w, ${base}-640.webp 640w`);
    expect(img).toHaveAttribute('src', `${base}-640.webp`);
    expect(img.getAttribute('sizes')).toMatch(/calc\(100vw - 2rem\)$/);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
  });

  it('when priority is set, then the image is not lazy', () => {
    render(
      <MemoryRouter>
        <RecipeCard recipe={makeRecipe()} priority headingLevel={2} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('when the time button is pressed, then it toggles between total and prep/cook times', async () => {
    const user = userEvent.setup();
    renderCard();
    const button = screen.getByRole('button', { name: /Total 1 h 15 min/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('Prep 15 min · Cook 1 h');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveTextContent('Total 1 h 15 min');
  });

  it.each([
    [{ status: 100 as const }, 'Pending approval'],
    [{ status: 199 as const }, 'Denied'],
    [{ status: 101 as const, featured: true }, 'Featured'],
  ])('when the recipe is %o, then the corner icon reads %s', (overrides, label) => {
    renderCard(overrides);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('when the recipe is approved and not featured, then there is no corner icon', () => {
    renderCard();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it.each([
    ['gluten free', 'Gluten free'],
    ['GF', 'Gluten free'],
    ['Gluten-Free', 'Gluten free'],
    ['VEGAN', 'Vegan'],
    ['vegetarian', 'Vegetarian'],
  ])('when a tag is spelled %s, then the %s icon shows', (tag, label) => {
    renderCard({ tags: [tag, 'weekend'] });
    const diet = screen.getByRole('list', { name: 'Diet' });
    expect(within(diet).getByText(label)).toBeInTheDocument();
    expect(within(diet).getAllByRole('listitem')).toHaveLength(1);
  });

  it('when both gf and gluten free are tagged, then one gluten-free icon shows', () => {
    renderCard({ tags: ['gf', 'gluten free', 'Vegan'] });
    expect(
      within(screen.getByRole('list', { name: 'Diet' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('when cooks have rated the recipe, then the card shows the average and the count with a spoken label', () => {
    renderCard({ rating_average: 4.25, rating_count: 12 });
    const rating = screen.getByRole('img', { name: 'Rated 4.3 out of 5 by 12 cooks' });
    expect(rating).toHaveTextContent('★ 4.3 (12)');
  });

  it('when one cook has rated the recipe, then the label says one cook', () => {
    renderCard({ rating_average: 5, rating_count: 1 });
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5 by 1 cook' })).toBeInTheDocument();
  });

  it('when nobody has rated the recipe, then there is no rating line', () => {
    renderCard({ rating_average: null, rating_count: 0 });
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
  });

  it('when the app gives the cards an action, then each card shows it for its own recipe', () => {
    const Action: CardAction = ({ recipe }) => (
      <button type="button">Action for {recipe.title}</button>
    );
    render(
      <MemoryRouter>
        <CardActionProvider action={Action}>
          <RecipeCard recipe={makeRecipe({ title: 'Plum Cake' })} />
        </CardActionProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Action for Plum Cake' })).toBeInTheDocument();
  });

  it('when no action is given, then the card has no extra control', () => {
    renderCard();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
