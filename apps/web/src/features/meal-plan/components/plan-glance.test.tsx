import { getMealPlan, PLAN_MESSAGES } from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { stubMediaQueries } from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import {
  makeNote,
  makePlanned,
  planApi,
  renderPlan,
  setUpWeekTests,
  slot,
} from '../testing/meal-plan-fixtures';
import { MealPlanPage } from './meal-plan-page';

/** A window of a phone's width (below 640 px) or a wider one. */
function windowWidth(phone: boolean) {
  stubMediaQueries((query) => phone && query.includes('max-width'));
}

const meals = () =>
  screen
    .getAllByRole('group', { name: /^(Breakfast|Lunch|Dinner|Other), Monday/ })
    .map((group) => group.getAttribute('aria-label'));

setUpWeekTests();

describe('the meals a household plans, on a wide screen', () => {
  it('when a meal had nothing in the week nor the four weeks before, then it is hidden until Show all meals is pressed', async () => {
    windowWidth(false);
    planApi({
      // Three weeks before the week shown: breakfast is still in use.
      '2026-11-02': { breakfast: [makePlanned('Porridge')] },
      // Five weeks before: too long ago to keep lunch shown.
      '2026-10-19': { lunch: [makeNote('Sandwiches')] },
    });
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Show all meals' });
    expect(meals()).toEqual(['Breakfast, Monday 23 November', 'Dinner, Monday 23 November']);
    expect(
      screen.getByText(
        'Lunch and Other are hidden: nothing was planned for them in the last four weeks.',
      ),
    ).toBeVisible();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    expect(meals()).toEqual([
      'Breakfast, Monday 23 November',
      'Lunch, Monday 23 November',
      'Dinner, Monday 23 November',
      'Other, Monday 23 November',
    ]);
    // A meal brought back empty keeps its ways to plan something.
    const lunch = slot('Lunch, Monday 23 November');
    expect(within(lunch).getByRole('button', { name: /Surprise me/ })).toBeInTheDocument();
    expect(
      within(lunch).getByRole('button', { name: 'Add a recipe to lunch on Monday 23 November' }),
    ).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(meals()).toHaveLength(2);
  });

  it('when every meal was planned lately, then all four show and there is no toggle', async () => {
    windowWidth(false);
    const note = makeNote('Leftovers');
    planApi({
      '2026-11-27': { breakfast: [note], lunch: [note] },
      '2026-10-26': { other: [note] },
    });
    renderPlan(<MealPlanPage />);

    await screen.findByRole('group', { name: 'Other, Friday 27 November' });
    expect(meals()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show all meals' })).not.toBeInTheDocument();
  });

  it('when the four weeks before cannot be read (offline), then every meal is shown', async () => {
    windowWidth(false);
    server.use(
      answer(getMealPlan, ({ query }) =>
        query.get('from') === '2026-10-26'
          ? failure(500, 'Something went wrong on our side. Please try again.')
          : { days: [] },
      ),
    );
    renderPlan(<MealPlanPage />);

    await screen.findByRole('group', { name: 'Breakfast, Monday 23 November' });
    expect(meals()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show all meals' })).not.toBeInTheDocument();
  });
});

describe('editing a note', () => {
  it('when a note is edited, then the form starts with its words, checks them like a new note, saves the day and gives the focus back to Edit', async () => {
    windowWidth(false);
    const soup = makePlanned('Leek soup');
    const api = planApi({ '2026-11-25': { dinner: [soup, makeNote('Leftovers')] } });
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const editName = 'Edit the note “Leftovers” for dinner on Wednesday 25 November';
    const edit = await screen.findByRole('button', { name: editName });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    const field = screen.getByRole('textbox', { name: 'Note' });
    expect(field).toHaveValue('Leftovers');
    expect(field).toHaveFocus();

    // Escape and Cancel put it back as it was, the focus on Edit.
    await user.type(field, ' again');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    await user.click(edit);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Leftovers');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(edit).toHaveFocus();
    expect(api.puts).toEqual([]);

    // An empty note is refused with the same message as a new one.
    await user.click(edit);
    await user.clear(screen.getByRole('textbox', { name: 'Note' }));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText(PLAN_MESSAGES.noteInvalid)).toBeInTheDocument();
    expect(api.puts).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), ' Pizza night ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toEqual({
      date: '2026-11-25',
      body: { breakfast: [], lunch: [], dinner: [soup._id, { note: 'Pizza night' }], other: [] },
    });
    expect(
      await screen.findByText(
        'The note for dinner on Wednesday 25 November now says “Pizza night”.',
      ),
    ).toBeInTheDocument();
    const renamed = screen.getByRole('button', {
      name: 'Edit the note “Pizza night” for dinner on Wednesday 25 November',
    });
    expect(renamed).toHaveFocus();
    expect(renamed.closest('li')).toHaveTextContent('Note: Pizza night');
  });
});

describe('a line on a phone', () => {
  it('when a recipe and a note are planned, then each is one row with its servings, and Change opens the rest', async () => {
    windowWidth(true);
    const soup = makePlanned('Leek soup', { servings: 6 });
    const api = planApi({ '2026-11-25': { dinner: [soup], lunch: [makeNote('Leftovers')] } });
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const dinner = await screen.findByRole('group', { name: 'Dinner, Wednesday 25 November' });
    const line = within(dinner).getByRole('link', { name: 'Leek soup' }).closest('li');
    expect(line).toHaveTextContent(/^Leek soup6 servingsChange$/);
    expect(within(dinner).queryByRole('button', { name: 'Drag Leek soup' })).toBeNull();
    expect(within(dinner).queryByRole('button', { name: 'Move Leek soup' })).toBeNull();

    const change = within(dinner).getByRole('button', {
      name: 'Change Leek soup, dinner on Wednesday 25 November',
    });
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(within(dinner).getByRole('button', { name: 'Move Leek soup' })).toBeVisible();
    expect(within(dinner).getByRole('group', { name: 'Servings of Leek soup' })).toBeVisible();

    const lunch = slot('Lunch, Wednesday 25 November');
    await user.click(within(lunch).getByRole('button', { name: /^Change Leftovers/ }));
    const edit = within(lunch).getByRole('button', { name: /^Edit the note “Leftovers”/ });
    await user.click(edit);
    const field = within(lunch).getByRole('textbox', { name: 'Note' });
    await user.clear(field);
    await user.type(field, 'Eating out{Enter}');

    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]?.body.lunch).toEqual([{ note: 'Eating out' }]);
    expect(
      within(lunch).getByRole('button', { name: /^Edit the note “Eating out”/ }),
    ).toHaveFocus();
  });
});
