import {
  addCooked,
  getRecipe,
  listCooked,
  listRecipeNotes,
  updateCooked,
  type CookedEntry,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointKey } from '../../../lib/endpoint-query';
import type { SessionUser } from '../../../lib/session';
import { answer, failure } from '../../../testing/api-mocks';
import { clearToasts, renderSignedIn, stubMatchMedia } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { makeCookedEntry } from '../testing/cooked-fixtures';
import { WeMadeThis } from './we-made-this';

const OWNER: SessionUser = {
  name: 'Rosa Owner',
  email: 'rosa@example.test',
  groups: ['user'],
  idToken: 'id-token',
};
const COOK: SessionUser = { ...OWNER, name: 'Ada Cook', email: 'ada@example.test' };
const ADMIN: SessionUser = {
  ...OWNER,
  name: 'Grace Admin',
  email: 'grace@example.test',
  groups: ['admin'],
};

const recipe = makeRecipe({ title: 'Apple Pie', user_email: 'Rosa@Example.test' });

/** Ben's note of the pie, from 25 November. */
const makeEntry = (overrides: Partial<CookedEntry> = {}) =>
  makeCookedEntry(recipe, {
    user_name: 'Ben',
    note: 'We added more cinnamon.',
    cooked_on: '2026-11-25',
    mine: false,
    ...overrides,
  });

/** The recipe's notes answering `entries` (a live list the test may change); counts the reads. */
function cookedList(entries: CookedEntry[]) {
  const reads = answer(listCooked, () => entries);
  server.use(reads);
  return reads;
}

function renderSection(user: SessionUser | null = COOK) {
  return renderSignedIn(<WeMadeThis recipe={recipe} />, { user });
}

beforeEach(() => {
  // What the household knows of the recipe: nothing yet.
  server.use(answer(listRecipeNotes, () => []));
  stubMatchMedia();
});
afterEach(clearToasts);

