import {
  createCalendarFeed,
  fillPlanDinners,
  getMealRules,
  replaceMealRules,
  getCalendar,
  getCalendarFeed,
  getMealPlan,
  plannableDateSchema,
  planToShoppingList,
  previewPlanToShoppingList,
  removeCalendarFeed,
  replacePlanDay,
  surprisePlanMeal,
} from '@family-recipes/shared';
import { created, noContent, ok, type ApiRouter } from '../../http/endpoint.js';
import { invalidField } from '../../http/errors.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CalendarFeedService } from './calendar-feed.service.js';
import type { MealPlanService } from './meal-plan.service.js';
import type { MealRulesService } from './meal-rules.service.js';
import type { PlanFillService } from './plan-fill.service.js';
import type { PlanToListService } from './plan-to-list.service.js';

/**
 * The meal plan, adding its recipes to a list, and its calendar feed (the family kitchen). Plan
 * writes and new feed addresses are counted per account; feed fetches, public because calendar
 * apps cannot sign in, per client address (RATE_LIMITS). Turning the feed off is not counted, so a
 * leaked address can always be stopped.
 */
export function mealPlanRouter(
  plans: MealPlanService,
  feeds: CalendarFeedService,
  limiter: RateLimiter,
  toList: PlanToListService,
  /** The household's meal rules, and "Fill empty dinners" under them. */
  mealRules: { rules: MealRulesService; fill: PlanFillService },
): ApiRouter {
  const router = apiRouter(limiter);

  // A range reaching beyond the plan window is read as far as the window goes, not refused: the
  // days beyond hold nothing, and the week at the window's edge still opens.
  router.mount(getMealPlan, {}, async ({ query, caller }) =>
    ok(await plans.plan(query, caller.principal)),
  );

  // A preview changes nothing, so it is not counted with the writes.
  router.mount(previewPlanToShoppingList, {}, async ({ body, caller }) =>
    ok(await toList.preview(body, caller.principal)),
  );

  router.mount(planToShoppingList, {}, async ({ body, caller }) =>
    ok(await toList.add(body, caller.principal)),
  );

  router.mount(surprisePlanMeal, {}, async ({ body, caller }) =>
    ok(await plans.surprise(body, caller.principal)),
  );

  router.mount(fillPlanDinners, {}, async ({ body, caller }) =>
    ok(await mealRules.fill.fill(body, caller.principal)),
  );

  router.mount(getMealRules, {}, async ({ caller }) =>
    ok(await mealRules.rules.read(caller.principal)),
  );

  router.mount(replaceMealRules, {}, async ({ body, caller }) =>
    ok(await mealRules.rules.replace(body, caller.principal)),
  );

  router.mount(getCalendarFeed, {}, async ({ caller }) => ok(await feeds.state(caller.principal)));

  router.mount(createCalendarFeed, {}, async ({ caller }) =>
    created(await feeds.create(caller.principal)),
  );

  router.mount(removeCalendarFeed, {}, async ({ caller }) => {
    await feeds.remove(caller.principal);
    return noContent();
  });

  // The secret token in the address is the key.
  router.mount(getCalendar, {}, async ({ params }) => ({
    status: 200 as const,
    body: await feeds.calendar(params.token),
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, max-age=300',
    },
  }));

  router.mount(replacePlanDay, {}, async ({ params, body, caller }) => {
    // The window moves with today, so the day is checked here rather than by its declared form.
    const date = plannableDateSchema.safeParse(params.date);
    if (!date.success) throw invalidField('date', date.error.issues[0]?.message ?? 'Invalid date');
    return ok(await plans.replaceDay(date.data, body, caller.principal));
  });

  return router;
}
