import {
  listFavouriteIds,
  listFavourites,
  listRecipeNotes,
  removeFavourite,
} from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, failure, page } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { renderWithHeart, resetToastsPerTest } from '../testing/favourites-fixtures';
import { FavouritesPage } from './favourites-page';

resetToastsPerTest();
beforeEach(() => {
  // What the household knows of the cards: nothing, unless a test says.
  server.use(answer(listRecipeNotes, () => []));
});

describe('FavouritesPage', () => {
  it('when the cook has saved recipes, then they show as cards with their hearts pressed', async () => {
    const pie = makeRecipe({ title: 'Apple Pie' });
    const soup = makeRecipe({ title: 'Pumpkin Soup' });
    const asked: string[] = [];
    server.use(
      answer(listFavourites, ({ request }) => {
        asked.push(new URL(request.url).search);
        return page([pie, soup]);
      }),
      answer(listFavouriteIds, () => [pie._id, soup._id]),
    );
    renderWithHeart(<FavouritesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Apple Pie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pumpkin Soup' })).toBeInTheDocument();
    expect(screen.getByText('2 saved recipes')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Remove Apple Pie from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(asked).toEqual(['?limit=12&page=1']);
  });

  it('when someone in the household made a saved recipe, then its card says when, from one read per page of cards', async () => {
    const pie = makeRecipe({ title: 'Apple Pie' });
    const soup = makeRecipe({ title: 'Pumpkin Soup' });
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const asked: string[] = [];
    server.use(
      answer(listFavourites, () => page([pie, soup])),
      answer(listFavouriteIds, () => [pie._id, soup._id]),
      answer(listRecipeNotes, ({ query }) => {
        asked.push(query.get('ids') ?? '');
        return [
          { recipe_id: pie._id, last_made: threeDaysAgo, loved_by: 2 },
          { recipe_id: soup._id, last_made: null, loved_by: 1 },
        ];
      }),
    );
    renderWithHeart(<FavouritesPage />);

    const pieCard = (await screen.findByRole('link', { name: 'Apple Pie' })).closest('li');
    expect(await within(pieCard!).findByText('Last made 3 days ago')).toBeInTheDocument();
    const soupCard = screen.getByRole('link', { name: 'Pumpkin Soup' }).closest('li');
    expect(within(soupCard!).queryByText(/Last made/)).not.toBeInTheDocument();
    expect(asked).toEqual([`${pie._id},${soup._id}`]);
  });

  it('when the cook has saved nothing, then the page says how to save a recipe', async () => {
    server.use(answer(listFavourites, () => page([])));
    renderWithHeart(<FavouritesPage />);

    expect(
      await screen.findByText('No favourites yet. Tap the heart on a recipe to keep it here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('when there are more favourites than one page, then Load more reads the next page', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 12 }, (_, index) => makeRecipe({ title: `Dish ${index}` }));
    const last = makeRecipe({ title: 'Last Dish' });
    server.use(
      answer(listFavourites, ({ query }) =>
        query.get('page') === '2' ? page([last], 13) : page(first, 13),
      ),
      answer(listFavouriteIds, () => []),
    );
    renderWithHeart(<FavouritesPage />);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Last Dish' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('when the list cannot be read, then the page says so and offers to try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      answer(listFavourites, () =>
        fail ? failure(400, 'The server is busy.') : page([makeRecipe({ title: 'Apple Pie' })]),
      ),
      answer(listFavouriteIds, () => []),
    );
    renderWithHeart(<FavouritesPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your favourites. The server is busy.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Apple Pie' })).toBeInTheDocument();
  });

  it('when a heart on the page is pressed, then the list is read again without that recipe', async () => {
    const user = userEvent.setup();
    const pie = makeRecipe({ title: 'Apple Pie' });
    const soup = makeRecipe({ title: 'Pumpkin Soup' });
    const saved = new Map([
      [pie._id, pie],
      [soup._id, soup],
    ]);
    server.use(
      answer(listFavourites, () => page([...saved.values()])),
      answer(listFavouriteIds, () => [...saved.keys()]),
      answer(removeFavourite, ({ params }) => {
        saved.delete(params.id);
        return { favourite: false };
      }),
    );
    renderWithHeart(<FavouritesPage />);

    await user.click(
      await screen.findByRole('button', { name: 'Remove Apple Pie from favourites' }),
    );

    await screen.findByText('1 saved recipe');
    expect(screen.queryByRole('link', { name: 'Apple Pie' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pumpkin Soup' })).toBeInTheDocument();
  });
});
