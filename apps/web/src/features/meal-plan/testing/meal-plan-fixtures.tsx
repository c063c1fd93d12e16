import type {
  Meal,
  PlanDay,
  PlanDayInput,
  PlanItemInput,
  PlannedEntry,
  PlannedRecipe,
} from '@family-recipes/shared';
import { PLAN_MESSAGES } from '@family-recipes/shared';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { SessionUser } from '../../../lib/session';
import { renderSignedIn, TEST_COOK } from '../../../testing/kitchen';
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
 * The meal plan API in memory: GET /api/meal-plan answers every day of the range from `planned`,
 * PUT /api/meal-plan/:date replaces a day (its recipes looked up among those known, at the servings
 * sent; notes as sent) unless `failPut` says that day fails. POST /api/meal-plan/surprise plans
 * `surprise` (or answers 409 without one). Each request is recorded.
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
  const puts: { date: string; body: PlanDayInput }[] = [];
  const surprises: { date: string; meal: Meal }[] = [];

  server.use(
    http.get('*/api/meal-plan', ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      reads.push(`${from}/${to}`);
      const days: PlanDay[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) {
        days.push(store.get(date) ?? emptyDay(date));
      }
      return HttpResponse.json({ days });
    }),
    http.put('*/api/meal-plan/:date', async ({ request, params }) => {
      const date = String(params.date);
      const body = (await request.json()) as PlanDayInput;
      puts.push({ date, body });
      if (failPut?.(date)) {
        return HttpResponse.json(
          { message: 'Something went wrong on our side. Please try again.', errors: [] },
          { status: 500 },
        );
      }
      const look = (items: PlanItemInput[]) =>
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
      return HttpResponse.json(day);
    }),
    http.post('*/api/meal-plan/surprise', async ({ request }) => {
      const { date, meal } = (await request.json()) as { date: string; meal: Meal };
      surprises.push({ date, meal });
      if (!surprise) {
        return HttpResponse.json(
          { message: PLAN_MESSAGES.nothingToSurprise, errors: [] },
          { status: 409 },
        );
      }
      const day = store.get(date) ?? emptyDay(date);
      store.set(date, { ...day, [meal]: [...day[meal], surprise] });
      return HttpResponse.json({ date, meal, entry: surprise });
    }),
  );
  return { reads, puts, surprises, store };
}

function recipesOf(day: PlanDay): PlannedRecipe[] {
  return [...day.breakfast, ...day.lunch, ...day.dinner, ...day.other].flatMap((entry) =>
    entry.kind === 'recipe' ? [entry] : [],
  );
}

export { clearToasts, stubMatchMedia } from '../../../testing/kitchen';

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
export function renderPlan(
  ui: ReactNode,
  {
    path = '/meal-plan',
    route = '/meal-plan',
    user = TEST_COOK,
  }: { path?: string; route?: string; user?: SessionUser | null } = {},
) {
  const routes = [
    { path: route, element: ui },
    { path: '/recipes/:id', element: <Where name="Recipe" /> },
    { path: '/shopping-lists/:id', element: <Where name="Shopping list" /> },
  ];
  if (route !== '/meal-plan')
    routes.push({ path: '/meal-plan', element: <Where name="Meal plan" /> });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderSignedIn(<RouterProvider router={router} />, { user }), router };
}