describe('We made this', () => {
  it('when a visitor opens the recipe, then there is no section and nothing is read', async () => {
    const reads = cookedList([]);
    const { queryClient } = renderSection(null);
    // Nothing asked for the notes: no query of them exists, so none can be on its way.
    expect(queryClient.getQueryCache().findAll()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'We made this' })).not.toBeInTheDocument();
    expect(reads.calls).toHaveLength(0);
  });

  it('when notes exist, then they show newest first with name, readable date, stars and note', async () => {
    cookedList([
      makeEntry({ user_name: 'Ben', rating: 5, cooked_on: '2026-11-25', note: 'Perfect.' }),
      makeEntry({ user_name: 'Cleo', rating: 3, cooked_on: '2026-03-02', note: '' }),
    ]);
    renderSection();

    expect(await screen.findByRole('heading', { name: 'We made this' })).toBeInTheDocument();
    const notes = within(await screen.findByRole('list', { name: 'The family’s notes' }));
    const items = notes.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ben');
    expect(items[0]).toHaveTextContent('25 November 2026');
    expect(items[0]).toHaveTextContent('Perfect.');
    expect(within(items[0]!).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('2 March 2026');
    expect(within(items[1]!).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
  });

  it('when the owner opens their recipe, then the section says their stars stay out of its average', async () => {
    cookedList([]);
    renderSection(OWNER);
    expect(await screen.findByText(/No notes yet/)).toBeInTheDocument();
    expect(screen.getByText(/your own stars do not count in its average/)).toBeVisible();
  });

  it('when another cook opens the recipe, then the section says nothing about the owner’s stars', async () => {
    cookedList([]);
    renderSection(COOK);
    expect(await screen.findByText(/No notes yet/)).toBeInTheDocument();
    expect(screen.queryByText(/your own stars do not count/)).not.toBeInTheDocument();
  });

  it('when there are no notes yet, then the section says so', async () => {
    cookedList([]);
    renderSection();
    expect(
      await screen.findByText('No notes yet. Be the first to say you made it.'),
    ).toBeInTheDocument();
  });

  it('when the form is sent without a rating, then it says the rating is required and sends nothing', async () => {
    const user = userEvent.setup();
    cookedList([]);
    const posted = answer(addCooked, () => makeEntry());
    server.use(posted);
    renderSection();

    await user.type(await screen.findByRole('textbox', { name: /A note for the family/ }), 'Nice');
    await user.click(screen.getByRole('button', { name: 'Save our note' }));

    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How did it turn out?' })).toHaveAccessibleDescription(
      'Rating is required',
    );
    expect(posted.calls).toEqual([]);
  });

  it('when the stars are chosen with the keyboard, then the arrow keys move the rating', async () => {
    const user = userEvent.setup();
    cookedList([]);
    renderSection();

    const group = await screen.findByRole('group', { name: 'How did it turn out?' });
    await user.click(within(group).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');

    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
  });

  it('when a rating and a note are sent, then the thanks toast shows and the notes and the recipe are read again', async () => {
    const user = userEvent.setup();
    const entries: CookedEntry[] = [];
    const reads = cookedList(entries);
    const posted: unknown[] = [];
    server.use(
      answer(addCooked, ({ params, body }) => {
        posted.push({ id: params.id, ...body });
        const entry = makeEntry({
          user_name: 'Ada Cook',
          mine: true,
          ...(body as Partial<CookedEntry>),
        });
        entries.unshift(entry);
        return entry;
      }),
    );
    const { queryClient } = renderSection();
    queryClient.setQueryData(endpointKey(getRecipe, { params: { id: recipe._id } }), recipe);

    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /A note for the family/ }), 'Lovely.');
    expect(screen.getByText('7/1000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save our note' }));

    expect(await screen.findByText('Thanks! Your note is saved.')).toBeInTheDocument();
    expect(posted).toEqual([
      { id: recipe._id, rating: 5, note: 'Lovely.', op_id: expect.any(String) },
    ]);
    await waitFor(() => expect(reads.calls).toHaveLength(2));
    expect(await screen.findByText('Lovely.')).toBeInTheDocument();
    expect(
      queryClient.getQueryState(endpointKey(getRecipe, { params: { id: recipe._id } }))
        ?.isInvalidated,
    ).toBe(true);
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('when the cook has already noted the recipe today, then the API’s message is shown', async () => {
    const user = userEvent.setup();
    cookedList([]);
    server.use(answer(addCooked, () => failure(409, 'You have already noted this recipe today.')));
    renderSection();

    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save our note' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already noted this recipe today.',
    );
  });

  it('when the API refuses the note, then its message is put on the note field', async () => {
    const user = userEvent.setup();
    cookedList([]);
    server.use(
      answer(addCooked, () =>
        failure(400, 'Invalid input', {
          errors: [{ field: 'note', message: 'Note must be at most 1000 characters' }],
        }),
      ),
    );
    renderSection();

    await user.click(await screen.findByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Save our note' }));

    expect(
      await screen.findByRole('textbox', { name: /A note for the family/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Note must be at most 1000 characters'));
  });

  it.each([
    ['the recipe’s owner', OWNER],
    ['an administrator', ADMIN],
  ])(
    'when %s reads the notes, then each has Hide, and a hidden one is marked with Show',
    async (_who, user) => {
      cookedList([
        makeEntry({ user_name: 'Ben' }),
        makeEntry({ user_name: 'Cleo', hidden: true, cooked_on: '2026-11-20' }),
      ]);
      renderSection(user);

      const items = within(
        await screen.findByRole('list', { name: 'The family’s notes' }),
      ).getAllByRole('listitem');
      expect(
        within(items[0]!).getByRole('button', { name: 'Hide the note from Ben, 25 November 2026' }),
      ).toBeInTheDocument();
      expect(items[1]).toHaveTextContent('Hidden');
      expect(
        within(items[1]!).getByRole('button', {
          name: 'Show the note from Cleo, 20 November 2026',
        }),
      ).toBeInTheDocument();
    },
  );

  it('when another cook reads the notes, then there is no Hide or Show button, only Edit and Delete on their own', async () => {
    cookedList([
      makeEntry({ user_name: 'Ben' }),
      makeEntry({ user_name: 'Ada Cook', mine: true, hidden: true }),
    ]);
    renderSection(COOK);

    const list = await screen.findByRole('list', { name: 'The family’s notes' });
    const [ben, mine] = within(list).getAllByRole('listitem');
    expect(within(ben!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(mine!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit your note of 25 November 2026', 'Delete your note of 25 November 2026']);
    expect(within(list).getByText('Hidden')).toBeInTheDocument();
  });

  it('when the owner presses Hide, then the note is hidden through the API and the notes are read again', async () => {
    const user = userEvent.setup();
    const entry = makeEntry({ user_name: 'Ben' });
    const entries = [entry];
    const reads = cookedList(entries);
    const patched: unknown[] = [];
    server.use(
      answer(updateCooked, ({ params, body }) => {
        patched.push({ entryId: params.entryId, ...body });
        entries[0] = { ...entry, hidden: body.hidden ?? entry.hidden };
        return entries[0];
      }),
    );
    renderSection(OWNER);

    await user.click(await screen.findByRole('button', { name: /^Hide the note from Ben/ }));

    expect(
      await screen.findByRole('button', { name: /^Show the note from Ben/ }),
    ).toBeInTheDocument();
    expect(patched).toEqual([{ entryId: entry._id, hidden: true }]);
    expect(reads.calls).toHaveLength(2);
    expect(screen.getByText('The note is hidden.')).toBeInTheDocument();
  });
});
