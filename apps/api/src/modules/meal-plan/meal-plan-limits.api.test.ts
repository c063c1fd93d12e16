import {
  KITCHEN_MESSAGES,
  calendarFeedCreatedSchema,
  mealPlanSchema,
  planWindow,
  RATE_LIMITS,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { calendarFeeds, mealPlanEntries } from './meal-plan.schema.js';
import { bearer, createList, insertRecipe, readList } from '../../test/shopping-lists.js';
import { subOf } from '../../test/test-recipes.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { addDays, utcDay } from './plan-days.js';
import { expectDocumented } from '../../test/documented.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

/** A fresh cook, so that each test starts with an empty plan and unused counters. */
const freshCook = () => createCook(t);

const putDay = (user: TestUser, date: string, body: object) =>
  request(t.app).put(`/api/meal-plan/${date}`).set(bearer(user)).send(body);

const planToList = (user: TestUser, body: object) =>
  request(t.app).post('/api/meal-plan/shopping-list').set(bearer(user)).send(body);

const newFeed = (user: TestUser) =>
  request(t.app).post('/api/meal-plan/calendar').set(bearer(user));

const storedDays = async (user: TestUser) =>
  (
    await t.db.database.db
      .select({ day: mealPlanEntries.day })
      .from(mealPlanEntries)
      .where(eq(mealPlanEntries.userSub, subOf(user.idToken)))
      .orderBy(mealPlanEntries.day)
  ).map((row) => row.day);

function expectRateLimited(res: request.Response, message: string) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const today = utcDay(new Date());

describe('the plan window: two years before and after today (UTC)', () => {
  it('when a day outside the window is written, then 400 with the window message and nothing is stored', async () => {
    const me = await freshCook();
    const id = await insertRecipe(t, { title: 'Far Future Fudge' });
    const { from, to } = planWindow();
    for (const date of ['0001-01-01', addDays(from, -1), addDays(to, 1), '9999-12-31']) {
      const res = await putDay(me, date, { dinner: [id] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errors: [{ field: 'date', message: KITCHEN_MESSAGES.dateOutsideWindow }],
      });
      expectDocumented('PUT', '/meal-plan/:date', res);
    }
    expect(await storedDays(me)).toEqual([]);

    await putDay(me, today, { dinner: [id] }).expect(200);
    expect(await storedDays(me)).toEqual([today]);
  });

  it('when a range reaches past the window, then it is read up to the edge and the days beyond come back empty', async () => {
    const me = await freshCook();
    const { to } = planWindow();
    const id = await insertRecipe(t, { title: 'Edge Eccles Cake' });
    await putDay(me, to, { lunch: [id] }).expect(200);

    const res = await request(t.app)
      .get(`/api/meal-plan?from=${addDays(to, -1)}&to=${addDays(to, 2)}`)
      .set(bearer(me))
      .expect(200);
    const { days } = mealPlanSchema.parse(res.body);
    expect(days.map((day) => [day.date, day.lunch.length])).toEqual([
      [addDays(to, -1), 0],
      [to, 1],
      [addDays(to, 1), 0],
      [addDays(to, 2), 0],
    ]);

    const beyond = await request(t.app)
      .get('/api/meal-plan?from=9999-12-01&to=9999-12-31')
      .set(bearer(me))
      .expect(200);
    expect(mealPlanSchema.parse(beyond.body).days.every((day) => day.lunch.length === 0)).toBe(
      true,
    );
  });

  it('when a week wholly outside the window is sent to a list, then 400 with the window message and the list is unchanged', async () => {
    const me = await freshCook();
    const list = await createList(t, me);
    const res = await planToList(me, { from: '9999-12-01', to: '9999-12-07', listId: list._id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: [{ field: 'from', message: KITCHEN_MESSAGES.dateOutsideWindow }],
    });
    expectDocumented('POST', '/meal-plan/shopping-list', res);
    expect((await readList(t, me, list._id)).items).toEqual([]);
  });
});

describe('rate limits on plan writes and feed addresses', () => {
  // Three hundred writes, one after the other: longer than one test's usual time on a busy machine.
  it('when a cook writes the plan once more than the limit, then 429 with Retry-After for that cook alone, and nothing changes', async () => {
    const busy = await freshCook();
    const neighbour = await freshCook();
    const id = await insertRecipe(t, { title: 'Busy Bee Bread' });
    const list = await createList(t, busy);
    // The week-to-list call counts with the day writes: both change what the cook planned.
    await putDay(busy, today, { dinner: [id] }).expect(200);
    await planToList(busy, { from: today, to: today, listId: list._id }).expect(200);
    for (let i = 2; i < RATE_LIMITS.mealPlanWrites.max; i += 1) {
      await putDay(busy, today, { dinner: [id] }).expect(200);
    }

    const tomorrow = addDays(today, 1);
    const listBefore = await readList(t, busy, list._id);
    const refused = await putDay(busy, tomorrow, { dinner: [id] });
    expectRateLimited(refused, RATE_LIMITS.mealPlanWrites.message);
    expectDocumented('PUT', '/meal-plan/:date', refused);
    expect(await storedDays(busy)).toEqual([today]);
    const toList = await planToList(busy, { from: today, to: today, listId: list._id });
    expectRateLimited(toList, RATE_LIMITS.mealPlanWrites.message);
    expectDocumented('POST', '/meal-plan/shopping-list', toList);
    expect(await readList(t, busy, list._id)).toEqual(listBefore);
    // "Surprise me" writes the plan too.
    const surprised = await request(t.app)
      .post('/api/meal-plan/surprise')
      .set(bearer(busy))
      .send({ date: tomorrow, meal: 'dinner' });
    expectRateLimited(surprised, RATE_LIMITS.mealPlanWrites.message);
    expectDocumented('POST', '/meal-plan/surprise', surprised);
    expect(await storedDays(busy)).toEqual([today]);

    await putDay(neighbour, tomorrow, { dinner: [id] }).expect(200);
    expect(await storedDays(neighbour)).toEqual([tomorrow]);
  }, 120_000);

  it('when a cook makes new feed addresses faster than the limit, then 429 with Retry-After, the last address keeps working and the feed can still be turned off', async () => {
    const flooder = await freshCook();
    const other = await freshCook();
    let url = '';
    for (let i = 0; i < RATE_LIMITS.calendarFeedResets.max; i += 1) {
      url = calendarFeedCreatedSchema.parse((await newFeed(flooder).expect(201)).body).url;
    }
    const [before] = await t.db.database.db
      .select({ tokenHash: calendarFeeds.tokenHash })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userSub, subOf(flooder.idToken)));

    const refused = await newFeed(flooder);
    expectRateLimited(refused, RATE_LIMITS.calendarFeedResets.message);
    expectDocumented('POST', '/meal-plan/calendar', refused);
    const [after] = await t.db.database.db
      .select({ tokenHash: calendarFeeds.tokenHash })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userSub, subOf(flooder.idToken)));
    expect(after).toEqual(before);
    await request(t.app).get(new URL(url).pathname).expect(200);

    await newFeed(other).expect(201);
    await request(t.app).delete('/api/meal-plan/calendar').set(bearer(flooder)).expect(204);
    await request(t.app).get(new URL(url).pathname).expect(404);
  });
});
