import {
  defaultMealRules,
  fillPlanDinners,
  formatMessage,
  getMealRules,
  MEAL_RULE_MESSAGES,
  replaceMealRules,
  surprisePlanMeal,
  type BodyOf,
  type MealRules,
} from '@family-recipes/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { emptyDay } from '../plan-moves';
import {
  makePlanned,
  planApi,
  renderPlan,
  setUpWeekTests,
  slot,
} from '../testing/meal-plan-fixtures';
import { mealPlanMessages } from '../messages';
import type { PlanT } from '../use-plan-words';
import { fillSummary } from './fill-dinners';
import { MealPlanPage } from './meal-plan-page';

setUpWeekTests();

/** "Surprise me" picks these in turn; "Try another" puts the next in place of the meal's last line. */
function surprisesOf(store: ReturnType<typeof planApi>['store'], titles: string[]) {
  const picks = titles.map((title) => makePlanned(title));
  const asked: BodyOf<typeof surprisePlanMeal>[] = [];
  server.use(
    answer(surprisePlanMeal, ({ body }) => {
      asked.push(body);
      const entry = picks.shift();
      if (!entry) return failure(409, MEAL_RULE_MESSAGES.nothingSuits);
      const day = store.get(body.date) ?? emptyDay(body.date);
      const kept = body.instead ? day[body.meal].slice(0, -1) : day[body.meal];
      store.set(body.date, { ...day, [body.meal]: [...kept, entry] });
      return { date: body.date, meal: body.meal, entry };
    }),
  );
  return asked;
}

describe('Try another', () => {
  it('when a recipe was just surprised, then Try another replaces it with the next pick, and says when none is left', async () => {
    const { store } = planApi();
    const asked = surprisesOf(store, ['Porridge', 'Pancakes']);
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const dinner = await screen.findByRole('group', { name: 'Dinner, Friday 27 November' });
    await user.click(within(dinner).getByRole('button', { name: /Surprise me/ }));
    const another = await within(slot('Dinner, Friday 27 November')).findByRole('button', {
      name: 'Try another recipe instead of Porridge for dinner on Friday 27 November',
    });
    const [porridge] = store.get('2026-11-27')?.dinner ?? [];
    await user.click(another);

    expect(
      await within(slot('Dinner, Friday 27 November')).findByRole('link', { name: 'Pancakes' }),
    ).toBeInTheDocument();
    // The week the recipe must not be planned in yet starts on the reader's first day: the tests'
    // weeks run Monday to Sunday.
    expect(asked[1]).toEqual({
      date: '2026-11-27',
      meal: 'dinner',
      instead: porridge?.kind === 'recipe' ? porridge._id : undefined,
      week_starts: 1,
    });
    expect(
      within(slot('Dinner, Friday 27 November')).queryByRole('link', { name: 'Porridge' }),
    ).not.toBeInTheDocument();
    await user.click(
      within(slot('Dinner, Friday 27 November')).getByRole('button', {
        name: 'Try another recipe instead of Pancakes for dinner on Friday 27 November',
      }),
    );
    expect(await screen.findByText(MEAL_RULE_MESSAGES.nothingSuits)).toBeInTheDocument();
    expect(store.get('2026-11-27')?.dinner).toHaveLength(1);
    // Another meal offers no Try another.
    expect(
      within(slot('Dinner, Thursday 26 November')).queryByRole('button', { name: /Try another/ }),
    ).not.toBeInTheDocument();
  });
});

