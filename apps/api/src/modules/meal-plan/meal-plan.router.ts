import { Router } from 'express';
import {
  createCalendarFeed,
  getCalendar,
  getCalendarFeed,
  getMealPlan,
  plannableDateSchema,
  planToShoppingList,
  removeCalendarFeed,
  replacePlanDay,
  surprisePlanMeal,
  API_MESSAGES,
} from '@family-recipes/shared';
import { invalidField } from '../../http/errors.js';
import { mount, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CalendarFeedService } from './calendar-feed.service.js';
import type { MealPlanService } from './meal-plan.service.js';

/**
 * Feed fetches per client address. A calendar app polls a feed every few minutes at most; far
 * more than that is someone trying tokens.
 */
export const CALENDAR_FEED_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 60 } as const;
export const TOO_MANY_FEED_FETCHES = 'Too many calendar requests. Please try again later.';

/**
 * Plan writes per account: a family moving a week's recipes around makes a few dozen; a script
 * filling the table does not stop there.
 */
export const PLAN_WRITES_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 300 } as const;
export const TOO_MANY_PLAN_CHANGES = API_MESSAGES.tooManyChanges;

/**
 * New feed addresses per account: each one is a reset, made once after a phone is lost, not
 * hundreds of times. Turning the feed off is not counted, so a leaked address can always be
 * stopped.
 */
export const FEED_RESETS_RATE_LIMIT = { windowMs: 60 * 60 * 1000, max: 10 } as const;
export const TOO_MANY_FEED_RESETS = 'Too many new calendar addresses. Please try again later.';

/** The meal plan, adding its recipes to a list, and its calendar feed (the family kitchen). */
export function mealPlanRouter(
  plans: MealPlanService,
  feeds: CalendarFeedService,
  limiter: RateLimiter,
): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing.
  const planWrites = rateLimit({
    limiter,
    name: 'meal-plan-writes',
    ...PLAN_WRITES_RATE_LIMIT,
    message: TOO_MANY_PLAN_CHANGES,
    by: (req) => principalOf(req).sub,
  });
  const feedResets = rateLimit({
    limiter,
    name: 'calendar-feed-resets',
    ...FEED_RESETS_RATE_LIMIT,
    message: TOO_MANY_FEED_RESETS,
    by: (req) => principalOf(req).sub,
  });

  // A range reaching beyond the plan window is read as far as the window goes, not refused: the
  // days beyond hold nothing, and the week at the window's edge still opens.
  mount(router, getMealPlan, {}, ({ query }, req) => plans.plan(query, principalOf(req)));

  mount(router, planToShoppingList, { before: [planWrites] }, ({ body }, req) =>
    plans.toShoppingList(body, principalOf(req)),
  );

  mount(router, surprisePlanMeal, { before: [planWrites] }, ({ body }, req) =>
    plans.surprise(body, principalOf(req)),
  );

  mount(router, getCalendarFeed, {}, (_input, req) => feeds.state(principalOf(req)));

  mount(router, createCalendarFeed, { before: [feedResets] }, (_input, req) =>
    feeds.create(principalOf(req)),
  );

  mount(router, removeCalendarFeed, {}, async (_input, req, res) => {
    await feeds.remove(principalOf(req));
    res.status(204).end();
  });

  // Public: calendar apps cannot sign in, so the secret token in the address is the key.
  const feedFetches = rateLimit({
    limiter,
    name: 'calendar-feed',
    ...CALENDAR_FEED_RATE_LIMIT,
    message: TOO_MANY_FEED_FETCHES,
  });
  mount(router, getCalendar, { before: [feedFetches] }, async ({ params }, _req, res) => {
    const text = await feeds.calendar(params.token);
    res
      .set('Content-Type', 'text/calendar; charset=utf-8')
      .set('Cache-Control', 'private, max-age=300')
      .send(text);
  });

  mount(router, replacePlanDay, { before: [planWrites] }, ({ params, body }, req) => {
    // The window moves with today, so the day is checked here rather than by its declared form.
    const date = plannableDateSchema.safeParse(params.date);
    if (!date.success) throw invalidField('date', date.error.issues[0]?.message ?? 'Invalid date');
    return plans.replaceDay(date.data, body, principalOf(req));
  });

  return router;
}
