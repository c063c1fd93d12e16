import {
  addCooked,
  addFavourite,
  deleteCooked,
  listCooked,
  listRecipeNotes,
  setCookedPhoto,
  todayUtc,
  updateCooked,
  type CookedEntry,
  type RecipeNote,
} from '@family-recipes/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/endpoint-query';
import { answer } from '../../../testing/api-mocks';
import { clearToasts, renderSignedIn, stubMatchMedia } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { makeCookedEntry } from '../testing/cooked-fixtures';
import { PHOTO_MESSAGES } from './cooked-photo-field';
import { WeMadeThis } from './we-made-this';

const recipe = makeRecipe({ title: 'Plum Crumble', user_email: 'someone@example.test' });
const TODAY = todayUtc();

const makeEntry = (overrides: Partial<CookedEntry> = {}) =>
  makeCookedEntry(recipe, { cooked_on: TODAY, ...overrides });

/** The recipe's notes (a live list the handlers change) and every call the section makes. */
function kitchen(entries: CookedEntry[], notes: RecipeNote[] = []) {
  const calls = { reads: 0, patched: [] as unknown[], deleted: [] as string[], photos: 0 };
  server.use(
    answer(listCooked, () => {
      calls.reads += 1;
      return entries;
    }),
    answer(listRecipeNotes, () => notes),
    answer(updateCooked, ({ params, body }) => {
      calls.patched.push(body);
      const index = entries.findIndex((entry) => entry._id === params.entryId);
      const changed = { ...entries[index]!, ...(body as Partial<CookedEntry>) };
      entries[index] = changed;
      return changed;
    }),
    answer(deleteCooked, ({ params }) => {
      calls.deleted.push(params.entryId);
      entries.splice(
        entries.findIndex((entry) => entry._id === params.entryId),
        1,
      );
      return undefined;
    }),
  );
  return calls;
}

beforeEach(stubMatchMedia);
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const render = () => renderSignedIn(<WeMadeThis recipe={recipe} />);

