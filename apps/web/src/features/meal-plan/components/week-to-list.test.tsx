import {
  createShoppingList,
  listShoppingLists,
  planToShoppingList,
  previewPlanToShoppingList,
  type PlanToListPreview,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { makeList, makeSummary } from '../../../testing/shopping-lists';
import { renderPlan, resetToastsPerTest } from '../testing/meal-plan-fixtures';
import { WeekToList } from './week-to-list';

const LIST_ID = '55555555-5555-4555-8555-555555555555';
const NEW_LIST_ID = '66666666-6666-4666-8666-666666666666';
const SOUP_ID = '77777777-7777-4777-8777-777777777777';
const TOAST_ID = '88888888-8888-4888-8888-888888888888';

resetToastsPerTest();

/** Soup on the week's Monday dinner, toast on its Thursday lunch; salt is a staple. */
function weekPreview(monday: string, thursday: string): PlanToListPreview {
  return {
    recipes: [
      {
        date: monday,
        meal: 'dinner',
        position: 0,
        recipe_id: SOUP_ID,
        title: 'Carrot Soup',
        servings: 4,
        lines: [
          { line: 0, text: '4 Carrots', staple: false },
          { line: 2, text: '1 tsp Salt', staple: true },
        ],
      },
      {
        date: thursday,
        meal: 'lunch',
        position: 1,
        recipe_id: TOAST_ID,
        title: 'Cheese Toast',
        servings: 2,
        lines: [
          { line: 0, text: '2 slices Bread', staple: false },
          { line: 1, text: '50 g Cheddar', staple: false },
          { line: 2, text: 'Pepper', staple: true },
        ],
      },
    ],
  };
}

function serve(preview: PlanToListPreview, lists = [makeSummary({ _id: LIST_ID, name: 'Party' })]) {
  const filled = answer(planToShoppingList, () => makeList({ _id: LIST_ID, name: 'Party' }));
  server.use(
    answer(previewPlanToShoppingList, () => preview),
    answer(listShoppingLists, () => lists),
    filled,
  );
  return filled;
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Add this week to a shopping list' }));
  return screen.findByRole('form', { name: 'Choose what goes on the list' });
};

const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });

