import {
  calendarFeedCreatedSchema,
  mealPlanSchema,
  planDaySchema,
  PLAN_MESSAGES,
  shoppingListSchema,
} from '@family-recipes/shared';
import { and, asc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mealPlanEntries } from './meal-plan.schema.js';
import { siteUrl } from '../../http/site.js';
import { putPlanDay, thisWeekDay } from '../../test/plan-week.js';
import { createList, readList } from '../../test/shopping-lists.js';
import { insertRecipe, subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { utcDay } from './plan-days.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();

/** A fresh cook, in a household of their own, so that each test starts with an empty plan. */
const freshCook = () => createCook(t);

const putDay = (user: TestUser, date: string, body: unknown) => putPlanDay(t, user, date, body);

async function planOf(user: TestUser, from: string, to: string) {
  const res = await request(t.app)
    .get(`/api/meal-plan?from=${from}&to=${to}`)
    .set(bearer(user))
    .expect(200);
  return mealPlanSchema.parse(res.body);
}

const storedDay = (user: TestUser, day: string) =>
  t.db.database.db
    .select({
      meal: mealPlanEntries.meal,
      recipeId: mealPlanEntries.recipeId,
      note: mealPlanEntries.note,
      servings: mealPlanEntries.servings,
    })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userSub, subOf(user.idToken)), eq(mealPlanEntries.day, day)))
    .orderBy(asc(mealPlanEntries.meal), asc(mealPlanEntries.position));

