import { addFavourite, listFavouriteIds, removeFavourite } from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecipeGrid } from '../../../components/recipe-list/recipe-grid';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { renderWithHeart, resetToastsPerTest } from '../testing/favourites-fixtures';
import { FavouriteHeart } from './favourite-heart';

const pie = makeRecipe({ title: 'Apple Pie' });
const soup = makeRecipe({ title: 'Pumpkin Soup' });

/**
 * The favourites calls over a saved set that starts as `ids`: PUT and DELETE change it (once
 * `until` settles), listFavouriteIds answers it; counts the reads and records the writes.
 */
function favouritesApi(ids: string[], { until }: { until?: Promise<void> } = {}) {
  const saved = new Set(ids);
  const calls = { reads: 0, writes: [] as string[] };
  server.use(
    answer(listFavouriteIds, () => {
      calls.reads += 1;
      return [...saved];
    }),
    answer(addFavourite, async ({ params: { id } }) => {
      await until;
      calls.writes.push(`PUT ${id}`);
      saved.add(id);
      return { favourite: true };
    }),
    answer(removeFavourite, async ({ params: { id } }) => {
      await until;
      calls.writes.push(`DELETE ${id}`);
      saved.delete(id);
      return { favourite: false };
    }),
  );
  return calls;
}

/** A promise the test settles when it has looked at the page in the meantime. */
function gate() {
  let open!: () => void;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

resetToastsPerTest();

describe('the favourites heart on recipe cards', () => {
  it('when a cook sees several cards, then each has its heart in its state from one read of the ids', async () => {
    const calls = favouritesApi([soup._id]);
    renderWithHeart(<RecipeGrid recipes={[pie, soup]} emptyText="None" />);

    const pieHeart = await screen.findByRole('button', { name: 'Save Apple Pie to favourites' });
    const soupHeart = screen.getByRole('button', { name: 'Remove Pumpkin Soup from favourites' });
    expect(pieHeart).toHaveAttribute('aria-pressed', 'false');
    expect(soupHeart).toHaveAttribute('aria-pressed', 'true');
    expect(calls.reads).toBe(1);
  });

  it('when the heart is pressed, then it is saved at once and the API is asked to keep it', async () => {
    const user = userEvent.setup();
    const held = gate();
    const calls = favouritesApi([], { until: held.closed });
    renderWithHeart(<RecipeGrid recipes={[pie]} emptyText="None" />);

    await user.click(await screen.findByRole('button', { name: 'Save Apple Pie to favourites' }));

    const heart = await screen.findByRole('button', { name: 'Remove Apple Pie from favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(calls.writes).toEqual([]);
    held.open();
    await waitFor(() => expect(calls.writes).toEqual([`PUT ${pie._id}`]));
    // Still saved once the API has answered and the ids were read again.
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Apple Pie from favourites' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('when a saved heart is pressed, then the recipe is removed with DELETE', async () => {
    const user = userEvent.setup();
    const calls = favouritesApi([pie._id]);
    renderWithHeart(<RecipeGrid recipes={[pie]} emptyText="None" />);

    await user.click(
      await screen.findByRole('button', { name: 'Remove Apple Pie from favourites' }),
    );

    expect(
      await screen.findByRole('button', { name: 'Save Apple Pie to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls.writes).toEqual([`DELETE ${pie._id}`]));
  });

  it('when saving fails, then the heart goes back and a toast says so', async () => {
    const user = userEvent.setup();
    const held = gate();
    favouritesApi([]);
    server.use(
      answer(addFavourite, async () => {
        await held.closed;
        return failure(500, 'Something went wrong');
      }),
    );
    renderWithHeart(<RecipeGrid recipes={[pie, soup]} emptyText="None" />);

    await user.click(await screen.findByRole('button', { name: 'Save Apple Pie to favourites' }));
    expect(
      await screen.findByRole('button', { name: 'Remove Apple Pie from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    held.open();

    expect(
      await screen.findByText(
        'We could not save “Apple Pie” to your favourites. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Apple Pie to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Save Pumpkin Soup to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('when removing fails, then the heart stays saved and a toast says so', async () => {
    const user = userEvent.setup();
    favouritesApi([pie._id]);
    server.use(answer(removeFavourite, () => failure(404, 'Not found')));
    renderWithHeart(<RecipeGrid recipes={[pie]} emptyText="None" />);

    await user.click(
      await screen.findByRole('button', { name: 'Remove Apple Pie from favourites' }),
    );

    expect(
      await screen.findByText(
        'We could not remove “Apple Pie” from your favourites. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Apple Pie from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('when a visitor sees the cards, then there is no heart and the ids are not read', async () => {
    const calls = favouritesApi([]);
    const visitor = renderWithHeart(<RecipeGrid recipes={[pie, soup]} emptyText="None" />, {
      user: null,
    });
    // A cook's card drawn beside them: once its heart shows, a visitor's would have shown too.
    const cook = renderWithHeart(<RecipeGrid recipes={[soup]} emptyText="None" />);
    await within(cook.container).findByRole('button', { name: 'Save Pumpkin Soup to favourites' });

    const cards = within(visitor.container);
    expect(cards.getByRole('link', { name: 'Apple Pie' })).toBeInTheDocument();
    expect(cards.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    // The one read is the cook's.
    expect(calls.reads).toBe(1);
  });

  it('when the recipe page shows the heart, then its words name the action and the title', async () => {
    const user = userEvent.setup();
    favouritesApi([]);
    renderWithHeart(<FavouriteHeart recipe={pie} variant="page" />);

    const button = await screen.findByRole('button', { name: 'Save Apple Pie to favourites' });
    expect(button).toHaveTextContent(/^Save\s+Apple Pie\s+to favourites$/);
    await user.click(button);
    expect(
      await screen.findByRole('button', { name: 'Remove Apple Pie from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
