import {
  getMealPlan,
  KITCHEN_MESSAGES,
  replacePlanDay,
  searchRecipes,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, failure, page } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeRecipe } from '../../../testing/recipes';
import {
  makePlanned,
  planApi,
  renderPlan,
  setUpWeekTests,
  slot,
  dayHeadings,
  TEST_WEEK_HEADINGS,
} from '../testing/meal-plan-fixtures';
import { MealPlanPage } from './meal-plan-page';

setUpWeekTests();

describe('MealPlanPage', () => {
  it('when the page opens without a week, then this week is read and shown Monday to Sunday', async () => {
    const api = planApi();

    renderPlan(<MealPlanPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Week of 23 – 29 November 2026' }));
    expect(await screen.findByText(/Nothing is planned for this week yet/)).toBeInTheDocument();
    // The week, the four weeks before it (the meals in use) and next week (a phone lists it).
    await waitFor(() =>
      expect(new Set(api.reads)).toEqual(
        new Set(['2026-11-23/2026-11-29', '2026-10-26/2026-11-22', '2026-11-30/2026-12-06']),
      ),
    );
    expect(dayHeadings()).toEqual(TEST_WEEK_HEADINGS);
    expect(
      within(slot('Dinner, Friday 27 November')).getByRole('button', {
        name: 'Add a recipe to dinner on Friday 27 November',
      }),
    ).toBeInTheDocument();
  });

  it('when Next week, Previous week and This week are pressed, then the address names that week and it is read', async () => {
    const api = planApi();
    const { router } = renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2026-12-30' });
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 2, name: /28 December 2026 – 3 January 2027/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Next week/ }));
    expect(router.state.location.search).toBe('?week=2027-01-04');
    expect(await screen.findByRole('heading', { name: 'Monday 4 January' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Previous week/ }));
    await user.click(screen.getByRole('link', { name: /Previous week/ }));
    expect(router.state.location.search).toBe('?week=2026-12-21');
    expect(await screen.findByRole('heading', { name: 'Monday 21 December' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'This week' }));
    expect(router.state.location.search).toBe('?week=2026-11-23');
    expect(await screen.findByRole('heading', { name: /Wednesday 25 November/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'This week' })).toHaveAttribute('aria-current', 'page');

    // A week seen before is read again when it comes back on screen.
    await waitFor(() =>
      expect(new Set(api.reads)).toEqual(
        new Set([
          '2026-12-28/2027-01-03',
          '2026-11-30/2026-12-27',
          '2027-01-04/2027-01-10',
          '2026-12-07/2027-01-03',
          '2026-12-21/2026-12-27',
          '2026-11-23/2026-12-20',
          '2026-11-23/2026-11-29',
          '2026-10-26/2026-11-22',
          '2026-11-30/2026-12-06',
        ]),
      ),
    );
  });

  it('when the address names the plan window’s last week, then there is no Next week; a week beyond the window opens this week', async () => {
    const api = planApi();
    // 25 November 2026: the window ends on 25 November 2028, in the week of Monday 20 November.
    const edge = renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2028-11-22' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Week of 20 – 26 November 2028' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous week/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Next week/ })).not.toBeInTheDocument();
    edge.unmount();

    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=9999-12-27' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Week of 23 – 29 November 2026' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(new Set(api.reads)).toEqual(
        new Set([
          '2028-11-20/2028-11-26',
          '2028-10-23/2028-11-19',
          '2026-11-23/2026-11-29',
          '2026-10-26/2026-11-22',
          '2026-11-30/2026-12-06',
        ]),
      ),
    );
  });

  it('when the week of the plan window’s last day is shown, then the day after it has no Add, no meals to move to and says why', async () => {
    // 25 November 2026: the window ends on Saturday 25 November 2028; Sunday 26 is beyond it.
    const soup = makePlanned('Leek soup');
    const api = planApi({ '2028-11-25': { dinner: [soup] } });
    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2028-11-20' });
    const user = userEvent.setup();

    const sunday = (
      await screen.findByRole('heading', { level: 3, name: 'Sunday 26 November' })
    ).closest('li') as HTMLElement;
    expect(within(sunday).getByText(`${KITCHEN_MESSAGES.dateOutsideWindow}.`)).toBeVisible();
    expect(within(sunday).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sunday).queryByRole('group')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Add a recipe to .* on Sunday 26 November/ }),
    ).not.toBeInTheDocument();
    expect(
      within(slot('Dinner, Saturday 25 November')).getByRole('button', {
        name: 'Add a recipe to dinner on Saturday 25 November',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(`${KITCHEN_MESSAGES.dateOutsideWindow}.`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Move Leek soup' }));
    const form = screen.getByRole('form', { name: 'Move Leek soup' });
    expect(
      within(within(form).getByRole('combobox', { name: 'Day' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Monday 20 November',
      'Tuesday 21 November',
      'Wednesday 22 November',
      'Thursday 23 November',
      'Friday 24 November',
      'Saturday 25 November',
    ]);
    expect(api.puts).toEqual([]);
  });

  it('when the week of the plan window’s first day is shown, then the day before it has no Add and says why', async () => {
    // Thursday 26 November 2026: the window starts on Tuesday 26 November 2024.
    vi.setSystemTime(new Date(2026, 10, 26, 11, 0));
    planApi();
    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2024-11-25' });

    const monday = (
      await screen.findByRole('heading', { level: 3, name: 'Monday 25 November' })
    ).closest('li') as HTMLElement;
    expect(within(monday).getByText(`${KITCHEN_MESSAGES.dateOutsideWindow}.`)).toBeVisible();
    expect(within(monday).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(slot('Dinner, Tuesday 26 November')).getByRole('button', {
        name: 'Add a recipe to dinner on Tuesday 26 November',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(`${KITCHEN_MESSAGES.dateOutsideWindow}.`)).toHaveLength(1);
  });

  it('when recipes are planned, then each shows in its day’s meal with its photo, a link to it and its buttons', async () => {
    const soup = makePlanned('Leek soup');
    const pie = makePlanned('Apple pie', { thumbnail_image: '' });
    const porridge = makePlanned('Porridge');
    planApi({
      '2026-11-23': { dinner: [soup, pie] },
      '2026-11-29': { breakfast: [porridge] },
    });

    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2026-11-23' });

    const dinner = await screen.findByRole('group', { name: 'Dinner, Monday 23 November' });
    expect(
      within(dinner)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leek soup', 'Apple pie']);
    expect(within(dinner).getByRole('link', { name: 'Leek soup' })).toHaveAttribute(
      'href',
      `/recipes/${soup._id}`,
    );
    expect(
      within(dinner).getByRole('link', { name: 'Leek soup' }).parentElement?.querySelector('img'),
    ).toHaveAttribute('src', `/uploads/recipes/${soup._id}-320.webp`);
    expect(
      within(dinner).getByRole('button', {
        name: 'Remove Apple pie from dinner on Monday 23 November',
      }),
    ).toBeInTheDocument();
    expect(within(dinner).getByRole('button', { name: 'Move Leek soup' })).toBeInTheDocument();
    expect(within(dinner).getByRole('button', { name: 'Drag Leek soup' })).toHaveAttribute(
      'aria-roledescription',
      'draggable',
    );
    expect(
      within(slot('Breakfast, Sunday 29 November')).getByRole('link', { name: 'Porridge' }),
    ).toBeInTheDocument();
    expect(within(slot('Dinner, Tuesday 24 November')).getByText('Nothing planned')).toBeVisible();
    expect(screen.queryByText(/Nothing is planned for this week yet/)).not.toBeInTheDocument();
  });

  it('when a recipe is moved with the Move form, then both days are saved whole and the page shows it moved', async () => {
    const soup = makePlanned('Leek soup');
    const pie = makePlanned('Apple pie');
    const stew = makePlanned('Beef stew');
    const api = planApi({
      '2026-11-23': { dinner: [soup, pie] },
      '2026-11-25': { lunch: [stew] },
    });
    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2026-11-23' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Move Apple pie' }));
    const form = screen.getByRole('form', { name: 'Move Apple pie' });
    expect(within(form).getByRole('combobox', { name: 'Day' })).toHaveFocus();
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Day' }),
      'Wednesday 25 November',
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Meal' }), 'Lunch');
    await user.click(within(form).getByRole('button', { name: 'Move here' }));

    expect(
      within(slot('Lunch, Wednesday 25 November'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Beef stew', 'Apple pie']);
    expect(within(slot('Dinner, Monday 23 November')).getAllByRole('link')).toHaveLength(1);
    expect(
      await screen.findByText('Moved Apple pie to lunch on Wednesday 25 November.'),
    ).toBeInTheDocument();
    expect(api.puts).toEqual([
      {
        date: '2026-11-25',
        body: { breakfast: [], lunch: [stew._id, pie._id], dinner: [], other: [] },
      },
      { date: '2026-11-23', body: { breakfast: [], lunch: [], dinner: [soup._id], other: [] } },
    ]);
  });

  it('when saving a move fails, then the recipe goes back where it was at once and a toast says so', async () => {
    const soup = makePlanned('Leek soup');
    planApi({ '2026-11-23': { dinner: [soup] } });
    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2026-11-23' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Leek soup' }));
    // From here the server refuses the day, and reads the week again only slowly: what the page
    // shows meanwhile is its own going back.
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    let answerReread: () => void = () => {};
    const rereadHeld = new Promise<void>((resolve) => (answerReread = resolve));
    const puts = answer(replacePlanDay, async () => {
      await refused;
      return failure(500, 'Something went wrong on our side. Please try again.');
    });
    const rereads = answer(getMealPlan, async () => {
      await rereadHeld;
      return { days: [] };
    });
    server.use(puts, rereads);

    const form = screen.getByRole('form', { name: 'Move Leek soup' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Day' }),
      'Friday 27 November',
    );
    await user.click(within(form).getByRole('button', { name: 'Move here' }));

    expect(
      within(slot('Dinner, Friday 27 November')).getByRole('link', { name: 'Leek soup' }),
    ).toBeInTheDocument();
    expect(within(slot('Dinner, Monday 23 November')).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(puts.bodies).toEqual([{ breakfast: [], lunch: [], dinner: [soup._id], other: [] }]),
    );
    refuse();

    expect(
      await screen.findByText(/We could not move Leek soup. Something went wrong on our side/),
    ).toBeInTheDocument();
    expect(
      within(slot('Dinner, Monday 23 November')).getByRole('link', { name: 'Leek soup' }),
    ).toBeInTheDocument();
    expect(within(slot('Dinner, Friday 27 November')).queryByRole('link')).not.toBeInTheDocument();
    // The second day was never sent, and the week is read again for the server's own word.
    expect(puts.calls).toHaveLength(1);
    await waitFor(() => expect(rereads.calls).toHaveLength(1));
    answerReread();
  });

  it('when Remove is pressed, then the day is saved without the recipe', async () => {
    const soup = makePlanned('Leek soup');
    const pie = makePlanned('Apple pie');
    const api = planApi({ '2026-11-24': { other: [soup, pie] } });
    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2026-11-23' });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', {
        name: 'Remove Leek soup from other on Tuesday 24 November',
      }),
    );

    expect(
      await screen.findByText('Removed Leek soup from other on Tuesday 24 November.'),
    ).toBeInTheDocument();
    expect(api.puts).toEqual([
      { date: '2026-11-24', body: { breakfast: [], lunch: [], dinner: [], other: [pie._id] } },
    ]);
  });

  it('when a recipe is found with Add under a meal and picked, then the day is saved with it at the end', async () => {
    const soup = makePlanned('Leek soup');
    const found = makePlanned('Lemon tart');
    const api = planApi({ '2026-11-28': { dinner: [soup] } }, { known: [found] });
    const searches: string[] = [];
    server.use(
      answer(searchRecipes, ({ request }) => {
        searches.push(new URL(request.url).search);
        const tart = makeRecipe({
          _id: found._id,
          title: 'Lemon tart',
          thumbnail_image: found.thumbnail_image,
        });
        return page([{ ...tart, more: { ...tart.more, serving: '8 slices' } }]);
      }),
    );
    renderPlan(<MealPlanPage />, { path: '/meal-plan?week=2026-11-23' });
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Add a recipe to dinner on Saturday 28 November' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Find a recipe' }), 'lemon');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Plan Lemon tart' }));

    expect(
      within(slot('Dinner, Saturday 28 November'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leek soup', 'Lemon tart']);
    expect(
      await screen.findByText('Added Lemon tart to dinner on Saturday 28 November.'),
    ).toBeInTheDocument();
    expect(searches).toEqual(['?q=lemon&limit=8']);
    expect(api.puts).toEqual([
      {
        date: '2026-11-28',
        body: { breakfast: [], lunch: [], dinner: [soup._id, found._id], other: [] },
      },
    ]);
  });

  it('when the week cannot be read, then the page says so and Try again reads it again', async () => {
    // The week's first read fails; the weeks around it are read as usual.
    let weekReads = 0;
    const reads = answer(getMealPlan, ({ query }) => {
      if (query.get('from') !== '2026-11-23') return { days: [] };
      weekReads += 1;
      return weekReads === 1
        ? failure(500, 'Something went wrong on our side. Please try again.')
        : { days: [] };
    });
    server.use(reads);
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this week’s plan. Something went wrong on our side.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Monday 23 November' })).toBeInTheDocument();
    expect(weekReads).toBe(2);
    expect(reads.calls.length).toBeGreaterThan(2);
  });
});