describe('Fill empty dinners', () => {
  it('when pressed, then the week and the cook’s today are sent, the dinners filled show and the result is said', async () => {
    const { store } = planApi();
    const sent: BodyOf<typeof fillPlanDinners>[] = [];
    const stew = makePlanned('Bean stew');
    const curry = makePlanned('Curry');
    server.use(
      answer(fillPlanDinners, ({ body }) => {
        sent.push(body);
        store.set('2026-11-25', { ...emptyDay('2026-11-25'), dinner: [stew] });
        store.set('2026-11-26', { ...emptyDay('2026-11-26'), dinner: [curry] });
        return {
          from: '2026-11-23',
          to: '2026-11-29',
          filled: [
            { date: '2026-11-25', entry: stew },
            { date: '2026-11-26', entry: curry },
          ],
          unfilled: ['2026-11-29'],
        };
      }),
    );
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Fill empty dinners' }));
    expect(
      await screen.findByText(
        'Filled 2 empty dinners. No recipe suits dinner under the meal rules for Sunday 29 November: every one that suits is planned too close by.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ from: '2026-11-23', today: '2026-11-25' }]);
    expect(
      await within(slot('Dinner, Thursday 26 November')).findByRole('link', { name: 'Curry' }),
    ).toBeInTheDocument();
  });

  it('says when every dinner is planned, and names one dinner in the singular', () => {
    const english: PlanT = (key, values) => formatMessage(mealPlanMessages.en[key], values, 'en');
    const base = { from: '2026-11-23', to: '2026-11-29' };
    expect(fillSummary({ ...base, filled: [], unfilled: [] }, english, 'en')).toBe(
      'Every dinner from today to Sunday is already planned.',
    );
    expect(
      fillSummary(
        {
          ...base,
          filled: [{ date: '2026-11-27', entry: makePlanned('Pie') }],
          unfilled: [],
        },
        english,
        'en',
      ),
    ).toBe('Filled 1 empty dinner.');
  });
});

describe('Meal rules', () => {
  it('when the panel opens, then the rules are read; a wrong number is refused before sending, and the rules chosen are saved', async () => {
    planApi();
    const puts: BodyOf<typeof replaceMealRules>[] = [];
    const rules: MealRules = defaultMealRules();
    server.use(
      answer(getMealRules, () => rules),
      answer(replaceMealRules, ({ body }) => {
        puts.push(body);
        return {
          ...rules,
          meals: {
            ...rules.meals,
            breakfast: {
              categories: body.meals.breakfast.categories ?? [],
              tags: body.meals.breakfast.tags ?? [],
              chosen: true,
            },
          },
          no_repeat_days: body.no_repeat_days,
        };
      }),
    );
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();

    const open = await screen.findByRole('button', { name: 'Choose meal rules' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const breakfast = await screen.findByRole('group', { name: 'Breakfast' });
    expect(within(breakfast).getByRole('checkbox', { name: 'Breakfast' })).toBeChecked();
    expect(within(breakfast).getByRole('checkbox', { name: 'Entrees' })).not.toBeChecked();
    expect(within(breakfast).getByText(/Not chosen yet/)).toBeInTheDocument();
    await user.click(within(breakfast).getByRole('checkbox', { name: 'Drinks' }));
    await user.type(
      within(breakfast).getByRole('textbox', { name: /Breakfast tags/ }),
      'brunch, eggs',
    );
    const repeat = screen.getByRole('spinbutton', { name: /Days before a dinner may come again/ });
    await user.clear(repeat);
    await user.type(repeat, '61');
    await user.click(screen.getByRole('button', { name: 'Save meal rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEAL_RULE_MESSAGES.noRepeatInvalid);
    expect(puts).toEqual([]);

    await user.clear(repeat);
    await user.type(repeat, '7');
    await user.click(screen.getByRole('button', { name: 'Save meal rules' }));
    expect(await screen.findByText(/Meal rules saved/)).toBeInTheDocument();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({
      meals: {
        breakfast: { categories: ['Breakfast', 'Drinks'], tags: ['brunch', 'eggs'] },
        dinner: { categories: ['Entrees'], tags: [] },
      },
      no_repeat_days: 7,
      favourite_a_week: true,
    });
    expect(
      within(screen.getByRole('group', { name: 'Breakfast' })).queryByText(/Not chosen yet/),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close meal rules' }));
    expect(screen.queryByRole('group', { name: 'Breakfast' })).not.toBeInTheDocument();
  });

  it('when the server refuses the rules, then its message is shown', async () => {
    planApi();
    server.use(
      answer(getMealRules, () => defaultMealRules()),
      answer(replaceMealRules, () => failure(400, MEAL_RULE_MESSAGES.tagsInvalid)),
    );
    renderPlan(<MealPlanPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose meal rules' }));
    await user.click(await screen.findByRole('button', { name: 'Save meal rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEAL_RULE_MESSAGES.tagsInvalid);
  });
});