describe('WeekToList preview', () => {
  it('when the week has begun, then past days start unticked and marked, staples unticked, and only the ticked lines of the chosen days are sent', async () => {
    const filled = serve(weekPreview('2026-11-23', '2026-11-26'));
    const { router } = renderPlan(<WeekToList start="2026-11-23" planned={2} today="2026-11-25" />);
    const user = userEvent.setup();
    await open(user);

    expect(box(/Monday 23 November \(past\)/)).not.toBeChecked();
    expect(box(/Tuesday 24 November \(past\)/)).not.toBeChecked();
    expect(box('Wednesday 25 November')).toBeChecked();
    expect(box('Sunday 29 November')).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Cheese Toast' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Carrot Soup' })).not.toBeInTheDocument();
    const pepper = box('Pepper');
    expect(pepper).not.toBeChecked();
    expect(pepper).toHaveAccessibleDescription('Staple');
    expect(box('2 slices Bread')).toBeChecked();

    await user.click(box('50 g Cheddar'));
    expect(box('Cheese Toast')).toHaveProperty('indeterminate', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shopping list' }), 'Party');
    await user.click(screen.getByRole('button', { name: 'Add 1 line to the list' }));

    expect(await screen.findByText(/This week’s recipes are on Party/)).toBeInTheDocument();
    expect(filled.bodies).toEqual([
      {
        from: '2026-11-23',
        to: '2026-11-29',
        listId: LIST_ID,
        includeStaples: true,
        days: ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
        skip: [
          { date: '2026-11-26', meal: 'lunch', position: 1, line: 1 },
          { date: '2026-11-26', meal: 'lunch', position: 1, line: 2 },
        ],
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Open the list' }));
    expect(router.state.location.pathname).toBe(`/shopping-lists/${LIST_ID}`);
  });

  it('when the week is to come, then every day is ticked; a recipe’s box ticks all its lines, staples too', async () => {
    serve(weekPreview('2026-12-28', '2026-12-31'));
    renderPlan(<WeekToList start="2026-12-28" planned={2} today="2026-11-25" />);
    const user = userEvent.setup();
    await open(user);

    for (const day of ['Monday 28 December', 'Sunday 3 January']) expect(box(day)).toBeChecked();
    const soup = await screen.findByRole('checkbox', { name: 'Carrot Soup' });
    expect(soup).toHaveAccessibleDescription('Dinner · 4 servings · 1 of 2 ticked');
    expect(screen.getByRole('button', { name: 'Add 3 lines to the list' })).toBeVisible();

    await user.click(soup);
    expect(box('1 tsp Salt')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add 4 lines to the list' })).toBeVisible();
    await user.click(soup);
    expect(box('4 Carrots')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Add 2 lines to the list' })).toBeVisible();

    await user.click(box('Monday 28 December'));
    expect(screen.queryByRole('checkbox', { name: 'Carrot Soup' })).not.toBeInTheDocument();
    const thursday = screen.getByRole('region', { name: 'Thursday 31 December' });
    expect(within(thursday).getByRole('checkbox', { name: 'Cheese Toast' })).toBeVisible();
  });

  it('when nothing is planned on the chosen days or nothing is ticked, then it says so and sends nothing', async () => {
    const filled = serve(weekPreview('2026-11-23', '2026-11-24'));
    renderPlan(<WeekToList start="2026-11-23" planned={2} today="2026-11-25" />);
    const user = userEvent.setup();
    await open(user);

    expect(await screen.findByText('Nothing planned on the chosen days.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick at least one line to add.');
    expect(filled.calls).toHaveLength(0);
  });

  it('when the preview cannot be read, then it says why and Try again reads it again', async () => {
    let asked = 0;
    server.use(
      answer(previewPlanToShoppingList, () => {
        asked += 1;
        return asked === 1
          ? failure(503, 'The kitchen is closed.')
          : weekPreview('2026-12-28', '2026-12-31');
      }),
      answer(listShoppingLists, () => []),
    );
    renderPlan(<WeekToList start="2026-12-28" planned={2} today="2026-11-25" />);
    const user = userEvent.setup();
    await open(user);

    expect(await screen.findByText(/We could not read this week’s recipes/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Carrot Soup' })).toBeVisible();
  });

  it('when the cook has no list, then a new one named after the week is made first and filled', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const made = () => makeList({ _id: NEW_LIST_ID, name: 'Week of 28 December' });
    server.use(
      answer(previewPlanToShoppingList, () => weekPreview('2026-12-28', '2026-12-31')),
      answer(listShoppingLists, () => []),
      answer(createShoppingList, ({ body }) => {
        calls.push({ path: 'lists', body });
        return made();
      }),
      answer(planToShoppingList, ({ body }) => {
        calls.push({ path: 'plan', body });
        return made();
      }),
    );
    renderPlan(<WeekToList start="2026-12-28" planned={2} today="2026-11-25" />);
    const user = userEvent.setup();
    await open(user);

    expect(await screen.findByRole('textbox', { name: 'Name of the new list' })).toHaveValue(
      'Week of 28 December',
    );
    await screen.findByRole('checkbox', { name: 'Carrot Soup' });
    await user.click(screen.getByRole('button', { name: 'Add 3 lines to the list' }));

    expect(
      await screen.findByText(/This week’s recipes are on Week of 28 December/),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['lists', 'plan']);
    expect(calls[1]?.body).toMatchObject({ listId: NEW_LIST_ID, skip: expect.any(Array) });
  });

  it('when the preview is closed, then focus goes back to the button that opened it', async () => {
    serve(weekPreview('2026-12-28', '2026-12-31'));
    renderPlan(<WeekToList start="2026-12-28" planned={2} today="2026-11-25" />);
    const user = userEvent.setup();
    await open(user);
    expect(screen.getByRole('heading', { name: 'Choose what goes on the list' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Add this week to a shopping list' }),
      ).toHaveFocus(),
    );
  });

  it('when nothing is planned this week, then it says to plan first and offers no button', () => {
    renderPlan(<WeekToList start="2026-11-23" planned={0} />);

    expect(screen.getByText('Plan a recipe or two first, then come back here.')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Add this week to a shopping list' }),
    ).not.toBeInTheDocument();
  });
});
