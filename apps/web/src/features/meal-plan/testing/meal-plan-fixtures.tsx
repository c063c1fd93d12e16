import {
  createCalendarFeed,
  getCalendar,
  getCalendarFeed,
  getMealPlan,
  pathOf,
  PLAN_MESSAGES,
  replacePlanDay,
  surprisePlanMeal,
  type Meal,
  type BodyOf,
  type PlanDay,
  type PlanItemInput,
  type PlannedEntry,
  type PlannedRecipe,
} from '@family-recipes/shared';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { answer, failure } from '../../../testing/api-mocks';
import {
  clearToasts,
  renderRoutedSignedIn,
  type RoutedOptions,
  stubMatchMedia,
} from '../../../testing/kitchen';
import { server } from '../../../testing/msw';
import { addDays } from '../plan-dates';
import { emptyDay } from '../plan-moves';

let counter = 0;

/** A recipe as the plan lists it; each call gets its own id. */
export function makePlanned(title: string, overrides: Partial<PlannedRecipe> = {}): PlannedRecipe {
  counter += 1;
  const id = `33333333-3333-4333-8333-${String(counter).padStart(12, '0')}`;
  return {
    kind: 'recipe',
    _id: id,
    title,
    servings: null,
    thumbnail_image: `/uploads/recipes/${id}-1280.webp`,
    serving: '4 servings',
    ...overrides,
  };
}

export type PlannedDays = Record<string, Partial<Record<Meal, PlannedEntry[]>>>;

/** A note as the plan lists it. */
export const makeNote = (note: string): PlannedEntry => ({ kind: 'note', note });

/**
 * The meal plan API in memory: getMealPlan answers every day of the range from `planned`,
 * replacePlanDay replaces a day (its recipes looked up among those known, at the servings sent;
 * notes as sent) unless `failPut` says that day fails. surprisePlanMeal plans `surprise` (or
 * answers 409 without one). Each request is recorded.
 */
export function planApi(
  planned: PlannedDays = {},
  {
    known = [],
    failPut,
    surprise,
  }: {
    known?: PlannedRecipe[];
    failPut?: (date: string) => boolean;
    surprise?: PlannedRecipe;
  } = {},
) {
  const store = new Map<string, PlanDay>(
    Object.entries(planned).map(([date, meals]) => [date, { ...emptyDay(date), ...meals }]),
  );
  const catalogue = new Map<string, PlannedRecipe>();
  for (const recipe of [...known, ...[...store.values()].flatMap(recipesOf)]) {
    catalogue.set(recipe._id, recipe);
  }
  const reads: string[] = [];
  const puts: { date: string; body: BodyOf<typeof replacePlanDay> }[] = [];
  const surprises: { date: string; meal: Meal }[] = [];

  server.use(
    answer(getMealPlan, ({ query }) => {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      reads.push(`${from}/${to}`);
      const days: PlanDay[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        days.push(store.get(date) ?? emptyDay(date));
      }
      return { days };
    }),
    answer(replacePlanDay, ({ params: { date }, body }) => {
      puts.push({ date, body });
      if (failPut?.(date)) {
        return failure(500, 'Something went wrong on our side. Please try again.');
      }
      const look = (items: PlanItemInput[] = []) =>
        items.map((item): PlannedEntry => {
          if (typeof item === 'string') return catalogue.get(item) as PlannedRecipe;
          if ('note' in item) return { kind: 'note', note: item.note };
          const recipe = catalogue.get(item.recipe_id) as PlannedRecipe;
          return { ...recipe, servings: item.servings ?? null };
        });
      const day: PlanDay = {
        date,
        breakfast: look(body.breakfast),
        lunch: look(body.lunch),
        dinner: look(body.dinner),
        other: look(body.other),
      };
      store.set(date, day);
      return day;
    }),
    answer(surprisePlanMeal, ({ body: { date, meal } }) => {
      surprises.push({ date, meal });
      if (!surprise) return failure(409, PLAN_MESSAGES.nothingToSurprise);
      const day = store.get(date) ?? emptyDay(date);
      store.set(date, { ...day, [meal]: [...day[meal], surprise] });
      return { date, meal, entry: surprise };
    }),
  );
  return { reads, puts, surprises, store };
}

