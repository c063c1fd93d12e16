import {
  KITCHEN_MESSAGES,
  mealPlanSchema,
  planDaySchema,
  type MealPlan,
  type PlanDay,
  type PlannedEntry,
} from '@family-recipes/shared';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mealPlanEntries } from './meal-plan.schema.js';
import { recipes } from '../recipes/recipes.schema.js';
import { commonYearInWindow, putPlanDay, thisWeekDay } from '../../test/plan-week.js';
import { insertRecipe, ownedBy, subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();
const [other] = useUsers(t, 'Other Olga');

// The days written are this week's (thisWeekDay(0) is its Monday, UTC) and the weeks around it,
// in the plan window whenever the tests run.
/** A year in the plan window without a 29 February, for days that are not real. */
const YEAR = commonYearInWindow();

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A fresh cook, so that each test starts with an empty plan. */
const freshCook = () => createCook(t);

const getPlan = (user: TestUser, query: string) =>
  request(t.app).get(`/api/meal-plan${query}`).set(bearer(user));
const putDay = (user: TestUser, date: string, body: unknown) => putPlanDay(t, user, date, body);

/** A line of a meal as the tests compare it: a recipe's title or a note's text. */
const entryName = (entry: PlannedEntry) => (entry.kind === 'recipe' ? entry.title : entry.note);

async function plan(user: TestUser, from: string, to: string): Promise<MealPlan> {
  const res = await getPlan(user, `?from=${from}&to=${to}`).expect(200);
  return mealPlanSchema.parse(res.body);
}

const titles = (day: PlanDay | undefined) =>
  day && {
    breakfast: day.breakfast.map(entryName),
    lunch: day.lunch.map(entryName),
    dinner: day.dinner.map(entryName),
    other: day.other.map(entryName),
  };

const storedDay = (user: TestUser, day: string) =>
  t.db.database.db
    .select({ meal: mealPlanEntries.meal, recipeId: mealPlanEntries.recipeId })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userSub, subOf(user.idToken)), eq(mealPlanEntries.day, day)))
    .orderBy(mealPlanEntries.meal, mealPlanEntries.position);

