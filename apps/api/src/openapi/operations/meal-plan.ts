import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  mealPlanSchema,
  planDaySchema,
  planDayInputSchema,
  planRangeSchema,
  planToListSchema,
  shoppingListSchema,
} from '@family-recipes/shared';
import { inlineJson, type Operation } from '../operation.js';

/** The meal plan, adding its recipes to a shopping list, and its calendar feed (the family kitchen). */
export const MEAL_PLAN_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/meal-plan',
    summary:
      'The caller’s meal plan: every day from `from` to `to`, empty days included; days outside the plan window (two years before and after today, UTC) are always empty',
    tag: 'Meal plan',
    access: 'signedIn',
    query: planRangeSchema,
    responses: { 200: { description: 'The days, in order', body: inlineJson(mealPlanSchema) } },
    errors: [400, 503],
  },
  {
    method: 'put',
    path: '/meal-plan/:date',
    summary: 'Replace one day of the caller’s plan (recipes approved, or the caller’s own)',
    tag: 'Meal plan',
    access: 'signedIn',
    pathParams: {
      date: {
        description: 'The day, YYYY-MM-DD, at most two years before or after today (UTC)',
        schema: z.iso.date(),
      },
    },
    body: inlineJson(planDayInputSchema),
    responses: { 200: { description: 'The day as stored', body: inlineJson(planDaySchema) } },
    errors: [400, 429, 503],
  },
  {
    method: 'post',
    path: '/meal-plan/shopping-list',
    summary:
      'Add every recipe planned from `from` to `to` to one of the caller’s shopping lists, once per time it is planned',
    tag: 'Meal plan',
    access: 'signedIn',
    body: inlineJson(planToListSchema),
    responses: { 200: { description: 'The list', body: inlineJson(shoppingListSchema) } },
    errors: [400, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/meal-plan/calendar',
    summary: 'Whether the caller’s calendar feed is on',
    tag: 'Meal plan',
    access: 'signedIn',
    responses: {
      200: { description: 'The feed’s state', body: inlineJson(calendarFeedStateSchema) },
    },
    errors: [503],
  },
  {
    method: 'post',
    path: '/meal-plan/calendar',
    summary: 'Make a new calendar feed address; the previous one stops working at once',
    tag: 'Meal plan',
    access: 'signedIn',
    responses: {
      201: {
        description: 'The feed’s secret address, shown only now',
        body: inlineJson(calendarFeedCreatedSchema),
      },
    },
    errors: [429, 503],
  },
  {
    method: 'delete',
    path: '/meal-plan/calendar',
    summary: 'Turn the calendar feed off',
    tag: 'Meal plan',
    access: 'signedIn',
    responses: { 204: { description: 'The feed is off' } },
    errors: [503],
  },
  {
    method: 'get',
    path: '/meal-plan/calendar/:token.ics',
    summary:
      'The calendar feed (iCalendar, RFC 5545) of the cook whose secret token it is: 30 days back to 90 ahead',
    tag: 'Meal plan',
    access: 'public',
    pathParams: {
      token: { description: 'The feed’s secret token', schema: z.string() },
    },
    responses: {
      200: {
        description: 'One all-day event per planned recipe',
        body: { contentType: 'text/calendar', schema: z.string() },
        headers: { 'Cache-Control': 'private, max-age=300' },
      },
    },
    errors: [404, 429, 503],
  },
];
