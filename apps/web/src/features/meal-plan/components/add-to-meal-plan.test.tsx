import { KITCHEN_MESSAGES, planWindow } from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '../../../testing/recipes';
import {
  clearToasts,
  makePlanned,
  planApi,
  renderPlan,
  stubMatchMedia,
} from '../testing/meal-plan-fixtures';
import { weekStartOf } from '../plan-dates';
import { firstDayOfWeek } from '@family-recipes/shared';
import AddToMealPlan from './add-to-meal-plan';
import { AddToMealPlanAction } from './add-to-meal-plan-entry';

beforeEach(() => {
  stubMatchMedia();
  vi.useFakeTimers({ toFake: ['Date'] });
  // 23:30 on Wednesday 25 November on the cook's clock: still Wednesday for them.
  vi.setSystemTime(new Date(2026, 10, 25, 23, 30));
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('AddToMealPlan', () => {
  it('when a cook adds the recipe for today, then the day is read and saved with the recipe after what was planned', async () => {
    const recipe = makeRecipe({ title: 'Lemon tart' });
    const soup = makePlanned('Leek soup');
    const api = planApi(
      { '2026-11-25': { dinner: [soup], lunch: [makePlanned('Salad')] } },
      {
        known: [makePlanned(recipe.title, { _id: recipe._id, thumbnail_image: '', serving: '8' })],
      },
    );
    const { router } = renderPlan(<AddToMealPlan recipe={recipe} />, {
      path: '/cook/1',
      route: '/cook/:id',
    });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add to meal plan' }));
    expect(screen.getByLabelText('Day')).toHaveValue('2026-11-25');
    expect(screen.getByRole('combobox', { name: 'Meal' })).toHaveValue('dinner');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(
      await screen.findByText(/Added to your meal plan for Wednesday 25 November\./),
    ).toBeInTheDocument();
    expect(api.reads).toEqual(['2026-11-25/2026-11-25']);
    expect(api.puts).toEqual([
      {
        date: '2026-11-25',
        body: {
          breakfast: [],
          lunch: [expect.any(String)],
          dinner: [soup._id, recipe._id],
          other: [],
        },
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Open the meal plan' }));
    // The plan opens at the week the day is in, as an English reader's week runs: from Monday.
    expect(weekStartOf('2026-11-25', firstDayOfWeek('en'))).toBe('2026-11-23');
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/meal-plan?week=2026-11-23',
    );
  });

  it('when another day and meal are chosen, then that day is the one saved', async () => {
    const recipe = makeRecipe({ title: 'Pancakes' });
    const api = planApi(
      {},
      { known: [makePlanned('Pancakes', { _id: recipe._id, thumbnail_image: '', serving: '4' })] },
    );
    renderPlan(<AddToMealPlan recipe={recipe} />, { path: '/cook/1', route: '/cook/:id' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add to meal plan' }));
    const day = screen.getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2027-01-01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meal' }), 'Breakfast');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(
      await screen.findByText(/Added to your meal plan for Friday 1 January\./),
    ).toBeInTheDocument();
    expect(api.puts).toEqual([
      {
        date: '2027-01-01',
        body: { breakfast: [recipe._id], lunch: [], dinner: [], other: [] },
      },
    ]);
  });

  it('when a day beyond the plan window is typed, then the calendar does not offer it, the form says why and nothing is saved', async () => {
    const recipe = makeRecipe({ title: 'Pancakes' });
    const api = planApi();
    renderPlan(<AddToMealPlan recipe={recipe} />, { path: '/cook/1', route: '/cook/:id' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add to meal plan' }));
    const day = screen.getByLabelText('Day');
    expect(day).toHaveAttribute('min', planWindow().from);
    expect(day).toHaveAttribute('max', planWindow().to);
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(KITCHEN_MESSAGES.dateOutsideWindow)).toBeInTheDocument();
    expect(day).toHaveFocus();
    expect(api.reads).toEqual([]);
    expect(api.puts).toEqual([]);
  });

  it('when the meal already holds ten recipes, then nothing is saved and the cook is told why', async () => {
    const recipe = makeRecipe({ title: 'Pancakes' });
    const full = Array.from({ length: 10 }, (_, index) => makePlanned(`Dish ${index}`));
    const api = planApi({ '2026-11-25': { dinner: full } });
    renderPlan(<AddToMealPlan recipe={recipe} />, { path: '/cook/1', route: '/cook/:id' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add to meal plan' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText(/That meal already has 10 recipes/)).toBeInTheDocument();
    expect(api.puts).toEqual([]);
  });

  it('when a visitor reads the recipe, then there is no "Add to meal plan"; when a cook does, then there is', async () => {
    const recipe = makeRecipe();
    const visitor = renderPlan(<AddToMealPlanAction recipe={recipe} />, {
      path: '/cook/1',
      route: '/cook/:id',
      user: null,
    });
    expect(screen.queryByRole('button', { name: 'Add to meal plan' })).not.toBeInTheDocument();
    visitor.unmount();

    renderPlan(<AddToMealPlanAction recipe={recipe} />, { path: '/cook/1', route: '/cook/:id' });
    expect(await screen.findByRole('button', { name: 'Add to meal plan' })).toBeInTheDocument();
  });
});
