import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/* The meal plan, adding its recipes to a shopping list, and its calendar feed (the family kitchen). */

const mealPlan = { tag: 'Meal plan', access: 'signedIn' } as const;
const mealPlanPublic = { tag: 'Meal plan', access: 'public' } as const;

export const getMealPlan = endpoint('get', '/meal-plan', mealPlan, {
  summary:
    'The caller’s meal plan: every day from `from` to `to`, empty days included; days outside the plan window (two years before and after today, UTC) are always empty',
  query: 'PlanRange',
  invalid: 'Invalid range',
  responses: { 200: { description: 'The days, in order', schema: 'MealPlan' } },
  errors: [400, 503],
  offline: { readable: true },
});

export const replacePlanDay = endpoint('put', '/meal-plan/:date', mealPlan, {
  summary:
    'Replace one day of the household’s plan: each meal’s lines in order, recipes (approved, or the caller’s own) at their own or the planned servings, and notes of 1 to 60 characters',
  params: {
    date: {
      schema: 'IsoDate',
      description: 'The day, YYYY-MM-DD, at most two years before or after today (UTC)',
    },
  },
  ...bodyOf('PlanDayInput', 'Invalid day'),
  responses: { 200: { description: 'The day as stored', schema: 'PlanDay' } },
  errors: [400, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const previewPlanToShoppingList = endpoint(
  'post',
  '/meal-plan/shopping-list/preview',
  mealPlan,
  {
    summary:
      'What adding the recipes planned from `from` to `to` to a list would add, changing nothing: each planned recipe the caller can use, in plan order, with its lines to buy at the servings planned, the household’s pantry staples marked',
    ...bodyOf('PlanToListPreviewInput', 'Invalid range'),
    responses: { 200: { description: 'The recipes and their lines', schema: 'PlanToListPreview' } },
    errors: [400, 503],
  },
);

export const planToShoppingList = endpoint('post', '/meal-plan/shopping-list', mealPlan, {
  summary:
    'Add every recipe planned from `from` to `to` to one of the caller’s shopping lists, once per time it is planned, scaled to the servings planned (notes add nothing); the household’s pantry staples are left off unless `includeStaples` is true. `days` keeps only the days listed (each within the range); `skip` leaves out the lines named by plan line (`date`, `meal`, `position`) and ingredient (`line`), and names of lines not planned are ignored',
  ...bodyOf('PlanToList', 'Invalid range'),
  responses: { 200: { description: 'The list', schema: 'ShoppingList' } },
  errors: [400, 404, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const surprisePlanMeal = endpoint('post', '/meal-plan/surprise', mealPlan, {
  summary:
    '“Surprise me”: add to the meal a recipe that suits it under the household’s meal rules and is not yet planned that week (its first day `week_starts`, 0 Sunday to 6 Saturday, Monday when not sent), from the caller’s favourites first, then recipes sharing their tags or those of the planned recipes, then any approved recipe. With `instead` (“Try another”), that recipe, still the meal’s last line, is replaced in its place by another',
  ...bodyOf('PlanSurprise', 'Invalid meal'),
  responses: { 200: { description: 'The recipe planned', schema: 'PlanSurpriseResult' } },
  errors: [400, 409, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const fillPlanDinners = endpoint('post', '/meal-plan/fill-dinners', mealPlan, {
  summary:
    '“Fill empty dinners”: one recipe into every empty dinner of the seven days from `from` (the first day of the week shown, on whichever day the reader’s week starts), from the caller’s today on (`today`, taken within a day of the server’s UTC date; the server’s date otherwise), under the household’s dinner rule, “no repeat within N days” and “a favourite a week”',
  ...bodyOf('PlanFillDinners', 'Invalid week'),
  responses: {
    200: { description: 'The dinners filled and those left empty', schema: 'PlanFillResult' },
  },
  errors: [400, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const getMealRules = endpoint('get', '/household/meal-rules', mealPlan, {
  summary:
    'The household’s meal rules: the categories and tags that suit each meal (a meal left empty follows the defaults), and the rules of filling dinners',
  responses: { 200: { description: 'The rules as they apply', schema: 'MealRules' } },
  errors: [503],
});

export const replaceMealRules = endpoint('put', '/household/meal-rules', mealPlan, {
  summary:
    'Replace the household’s meal rules (any member): each meal’s categories and up to 10 tags, “no repeat within N days” (0 to 60, 0 is off) and “a favourite a week”',
  ...bodyOf('MealRulesInput', 'Invalid meal rules'),
  responses: { 200: { description: 'The rules as they apply', schema: 'MealRules' } },
  errors: [400, 503],
  limits: [RATE_LIMITS.mealPlanWrites],
});

export const getCalendarFeed = endpoint('get', '/meal-plan/calendar', mealPlan, {
  summary:
    'Whether the caller’s own calendar feed is on (each member of a household has their own)',
  responses: { 200: { description: 'The feed’s state', schema: 'CalendarFeedState' } },
  errors: [503],
});

export const createCalendarFeed = endpoint('post', '/meal-plan/calendar', mealPlan, {
  summary:
    'Make a new calendar feed address of the caller’s own; their previous one stops working at once, and the other members’ addresses keep working',
  responses: {
    201: {
      description: 'The feed’s secret address, shown only now',
      schema: 'CalendarFeedCreated',
    },
  },
  errors: [503],
  limits: [RATE_LIMITS.calendarFeedResets],
});

export const removeCalendarFeed = endpoint('delete', '/meal-plan/calendar', mealPlan, {
  summary: 'Turn the caller’s calendar feed off; the other members’ keep working',
  responses: { 204: { description: 'The feed is off' } },
  errors: [503],
});

export const getCalendar = endpoint('get', '/meal-plan/calendar/:token.ics', mealPlanPublic, {
  summary:
    'The calendar feed (iCalendar, RFC 5545) of the cook whose secret token it is: 30 days back to 90 ahead',
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
