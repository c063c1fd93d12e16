import { PLAN_MESSAGES } from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toString as qrSvg } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { stubMediaQueries } from '../../../testing/kitchen';
import {
  FEED_ADDRESS,
  FEED_PATH,
  makeNote,
  makePlanned,
  offCalendarFeed,
  planApi,
  renderPlan,
  setUpWeekTests,
  slot,
  dayHeadings,
  TEST_WEEK_HEADINGS,
} from '../testing/meal-plan-fixtures';
import { CalendarFeed } from './calendar-feed';
import { MealPlanPage } from './meal-plan-page';

/** A window of a phone's width (below 640 px) or a wider one. */
function windowWidth(phone: boolean) {
  stubMediaQueries((query) => phone && query.includes('max-width'));
}

setUpWeekTests();

describe('notes in the week', () => {
  it('when a note is written instead of a recipe, then it is saved as a note and shown apart from recipes', async () => {
    const soup = makePlanned('Leek soup');
    const api = planApi({ '2026-11-25': { dinner: [soup] } });
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    // No lunch was planned in the last four weeks: it is hidden until every meal is shown.
    await user.click(await screen.findByRole('button', { name: 'Show all meals' }));
    const lunch = await screen.findByRole('group', { name: 'Lunch, Wednesday 25 November' });
    await user.click(
      within(lunch).getByRole('button', { name: 'Add a recipe to lunch on Wednesday 25 November' }),
    );
    await user.click(within(lunch).getByRole('button', { name: /Write a note instead/ }));
    const note = within(lunch).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(/Leftovers.*Up to 60 characters/);

    // Only spaces: the form says what a note is and nothing is sent.
    await user.type(note, '   ');
    await user.click(within(lunch).getByRole('button', { name: 'Save note' }));
    expect(within(lunch).getByText(PLAN_MESSAGES.noteInvalid)).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription(new RegExp(PLAN_MESSAGES.noteInvalid.slice(0, 20)));
    expect(api.puts).toEqual([]);

    await user.clear(note);
    await user.type(note, '  Leftovers ');
    await user.click(within(lunch).getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toEqual({
      date: '2026-11-25',
      body: { breakfast: [], lunch: [{ note: 'Leftovers' }], dinner: [soup._id], other: [] },
    });
    expect(
      await screen.findByText('Added the note “Leftovers” to lunch on Wednesday 25 November.'),
    );
    const line = within(slot('Lunch, Wednesday 25 November')).getByText('Leftovers');
    expect(line.closest('li')).toHaveClass('plan-chip--note');
    expect(line.closest('li')).toHaveTextContent('Note: Leftovers');
    expect(
      within(slot('Lunch, Wednesday 25 November')).queryByRole('link'),
    ).not.toBeInTheDocument();
    expect(
      within(slot('Lunch, Wednesday 25 November')).getByRole('button', {
        name: 'Remove Leftovers from lunch on Wednesday 25 November',
      }),
    ).toBeInTheDocument();
  });

  it('when a planned recipe has its servings stepped, then the day is saved with them and back at its own servings with a bare id', async () => {
    const stew = makePlanned('Beef stew', { serving: '4 servings' });
    const api = planApi({ '2026-11-26': { dinner: [stew, makeNote('Pizza night')] } });
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const servings = await screen.findByRole('group', { name: 'Servings of Beef stew' });
    expect(servings).toHaveTextContent('4 servings');
    await user.click(within(servings).getByRole('button', { name: 'More servings of Beef stew' }));

    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]?.body.dinner).toEqual([
      { recipe_id: stew._id, servings: 5 },
      { note: 'Pizza night' },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Servings of Beef stew' })).toHaveTextContent(
        '5 servings',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Fewer servings of Beef stew' }));
    await waitFor(() => expect(api.puts).toHaveLength(2));
    expect(api.puts[1]?.body.dinner).toEqual([stew._id, { note: 'Pizza night' }]);
  });

  it('when a recipe is planned for 1 serving, then Fewer cannot go below it', async () => {
    const toast = makePlanned('Toast', { serving: '1', servings: null });
    planApi({ '2026-11-24': { breakfast: [toast] } });
    renderPlan(<MealPlanPage />);

    const servings = await screen.findByRole('group', { name: 'Servings of Toast' });
    expect(servings).toHaveTextContent('1 serving');
    expect(
      within(servings).getByRole('button', { name: 'Fewer servings of Toast' }),
    ).toBeDisabled();
  });
});

describe('Surprise me', () => {
  it('when Surprise me is pressed on an empty meal, then the server picks, the meal shows the recipe and the toast names it', async () => {
    const picked = makePlanned('Fish pie');
    const api = planApi({}, { surprise: picked });
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const dinner = await screen.findByRole('group', { name: 'Dinner, Friday 27 November' });
    await user.click(
      within(dinner).getByRole('button', {
        name: 'Surprise me: a recipe for dinner on Friday 27 November',
      }),
    );

    expect(api.surprises).toEqual([{ date: '2026-11-27', meal: 'dinner' }]);
    expect(
      await within(slot('Dinner, Friday 27 November')).findByRole('link', { name: 'Fish pie' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Planned Fish pie for dinner on Friday 27 November.'));
    // A meal with something planned offers no surprise.
    expect(
      within(slot('Dinner, Friday 27 November')).queryByRole('button', { name: /Surprise me/ }),
    ).not.toBeInTheDocument();
  });

  it('when nothing is left to surprise with, then the server’s message is shown and the meal stays empty', async () => {
    const api = planApi();
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const dinner = await screen.findByRole('group', { name: 'Dinner, Monday 23 November' });
    await user.click(within(dinner).getByRole('button', { name: /Surprise me/ }));

    expect(await screen.findByText(PLAN_MESSAGES.nothingToSurprise)).toBeInTheDocument();
    expect(api.surprises).toHaveLength(1);
    expect(within(slot('Dinner, Monday 23 November')).getByText('Nothing planned')).toBeVisible();
  });
});

describe('the week on a phone', () => {
  it('when the window is narrower than 640 px, then today comes first and runs into next week, planned meals show and empty ones fold into one line a day', async () => {
    windowWidth(true);
    const soup = makePlanned('Leek soup');
    const pie = makePlanned('Apple pie');
    planApi({
      '2026-11-23': { lunch: [makeNote('Leftovers')] },
      '2026-11-27': { dinner: [soup] },
      '2026-12-01': { dinner: [pie] },
    });
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    await screen.findByRole('link', { name: 'Leek soup' });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Today Wednesday 25 November',
      'Tomorrow Thursday 26 November',
      'Friday 27 November',
      'Saturday 28 November',
      'Sunday 29 November',
      'Next week',
      'Monday 30 November',
      'Tuesday 1 December',
    ]);
    expect(screen.getByRole('link', { name: 'Apple pie' })).toBeVisible();
    // Only the meals with something planned are shown: two of the 28 listed.
    expect(screen.getAllByRole('group', { name: /^(Breakfast|Lunch|Dinner|Other),/ })).toHaveLength(
      2,
    );
    // No box of "Nothing planned" a meal: one line a day says it.
    expect(screen.queryAllByText('Nothing planned', { selector: '.plan-slot__empty' })).toEqual([]);
    expect(screen.getAllByRole('button', { name: /^Add to / })).toHaveLength(7);
    const friday = screen.getByRole('heading', { name: 'Friday 27 November' }).closest('li');
    expect(friday).toHaveTextContent('Other meals: nothing planned · Add');
    const thursday = screen.getByRole('heading', { name: /Thursday 26 November/ }).closest('li');
    expect(thursday).toHaveTextContent('Nothing planned · Add');

    await user.click(screen.getByRole('button', { name: 'Add to Thursday 26 November' }));
    const dinner = slot('Dinner, Thursday 26 November');
    expect(within(dinner).getByRole('button', { name: /Surprise me/ })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^(Breakfast|Lunch|Dinner|Other),/ })).toHaveLength(
      6,
    );
    expect(
      screen.queryByRole('button', { name: 'Add to Thursday 26 November' }),
    ).not.toBeInTheDocument();

    // Monday and Tuesday of this week wait behind "Earlier this week", then come before today.
    expect(screen.queryByText('Leftovers')).not.toBeInTheDocument();
    const earlier = screen.getByRole('button', { name: 'Earlier this week' });
    expect(earlier).toHaveAttribute('aria-expanded', 'false');
    await user.click(earlier);
    expect(earlier).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Monday 23 November');
    expect(screen.getByText('Leftovers')).toBeVisible();
  });

  it('when the window is wider, then the days run Monday to Sunday with no Next week and no Earlier this week', async () => {
    windowWidth(false);
    planApi();
    renderPlan(<MealPlanPage />);

    await screen.findByText(/Nothing is planned for this week yet/);
    expect(dayHeadings()).toEqual(TEST_WEEK_HEADINGS);
    expect(screen.queryByRole('button', { name: 'Earlier this week' })).not.toBeInTheDocument();
  });
});

describe('the calendar feed’s webcal link and QR code', () => {
  it('when an address is made, then it is offered as a webcal: link and a QR code of the https address; once gone, Reset is how to get another', async () => {
    const url = FEED_ADDRESS;
    offCalendarFeed();
    const first = renderPlan(<CalendarFeed />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Get calendar address' }));
    expect(await screen.findByRole('link', { name: 'Add to my calendar' })).toHaveAttribute(
      'href',
      `webcal://recipes.example.test${FEED_PATH}`,
    );
    const qr = await screen.findByRole('img', { name: 'QR code of your calendar address' });
    const svg = decodeURIComponent(qr.getAttribute('src') ?? '');
    expect(svg).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg/);
    // The code is of the https address (the same encoder, the same settings), not the webcal one.
    const expected = await qrSvg(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    expect(svg.slice(svg.indexOf(',') + 1)).toBe(expected);
    expect(expected).not.toBe(
      await qrSvg(url.replace('https', 'webcal'), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      }),
    );

    // Another visit: the feed is on, but its address is not kept, so none is shown.
    first.unmount();
    renderPlan(<CalendarFeed />);
    expect(
      await screen.findByText(/Lost the address\? Reset it to get a new one\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to my calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