/**
 * Where the week's tests start: Wednesday 25 November 2026, late morning on the cook's clock. The
 * calendar panel reads its state: it is answered as off, as most of them do not look at it.
 */
function onWednesdayMorning() {
  stubMatchMedia();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 11, 0));
  server.use(answer(getCalendarFeed, () => ({ enabled: false, created_on: null })));
}

/** What Intl.Locale tells of a week that runs Monday to Sunday, as in Germany or France. */
interface WeekInfo {
  firstDay: number;
  weekend: number[];
  minimalDays: number;
}
const MONDAY_WEEK: WeekInfo = { firstDay: 1, weekend: [6, 7], minimalDays: 4 };

/**
 * Has Intl.Locale say that weeks run Monday to Sunday, whatever the language: the tests' weeks are
 * written so while their words stay English (whose own weeks start on Sunday; week-start.test.ts
 * and week-start-page.test.tsx check the real first days). Answers the way back.
 */
function weeksFromMonday(): () => void {
  const locale = Intl.Locale.prototype as unknown as {
    weekInfo: WeekInfo;
    getWeekInfo?: () => WeekInfo;
  };
  const spy =
    typeof locale.getWeekInfo === 'function'
      ? vi
          .spyOn(locale as { getWeekInfo: () => WeekInfo }, 'getWeekInfo')
          .mockReturnValue(MONDAY_WEEK)
      : vi.spyOn(locale, 'weekInfo', 'get').mockReturnValue(MONDAY_WEEK);
  return () => spy.mockRestore();
}

/**
 * For a file of the week's tests: each starts on Wednesday morning in a week that runs Monday to
 * Sunday; after each, the toasts are cleared and the real clock, week and globals come back.
 */
export function setUpWeekTests() {
  let realWeeks: (() => void) | undefined;
  beforeEach(() => {
    realWeeks = weeksFromMonday();
    onWednesdayMorning();
  });
  afterEach(() => {
    clearToasts();
    realWeeks?.();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** One meal of one day on the page, by its name ("Dinner, Monday 23 November"). */
export const slot = (name: string) => screen.getByRole('group', { name });

/** The days' headings on the page, in order. */
export const dayHeadings = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** The day headings of the tests' week, Monday to Sunday: the tests' today is Wednesday. */
export const TEST_WEEK_HEADINGS = [
  'Monday 23 November',
  'Tuesday 24 November',
  'Wednesday 25 November Today',
  'Thursday 26 November',
  'Friday 27 November',
  'Saturday 28 November',
  'Sunday 29 November',
];

/** The path of a calendar feed's address, as the server makes it. */
export const FEED_PATH = pathOf(getCalendar, { token: 'abc123' });
/** The address the server answers when a calendar feed is made. */
export const FEED_ADDRESS = `https://recipes.example.test${FEED_PATH}`;

/** A calendar feed that is off until an address is asked for; that call answers FEED_ADDRESS. */
export function offCalendarFeed() {
  let enabled = false;
  server.use(
    answer(getCalendarFeed, () => ({
      enabled,
      created_on: enabled ? '2026-11-25T10:00:00.000Z' : null,
    })),
    answer(createCalendarFeed, () => {
      enabled = true;
      return { url: FEED_ADDRESS };
    }),
  );
}

function recipesOf(day: PlanDay): PlannedRecipe[] {
  return [...day.breakfast, ...day.lunch, ...day.dinner, ...day.other].flatMap((entry) =>
    entry.kind === 'recipe' ? [entry] : [],
  );
}

export { clearToasts, resetToastsPerTest, stubMatchMedia } from '../../../testing/kitchen';

/** Where the router is, for tests that follow a link. */
function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} {location.pathname}
    </h1>
  );
}

/**
 * Renders `ui` at `path` (on the route `route`), signed in as `user`, with the toasts, and stand-in
 * pages for a recipe, a shopping list and the meal plan.
 */
export function renderPlan(ui: ReactNode, options: RoutedOptions = {}) {
  return renderRoutedSignedIn(
    ui,
    { path: '/meal-plan', route: '/meal-plan', ...options },
    {
      '/recipes/:id': <Where name="Recipe" />,
      '/shopping-lists/:id': <Where name="Shopping list" />,
      '/meal-plan': <Where name="Meal plan" />,
    },
  );
}
