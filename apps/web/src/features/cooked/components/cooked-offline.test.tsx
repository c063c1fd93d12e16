import {
  addCooked,
  listCooked,
  listRecipeNotes,
  todayUtc,
  type CookedEntry,
} from '@family-recipes/shared';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../../../testing/api-mocks';
import { clearToasts, renderSignedIn, stubMatchMedia, TEST_COOK } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import { PendingSync } from '../../sync';
import { WeMadeThis } from './we-made-this';

const COOK = { ...TEST_COOK, sub: 'ada-sub-0001' };
/** Where the cook's waiting writes are saved (TanStack's persister, by the account's sub). */
const SAVED_KEY = 'family-recipes:kitchen-writes:ada-sub-0001';
const recipe = makeRecipe({ title: 'Apple Pie', user_email: 'rosa@example.test' });
const SAVED = 'Saved on this device; it will be sent when you are back online.';

let online = true;

beforeEach(() => {
  // What the household knows of the recipe: nothing yet.
  server.use(answer(listRecipeNotes, () => []));
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  stubMatchMedia();
});
afterEach(() => {
  clearToasts();
  act(() => onlineManager.setOnline(true));
  localStorage.clear();
});

describe('We made this, offline', () => {
  it('when a note is saved offline, then the form says it is kept on the device, and it is posted once when the connection is back', async () => {
    const entries: CookedEntry[] = [];
    const posted = answer(addCooked, ({ params, body }) => ({
      _id: '44444444-4444-4444-8444-000000000001',
      recipe_id: params.id,
      user_name: COOK.name,
      rating: 4,
      note: '',
      cooked_on: todayUtc(),
      hidden: false,
      mine: true,
      photo: null,
      ...(body as Partial<CookedEntry>),
    }));
    server.use(
      answer(listCooked, () => entries),
      posted,
    );
    renderSignedIn(
      <>
        <PendingSync />
        <WeMadeThis recipe={recipe} />
      </>,
      { user: COOK },
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'We made this' });
    // The page was read online: the notes, and so the form, are there.
    await screen.findByRole('radio', { name: '4 stars' });
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
      onlineManager.setOnline(false);
    });

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(
      screen.getByRole('textbox', { name: /A note for the family/ }),
      'Cabin dinner.',
    );
    await user.click(screen.getByRole('button', { name: 'Save our note' }));

    expect((await screen.findAllByRole('status')).some((node) => node.textContent === SAVED)).toBe(
      true,
    );
    expect(document.querySelector('.cooked-form__kept')).toHaveTextContent(SAVED);
    expect(posted.bodies).toEqual([]);
    await waitFor(() => expect(localStorage.getItem(SAVED_KEY)).toContain('Cabin dinner.'));

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
      onlineManager.setOnline(true);
    });

    await waitFor(() =>
      expect(posted.bodies).toEqual([
        { rating: 4, note: 'Cabin dinner.', op_id: expect.any(String) },
      ]),
    );
    // Answered, the note leaves the device, and it was sent once.
    await waitFor(() => expect(localStorage.getItem(SAVED_KEY)).toBeNull());
    expect(posted.calls).toHaveLength(1);
  });
});
