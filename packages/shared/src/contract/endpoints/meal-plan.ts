import { endpoint } from '../endpoint.js';
import { RATE_LIMITS } from '../limits.js';

/* The meal plan, adding its recipes to a shopping list, and its calendar feed (the family kitchen). */

export const getMealPlan = endpoint({
  method: 'get',
  path: '/meal-plan',
  summary:
    'The caller’s meal plan: every day from `from` to `to`, empty days included; days outside the plan window (two years before and after today, UTC) are always empty',
  tag: 'Meal plan',
  access: 'signedIn',
  query: 'PlanRange',
  invalid: 'Invalid range',
  responses: { 200: { description: 'The days, in order', schema: 'MealPlan' } },
  errors: [400, 503],
  offline: { readable: true },
});

export const replacePlanDay = endpoint({
  method: 'put',
  path: '/meal-plan/:date',
  summary:
    'Replace one day of the household’s plan: each meal’s lines in order, recipes (approved, or the caller’s own) at their own or the planned servings, and notes of 1 to 60 characters',
  tag: 'Meal plan',
  access: 'signedIn',
  params: {
    date: {
      schema: 'IsoDate',
      description: 'The day, YYYY-MM-DD, at most two years before or after today (UTC)',
    },
  },
  body: { schema: 'PlanDayInput' },
  invalid: 'Invalid day',
  responses: { 200: { description: 'The day as stored', schema: 'PlanDay' } },
  errors: [400, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const planToShoppingList = endpoint({
  method: 'post',
  path: '/meal-plan/shopping-list',
  summary:
    'Add every recipe planned from `from` to `to` to one of the caller’s shopping lists, once per time it is planned, scaled to the servings planned (notes add nothing); the household’s pantry staples are left off unless `includeStaples` is true',
  tag: 'Meal plan',
  access: 'signedIn',
  body: { schema: 'PlanToList' },
  invalid: 'Invalid range',
  responses: { 200: { description: 'The list', schema: 'ShoppingList' } },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const surprisePlanMeal = endpoint({
  method: 'post',
  path: '/meal-plan/surprise',
  summary:
    '“Surprise me”: add to the meal a recipe not yet planned that week (Monday to Sunday), from the caller’s favourites first, then recipes sharing their tags or those of the planned recipes, then any approved recipe',
  tag: 'Meal plan',
  access: 'signedIn',
  body: { schema: 'PlanSurprise' },
  invalid: 'Invalid meal',
  responses: { 200: { description: 'The recipe planned', schema: 'PlanSurpriseResult' } },
  errors: [400, 409, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const getCalendarFeed = endpoint({
  method: 'get',
  path: '/meal-plan/calendar',
  summary: 'Whether the caller’s calendar feed is on',
  tag: 'Meal plan',
  access: 'signedIn',
  responses: { 200: { description: 'The feed’s state', schema: 'CalendarFeedState' } },
  errors: [503],
});

export const createCalendarFeed = endpoint({
  method: 'post',
  path: '/meal-plan/calendar',
  summary: 'Make a new calendar feed address; the previous one stops working at once',
  tag: 'Meal plan',
  access: 'signedIn',
  responses: {
    201: {
      description: 'The feed’s secret address, shown only now',
      schema: 'CalendarFeedCreated',
    },
  },
  errors: [503],
  limits: [RATE_LIMITS.calendarFeedResets],
});

export const removeCalendarFeed = endpoint({
  method: 'delete',
  path: '/meal-plan/calendar',
  summary: 'Turn the calendar feed off',
  tag: 'Meal plan',
  access: 'signedIn',
  responses: { 204: { description: 'The feed is off' } },
  errors: [503],
});

export const getCalendar = endpoint({
  method: 'get',
  path: '/meal-plan/calendar/:token.ics',
  summary:
    'The calendar feed (iCalendar, RFC 5545) of the cook whose secret token it is: 30 days back to 90 ahead',
  tag: 'Meal plan',
  access: 'public',
  params: { token: { schema: 'Text', description: 'The feed’s secret token' } },
  responses: {
    200: {
      description: 'One all-day event per planned recipe or note',
      schema: 'Calendar',
      contentType: 'text/calendar',
      headers: { 'Cache-Control': 'private, max-age=300' },
    },
  },
  errors: [404, 503],
  limits: [RATE_LIMITS.calendarFeed],
});