describe('notes and servings in PUT /api/meal-plan/:date', () => {
  it('when a day holds notes and recipes at planned servings, then the day, the plan and the table show them in order', async () => {
    const me = await freshCook();
    const soup = await insertRecipe(t, { title: 'Notes Soup', serving: '4' });
    const day = thisWeekDay(1);

    const res = await putDay(me, day, {
      lunch: [{ note: '  Leftovers  ' }],
      dinner: [{ recipe_id: soup, servings: 6 }, { note: 'Pizza night' }, soup],
    }).expect(200);
    expect(planDaySchema.parse(res.body)).toEqual(res.body);
    expect(res.body.lunch).toEqual([{ kind: 'note', note: 'Leftovers' }]);
    expect(res.body.dinner).toEqual([
      expect.objectContaining({ kind: 'recipe', _id: soup, title: 'Notes Soup', servings: 6 }),
      { kind: 'note', note: 'Pizza night' },
      expect.objectContaining({ kind: 'recipe', _id: soup, serving: '4', servings: null }),
    ]);
    expectDocumented('PUT', '/meal-plan/:date', { status: 200, body: res.body });

    const { days } = await planOf(me, day, day);
    expect(days[0]).toEqual(res.body);
    expect(await storedDay(me, day)).toEqual([
      { meal: 'dinner', recipeId: soup, note: null, servings: 6 },
      { meal: 'dinner', recipeId: null, note: 'Pizza night', servings: null },
      { meal: 'dinner', recipeId: soup, note: null, servings: null },
      { meal: 'lunch', recipeId: null, note: 'Leftovers', servings: null },
    ]);
  });

  it('when a note or servings are not valid, then 400 naming the line and the day is unchanged', async () => {
    const me = await freshCook();
    const soup = await insertRecipe(t, { title: 'Kept Soup' });
    const day = thisWeekDay(2);
    await putDay(me, day, { dinner: [{ note: 'Fish' }, soup] }).expect(200);
    const before = await storedDay(me, day);

    const cases: [unknown, string, string][] = [
      [{ dinner: [{ note: '   ' }] }, 'dinner.0.note', PLAN_MESSAGES.noteInvalid],
      [{ dinner: [soup, { note: 'x'.repeat(61) }] }, 'dinner.1.note', PLAN_MESSAGES.noteInvalid],
      [{ lunch: [{ note: 5 }] }, 'lunch.0', PLAN_MESSAGES.itemInvalid],
      [
        { dinner: [{ recipe_id: soup, servings: 0 }] },
        'dinner.0.servings',
        PLAN_MESSAGES.servingsInvalid,
      ],
      [
        { dinner: [{ recipe_id: soup, servings: 2.5 }] },
        'dinner.0.servings',
        PLAN_MESSAGES.servingsInvalid,
      ],
      [
        { dinner: [{ recipe_id: soup, servings: 101 }] },
        'dinner.0.servings',
        PLAN_MESSAGES.servingsInvalid,
      ],
      [{ dinner: [{ recipe_id: 'soup' }] }, 'dinner.0.recipe_id', PLAN_MESSAGES.recipeIdInvalid],
      [{ dinner: [{ title: 'Soup' }] }, 'dinner.0', PLAN_MESSAGES.itemInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await putDay(me, day, body).expect(400);
      expect(res.body.errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect(await storedDay(me, day)).toEqual(before);
  });

  it('when a cook of another household reads the same days, then they see none of the notes', async () => {
    const me = await freshCook();
    const stranger = await freshCook();
    const day = thisWeekDay(3);
    await putDay(me, day, { dinner: [{ note: 'Our secret supper' }] }).expect(200);

    const { days } = await planOf(stranger, day, day);
    expect(days[0]).toEqual({ date: day, breakfast: [], lunch: [], dinner: [], other: [] });
    await putDay(stranger, day, { dinner: [{ note: 'Theirs' }] }).expect(200);
    expect((await planOf(me, day, day)).days[0]?.dinner).toEqual([
      { kind: 'note', note: 'Our secret supper' },
    ]);
  });
});

describe('servings in POST /api/meal-plan/shopping-list', () => {
  const newList = (user: TestUser) => createList(t, user, { name: 'Servings list' });

  it('when recipes are planned at other servings beside notes, then the list holds each scaled, ranges too, and the notes add nothing', async () => {
    const me = await freshCook();
    const lemonade = await insertRecipe(t, {
      title: 'Scaled Lemonade',
      serving: '4',
      ingredients: [
        { quantity: 3, units: '', ingredient: 'lemons' },
        { quantity: null, units: '', ingredient: '2-3 tbsp honey' },
      ],
    });
    const bread = await insertRecipe(t, {
      title: 'Scaled Bread',
      serving: '2',
      ingredients: [{ quantity: 250, units: 'g', ingredient: 'rye flour' }],
    });
    await putDay(me, thisWeekDay(0), {
      lunch: [{ note: 'Leftovers' }],
      dinner: [{ recipe_id: lemonade, servings: 8 }, bread],
    }).expect(200);
    await putDay(me, thisWeekDay(4), { dinner: [{ recipe_id: bread, servings: 1 }] }).expect(200);
    const list = await newList(me);

    const res = await request(t.app)
      .post('/api/meal-plan/shopping-list')
      .set(bearer(me))
      .send({ from: thisWeekDay(0), to: thisWeekDay(6), listId: list._id })
      .expect(200);
    const filled = shoppingListSchema.parse(res.body);
    const line = (key: string) => filled.items.find((item) => item.key.includes(key));
    // 3 lemons for 4, planned for 8.
    expect(line('lemon')?.quantity).toBe(6);
    // 250 g for 2 at its own servings, and again planned for 1: 250 + 125.
    expect(line('rye flour')?.quantity).toBe(375);
    expect(line('rye flour')?.units).toBe('g');
    // A range scales at both ends, as the recipe added to a list at 8 servings does.
    const byHand = await newList(me);
    const scaled = await request(t.app)
      .post(`/api/shopping-lists/${byHand._id}/recipes`)
      .set(bearer(me))
      .send({ recipeId: lemonade, servings: 8 })
      .expect(200);
    const honey = shoppingListSchema
      .parse(scaled.body)
      .items.find((item) => item.key.includes('honey'));
    expect(honey).toBeDefined();
    expect(line('honey')).toMatchObject({
      ingredient: honey?.ingredient,
      quantity: honey?.quantity,
      units: honey?.units,
    });
    expect(`${honey?.quantity ?? ''} ${honey?.units} ${honey?.ingredient}`).toMatch(/4\s*-\s*6/);
    expect(filled.items.some((item) => /leftover/i.test(item.ingredient))).toBe(false);
  });

  it('when the week holds only notes, then 400 nothing planned and the list is unchanged', async () => {
    const me = await freshCook();
    await putDay(me, thisWeekDay(5), { dinner: [{ note: 'Eating out' }] }).expect(200);
    const list = await newList(me);
    const res = await request(t.app)
      .post('/api/meal-plan/shopping-list')
      .set(bearer(me))
      .send({ from: thisWeekDay(0), to: thisWeekDay(6), listId: list._id })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'from', message: 'Nothing is planned in those days.' },
    ]);
    expect((await readList(t, me, list._id)).items).toEqual([]);
  });
});

describe('notes in the calendar feed', () => {
  it('when a day holds a note and a recipe at planned servings, then the feed shows both as events', async () => {
    const me = await freshCook();
    const stew = await insertRecipe(t, { title: 'Feed Stew', serving: '4' });
    const today = utcDay(new Date());
    await putDay(me, today, {
      lunch: [{ note: 'Pizza night' }],
      dinner: [{ recipe_id: stew, servings: 10 }],
    }).expect(200);
    const made = await request(t.app).post('/api/meal-plan/calendar').set(bearer(me)).expect(201);
    const url = calendarFeedCreatedSchema.parse(made.body).url;

    const feed = await request(t.app)
      .get(url.slice(siteUrl(t.config).length))
      .set('X-Forwarded-For', '198.51.100.200')
      .expect(200);
    const calendar = new ICAL.Component(ICAL.parse(feed.text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
      };
    });
    expect(events).toEqual([
      {
        summary: 'Lunch: Pizza night',
        description: `Meal plan: ${siteUrl(t.config)}/meal-plan`,
        start: today,
      },
      {
        summary: 'Dinner: Feed Stew',
        description: `Serves: 10\nRecipe: ${siteUrl(t.config)}/recipes/${stew}`,
        start: today,
      },
    ]);
  });
});
