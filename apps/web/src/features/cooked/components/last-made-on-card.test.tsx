import { listRecipeNotes } from '@family-recipes/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { renderSignedIn } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { CARDS_PER_READ, groupOf } from './last-made-note';
import { LastMadeOnCard } from './last-made-on-card';

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A list of cards, each with its line, and every read of the household's notes. */
function renderCards(ids: string[], lastMade: Record<string, string>, signedIn = true) {
  const reads: string[][] = [];
  server.use(
    answer(listRecipeNotes, ({ query }) => {
      const asked = (query.get('ids') ?? '').split(',');
      reads.push(asked);
      return asked.map((id) => ({ recipe_id: id, last_made: lastMade[id] ?? null, loved_by: 0 }));
    }),
  );
  renderSignedIn(
    <ul>
      {ids.map((id) => (
        <li key={id} data-testid={id}>
          <LastMadeOnCard recipeId={id} ids={ids} />
        </li>
      ))}
    </ul>,
    signedIn ? {} : { user: null },
  );
  return reads;
}

describe('LastMadeOnCard', () => {
  it('when someone in the household made a recipe, then its card says when, and the others say nothing, from one read', async () => {
    const [pie, soup] = [crypto.randomUUID(), crypto.randomUUID()];
    const reads = renderCards([pie, soup], { [pie]: daysAgo(3) });

    expect(await within(screen.getByTestId(pie)).findByText('Last made 3 days ago')).toHaveClass(
      'last-made',
    );
    expect(screen.getByTestId(soup)).toBeEmptyDOMElement();
    expect(reads).toEqual([[pie, soup]]);
  });

  it('when more cards are shown than one read takes, then they are read in groups counted from the first', async () => {
    const ids = Array.from({ length: CARDS_PER_READ + 12 }, () => crypto.randomUUID());
    const last = ids.at(-1)!;
    const reads = renderCards(ids, { [ids[0]!]: daysAgo(1), [last]: daysAgo(21) });

    expect(
      await within(screen.getByTestId(last)).findByText('Last made 3 weeks ago'),
    ).toBeVisible();
    expect(within(screen.getByTestId(ids[0]!)).getByText('Last made yesterday')).toBeVisible();
    expect(reads.map((read) => read.length).sort((a, b) => a - b)).toEqual([12, CARDS_PER_READ]);
  });

  it('when nobody is signed in, then the cards show nothing and nothing is read', async () => {
    const [visitorCard, cookCard] = [crypto.randomUUID(), crypto.randomUUID()];
    const reads = renderCards(
      [visitorCard],
      { [visitorCard]: daysAgo(2), [cookCard]: daysAgo(0) },
      false,
    );
    // A cook's card beside it, drawn at the same time: once its line shows, the visitor's would
    // have shown too.
    renderSignedIn(<LastMadeOnCard recipeId={cookCard} ids={[cookCard]} />);

    expect(await screen.findByText('Last made today')).toBeVisible();
    expect(screen.getByTestId(visitorCard)).toBeEmptyDOMElement();
    expect(reads).toEqual([[cookCard]]);
  });
});

describe('groupOf', () => {
  const ids = Array.from({ length: 100 }, (_, index) => `r${index}`);

  it('when a card is in the first group, then it is read with the first cards', () => {
    expect(groupOf(ids, 'r0')).toEqual(ids.slice(0, CARDS_PER_READ));
    expect(groupOf(ids, `r${CARDS_PER_READ - 1}`)).toEqual(ids.slice(0, CARDS_PER_READ));
  });

  it('when "Load more" adds cards, then the earlier groups keep the same ids', () => {
    const fewer = ids.slice(0, CARDS_PER_READ + 3);
    expect(groupOf(fewer, 'r5')).toEqual(groupOf(ids, 'r5'));
    expect(groupOf(ids, `r${CARDS_PER_READ}`)).toEqual(
      ids.slice(CARDS_PER_READ, 2 * CARDS_PER_READ),
    );
    expect(groupOf(ids, 'r99')).toEqual(ids.slice(2 * CARDS_PER_READ));
  });

  it('when the card is not among the ids, then it is read alone', () => {
    expect(groupOf(ids, 'elsewhere')).toEqual(['elsewhere']);
  });
});