describe('We made this, as a cook log', () => {
  it('when the cook already noted the recipe today, then their note shows with Edit and Delete instead of a form', async () => {
    kitchen([makeEntry({ note: 'Crisp on top.', rating: 5 })]);
    render();

    const today = await screen.findByRole('region', { name: 'Your note of today' });
    expect(within(today).getByText('Crisp on top.')).toBeInTheDocument();
    expect(within(today).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Edit your note of today' })).toBeVisible();
    expect(within(today).getByRole('button', { name: 'Delete your note of today' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save our note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '4 stars' })).not.toBeInTheDocument();
  });

  it('when a note is saved, then the form gives way to today’s note rather than inviting a second one', async () => {
    const user = userEvent.setup();
    const entries: CookedEntry[] = [
      makeEntry({ mine: false, user_name: 'Ben', cooked_on: '2026-01-02' }),
    ];
    kitchen(entries);
    const posts = answer(addCooked, ({ body }) => {
      const { rating, note } = body as CookedEntry;
      const entry = makeEntry({ rating, note });
      entries.unshift(entry);
      return entry;
    });
    server.use(posts);
    render();

    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    await user.type(screen.getByRole('textbox', { name: /A note for the family/ }), 'Tart plums.');
    await user.click(screen.getByRole('button', { name: 'Save our note' }));

    const today = await screen.findByRole('region', { name: 'Your note of today' });
    expect(within(today).getByText('Tart plums.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save our note' })).not.toBeInTheDocument();
    expect(posts.calls).toHaveLength(1);
  });

  it('when the cook edits today’s note, then the form holds its values and sends the change', async () => {
    const user = userEvent.setup();
    const entry = makeEntry({ rating: 2, note: 'Too sweet.' });
    const calls = kitchen([entry]);
    render();

    await user.click(await screen.findByRole('button', { name: 'Edit your note of today' }));
    const form = screen.getByRole('form', { name: `Change your note of ${TODAY}` });
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    const note = within(form).getByRole('textbox', { name: /A note for the family/ });
    expect(note).toHaveValue('Too sweet.');
    expect(within(form).getByLabelText(/The day you made it/)).toHaveValue(TODAY);
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.clear(note);
    await user.type(note, 'Less sugar next time.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your note is saved.')).toBeInTheDocument();
    expect(calls.patched).toEqual([{ rating: 4, note: 'Less sugar next time.', cooked_on: TODAY }]);
    const today = await screen.findByRole('region', { name: 'Your note of today' });
    expect(await within(today).findByText('Less sugar next time.')).toBeInTheDocument();
    expect(within(today).getByRole('button', { name: 'Edit your note of today' })).toHaveFocus();
  });

  it('when the cook presses Delete, then it asks first; Keep it sends nothing, Delete note deletes and the form comes back', async () => {
    const user = userEvent.setup();
    const entry = makeEntry();
    const calls = kitchen([entry]);
    render();

    await user.click(await screen.findByRole('button', { name: 'Delete your note of today' }));
    const ask = screen.getByRole('group', { name: 'Delete your note of today?' });
    expect(within(ask).getByRole('button', { name: 'Delete note' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(calls.deleted).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete your note of today' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete your note of today' }));
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('Your note is deleted.')).toBeInTheDocument();
    expect(calls.deleted).toEqual([entry._id]);
    expect(await screen.findByRole('button', { name: 'Save our note' })).toBeInTheDocument();
  });

  it('when an older note of the cook’s is edited in the list, then its day can change too', async () => {
    const user = userEvent.setup();
    const older = makeEntry({ cooked_on: '2026-03-02', note: 'Spring batch.' });
    const calls = kitchen([older]);
    render();

    const list = await screen.findByRole('list', { name: 'The family’s notes' });
    await user.click(within(list).getByRole('button', { name: 'Edit your note of 2 March 2026' }));
    const day = within(list).getByLabelText(/The day you made it/);
    await user.clear(day);
    await user.type(day, '2026-03-01');
    await user.click(within(list).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.patched).toEqual([
        { rating: 4, note: 'Spring batch.', cooked_on: '2026-03-01' },
      ]),
    );
    expect(await within(list).findByText('1 March 2026')).toBeInTheDocument();
  });

  it('when a photo that is not an accepted image is picked, then the recipe form’s message shows and it is not kept', async () => {
    const user = userEvent.setup({ applyAccept: false });
    kitchen([]);
    render();

    const input = await screen.findByLabelText(/A photo of the dish/);
    await user.upload(input, new File(['GIF89a'], 'dish.gif', { type: 'image/gif' }));
    expect(await screen.findByText(PHOTO_MESSAGES.wrongType)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('img', { name: 'The photo you chose' })).not.toBeInTheDocument();
  });

  it('when a photo is picked and the note saved, then it is previewed and sent to the note once it is stored', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:dish');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const entries: CookedEntry[] = [];
    const calls = kitchen(entries);
    const photos: string[] = [];
    server.use(
      answer(addCooked, () => {
        const entry = makeEntry({ note: '' });
        entries.unshift(entry);
        return entry;
      }),
      answer(setCookedPhoto, async ({ params, body }) => {
        const file = body.get('photo') as File;
        photos.push(`${params.entryId} ${await file.text()}`);
        entries[0] = { ...entries[0]!, photo: '/uploads/recipes/1-1280.webp' };
        return entries[0];
      }),
    );
    render();

    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    const input = screen.getByLabelText(/A photo of the dish/);
    await user.upload(input, new File(['png bytes'], 'dish.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'The photo you chose' })).toHaveAttribute(
      'src',
      'blob:dish',
    );
    await user.click(screen.getByRole('button', { name: 'Save our note' }));

    expect(await screen.findByText('Thanks! Your note and photo are saved.')).toBeInTheDocument();
    await waitFor(() => expect(photos).toEqual([`${entries[0]!._id} png bytes`]));
    const today = await screen.findByRole('region', { name: 'Your note of today' });
    expect(
      await within(today).findByRole('img', { name: 'The dish as you made it' }),
    ).toHaveAttribute('src', '/uploads/recipes/1-1280.webp');
    expect(calls.reads).toBeGreaterThan(1);
  });
});

describe('what the household knows of the recipe', () => {
  it('when members made and love it, then the section says when it was last made and by how many it is loved', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    kitchen([], [{ recipe_id: recipe._id, last_made: threeDaysAgo, loved_by: 3 }]);
    render();

    const notes = await screen.findByRole('list', { name: 'In your household' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Last made 3 days ago', 'Loved by 3 in your household']);
  });

  it('when nobody in the household made it, then it says so and counts no hearts', async () => {
    kitchen([], [{ recipe_id: recipe._id, last_made: null, loved_by: 0 }]);
    render();

    const notes = await screen.findByRole('list', { name: 'In your household' });
    expect(notes).toHaveTextContent('Not made in your household yet');
    expect(notes).not.toHaveTextContent('Loved by');
  });

  it('when a heart is pressed on the page, then the counts are read again once it is answered', async () => {
    kitchen([]);
    let loved = 1;
    server.use(
      answer(listRecipeNotes, () => [{ recipe_id: recipe._id, last_made: null, loved_by: loved }]),
    );
    const { queryClient } = render();
    expect(await screen.findByText('Loved by 1 in your household')).toBeInTheDocument();

    loved = 2;
    let settle: (value: { favourite: boolean }) => void = () => {};
    const pressed = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: endpointKey(addFavourite),
        mutationFn: () => new Promise<{ favourite: boolean }>((resolve) => (settle = resolve)),
      })
      .execute(undefined);
    // While the heart's call is on its way, nothing is read again.
    await act(() => Promise.resolve());
    expect(screen.getByText('Loved by 1 in your household')).toBeInTheDocument();
    await act(async () => {
      settle({ favourite: true });
      await pressed;
    });
    expect(await screen.findByText('Loved by 2 in your household')).toBeInTheDocument();
  });
});