describe('the meal plan for visitors', () => {
  it('when an anonymous visitor calls any signed-in meal plan route, then 401', async () => {
    const answers = await Promise.all([
      request(t.app).get(`/api/meal-plan?from=${thisWeekDay(0)}&to=${thisWeekDay(6)}`),
      request(t.app)
        .put(`/api/meal-plan/${thisWeekDay(0)}`)
        .send({}),
      request(t.app)
        .post('/api/meal-plan/shopping-list')
        .send({ from: thisWeekDay(0), to: thisWeekDay(6), listId: UNKNOWN }),
      request(t.app).get('/api/meal-plan/calendar'),
      request(t.app).post('/api/meal-plan/calendar'),
      request(t.app).delete('/api/meal-plan/calendar'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe('GET /api/meal-plan', () => {
  it('when the range is missing, not real days or backwards, then 400 with the field at fault', async () => {
    const me = await freshCook();
    const missing = await getPlan(me, '').expect(400);
    expect(missing.body.errors).toEqual([
      { field: 'from', message: KITCHEN_MESSAGES.dateInvalid },
      { field: 'to', message: KITCHEN_MESSAGES.dateInvalid },
    ]);
    const unreal = await getPlan(me, `?from=${YEAR}-02-30&to=${YEAR}-03-02`).expect(400);
    expect(unreal.body).toEqual({
      message: KITCHEN_MESSAGES.dateInvalid,
      errors: [{ field: 'from', message: KITCHEN_MESSAGES.dateInvalid }],
    });
    const words = await getPlan(me, `?from=today&to=${YEAR}-13-01`).expect(400);
    expect(words.body.errors).toEqual([
      { field: 'from', message: KITCHEN_MESSAGES.dateInvalid },
      { field: 'to', message: KITCHEN_MESSAGES.dateInvalid },
    ]);
    const backwards = await getPlan(me, `?from=${thisWeekDay(6)}&to=${thisWeekDay(0)}`).expect(400);
    expect(backwards.body.errors).toEqual([
      { field: 'to', message: KITCHEN_MESSAGES.rangeInvalid },
    ]);
    const tooLong = await getPlan(me, `?from=${YEAR}-01-01&to=${YEAR}-03-04`).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'to', message: KITCHEN_MESSAGES.rangeInvalid }]);
    for (const res of [missing, unreal, words, backwards, tooLong]) {
      expectDocumented('GET', '/meal-plan', { status: 400, body: res.body });
    }
  });

  it('when a range of 62 days is asked for, then every day comes in order, empty ones included', async () => {
    const me = await freshCook();
    const res = await getPlan(me, `?from=${YEAR}-01-01&to=${YEAR}-03-03`).expect(200);
    const { days } = mealPlanSchema.parse(res.body);
    expect(days).toHaveLength(62);
    expect(days[0]).toEqual({
      date: `${YEAR}-01-01`,
      breakfast: [],
      lunch: [],
      dinner: [],
      other: [],
    });
    expect(days[58]?.date).toBe(`${YEAR}-02-28`);
    expect(days[59]?.date).toBe(`${YEAR}-03-01`);
    expect(days[61]?.date).toBe(`${YEAR}-03-03`);
    expectDocumented('GET', '/meal-plan', { status: 200, body: res.body });
  });
});

describe('PUT /api/meal-plan/:date', () => {
  it('when a cook fills a day, then the day and the plan show each meal in the order given', async () => {
    const me = await freshCook();
    const toast = await insertRecipe(t, { title: 'Plan Toast', serving: '2 slices' });
    const soup = await insertRecipe(t, { title: 'Plan Soup' });
    const pie = await insertRecipe(t, { title: 'Plan Pie' });
    const mine = await insertRecipe(t, { title: 'My Draft Stew', status: 100, ...ownedBy(me) });

    const res = await putDay(me, thisWeekDay(2), {
      breakfast: [toast],
      dinner: [pie, mine, soup],
      other: [toast],
    }).expect(200);
    expect(planDaySchema.parse(res.body)).toEqual(res.body);
    expect(res.body.date).toBe(thisWeekDay(2));
    expect(res.body.breakfast).toEqual([
      {
        kind: 'recipe',
        _id: toast,
        title: 'Plan Toast',
        thumbnail_image: '/uploads/recipes/x-1280.webp',
        serving: '2 slices',
        servings: null,
      },
    ]);
    expect(titles(res.body as PlanDay)).toEqual({
      breakfast: ['Plan Toast'],
      lunch: [],
      dinner: ['Plan Pie', 'My Draft Stew', 'Plan Soup'],
      other: ['Plan Toast'],
    });
    expectDocumented('PUT', '/meal-plan/:date', { status: 200, body: res.body });

    const { days } = await plan(me, thisWeekDay(1), thisWeekDay(3));
    expect(days.map((day) => day.date)).toEqual([thisWeekDay(1), thisWeekDay(2), thisWeekDay(3)]);
    expect(days[1]).toEqual(res.body);
    expect(titles(days[0])).toEqual({ breakfast: [], lunch: [], dinner: [], other: [] });
  });

  it('when a cook sends a day again, then the whole day is replaced and other days stay', async () => {
    const me = await freshCook();
    const a = await insertRecipe(t, { title: 'Replace A' });
    const b = await insertRecipe(t, { title: 'Replace B' });
    await putDay(me, thisWeekDay(8), { lunch: [a], dinner: [a, b] }).expect(200);
    await putDay(me, thisWeekDay(9), { dinner: [b] }).expect(200);

    const res = await putDay(me, thisWeekDay(8), { dinner: [b, a] }).expect(200);
    expect(titles(res.body as PlanDay)).toEqual({
      breakfast: [],
      lunch: [],
      dinner: ['Replace B', 'Replace A'],
      other: [],
    });
    const emptied = await putDay(me, thisWeekDay(9), {}).expect(200);
    expect(titles(emptied.body as PlanDay)).toEqual({
      breakfast: [],
      lunch: [],
      dinner: [],
      other: [],
    });
    const { days } = await plan(me, thisWeekDay(8), thisWeekDay(9));
    expect(days.map(titles)).toEqual([
      { breakfast: [], lunch: [], dinner: ['Replace B', 'Replace A'], other: [] },
      { breakfast: [], lunch: [], dinner: [], other: [] },
    ]);
    expect(await storedDay(me, thisWeekDay(9))).toEqual([]);
  });

  it('when a day names a recipe the cook cannot see, then 400 on that meal and place, and nothing changes', async () => {
    const me = await freshCook();
    const kept = await insertRecipe(t, { title: 'Kept Kedgeree' });
    const approved = await insertRecipe(t, { title: 'Open Omelette' });
    const pending = await insertRecipe(t, { title: 'Hidden Hash', status: 100, ...ownedBy(other) });
    const denied = await insertRecipe(t, { title: 'Denied Dal', status: 199, ...ownedBy(other) });
    await putDay(me, thisWeekDay(-13), { dinner: [kept] }).expect(200);

    const res = await putDay(me, thisWeekDay(-13), {
      lunch: [UNKNOWN],
      dinner: [approved, pending],
      other: [denied],
    }).expect(400);
    expect(res.body).toEqual({
      message: 'Recipe not found',
      errors: [
        { field: 'lunch.0', message: 'Recipe not found' },
        { field: 'dinner.1', message: 'Recipe not found' },
        { field: 'other.0', message: 'Recipe not found' },
      ],
    });
    expectDocumented('PUT', '/meal-plan/:date', { status: 400, body: res.body });
    expect(await storedDay(me, thisWeekDay(-13))).toEqual([{ meal: 'dinner', recipeId: kept }]);
  });

  it('when the date or the body is not valid, then 400 with the field at fault', async () => {
    const me = await freshCook();
    const id = await insertRecipe(t, { title: 'Valid Vichyssoise' });
    for (const date of [`${YEAR}-02-29`, 'tomorrow', `${YEAR}-1-5`]) {
      const res = await putDay(me, date, { dinner: [id] }).expect(400);
      expect(res.body).toEqual({
        message: KITCHEN_MESSAGES.dateInvalid,
        errors: [{ field: 'date', message: KITCHEN_MESSAGES.dateInvalid }],
      });
    }
    const notId = await putDay(me, thisWeekDay(-12), { dinner: [id, 'soup'] }).expect(400);
    expect(notId.body.errors).toEqual([
      { field: 'dinner.1', message: KITCHEN_MESSAGES.recipeIdInvalid },
    ]);
    const tooMany = await putDay(me, thisWeekDay(-12), { lunch: Array(11).fill(id) }).expect(400);
    expect(tooMany.body.errors).toEqual([{ field: 'lunch', message: 'At most 10 recipes a meal' }]);
    expect(await storedDay(me, thisWeekDay(-12))).toEqual([]);
  });

  it('when a planned recipe is later hidden from the cook, then the plan leaves it out', async () => {
    const me = await freshCook();
    const stays = await insertRecipe(t, { title: 'Staying Stew' });
    const goes = await insertRecipe(t, { title: 'Going Goulash', ...ownedBy(other) });
    await putDay(me, thisWeekDay(-49), { dinner: [goes, stays] }).expect(200);
    await t.db.database.db.update(recipes).set({ status: 100 }).where(eq(recipes.id, goes));

    const { days } = await plan(me, thisWeekDay(-49), thisWeekDay(-49));
    expect(titles(days[0])?.dinner).toEqual(['Staying Stew']);
  });
});

describe('whose plan it is', () => {
  it('when two cooks plan the same days, then each sees only their own plan', async () => {
    const [me, neighbour] = await Promise.all([freshCook(), freshCook()]);
    const mine = await insertRecipe(t, { title: 'Mine Moussaka' });
    const theirs = await insertRecipe(t, { title: 'Theirs Tagine' });
    await putDay(me, thisWeekDay(-83), { dinner: [mine] }).expect(200);
    await putDay(neighbour, thisWeekDay(-82), { lunch: [theirs] }).expect(200);

    const mySide = await plan(me, thisWeekDay(-83), thisWeekDay(-82));
    expect(mySide.days.map(titles)).toEqual([
      { breakfast: [], lunch: [], dinner: ['Mine Moussaka'], other: [] },
      { breakfast: [], lunch: [], dinner: [], other: [] },
    ]);
    const theirSide = await plan(neighbour, thisWeekDay(-83), thisWeekDay(-82));
    expect(theirSide.days.map(titles)).toEqual([
      { breakfast: [], lunch: [], dinner: [], other: [] },
      { breakfast: [], lunch: ['Theirs Tagine'], dinner: [], other: [] },
    ]);
    // Replacing a day of one's own never touches the same day of another cook.
    await putDay(neighbour, thisWeekDay(-83), {}).expect(200);
    expect(titles((await plan(me, thisWeekDay(-83), thisWeekDay(-83))).days[0])?.dinner).toEqual([
      'Mine Moussaka',
    ]);
  });
});
