import { KITCHEN_MESSAGES, shoppingListSchema, type ShoppingList } from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { householdIdOfCook } from '../../test/households.js';
import { commonYearInWindow, putPlanDay, thisWeekDay } from '../../test/plan-week.js';
import { UNKNOWN, createList, insertRecipe, readList } from '../../test/shopping-lists.js';
import { bearer, createCook, createTestUser, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();

// The days planned are this week's (thisWeekDay(0) is its Monday, UTC) and the weeks around it,
// in the plan window whenever the tests run.

/** A fresh cook, so that each test starts with an empty plan and no lists. */
const freshCook = () => createCook(t);

const putDay = (user: TestUser, date: string, body: unknown) => putPlanDay(t, user, date, body);
const planToList = (user: TestUser, body: unknown) =>
  request(t.app)
    .post('/api/meal-plan/shopping-list')
    .set(bearer(user))
    .send(body as object);

describe('POST /api/meal-plan/shopping-list', () => {
  const line = (list: ShoppingList, ingredient: string) =>
    list.items.find((item) => item.ingredient === ingredient);

  it('when the week is added to a list, then each planned recipe adds its ingredients once per time it is planned', async () => {
    const me = await freshCook();
    const lemonade = await insertRecipe(t, {
      title: 'Lemonade',
      serving: '4',
      ingredients: [{ quantity: 3, units: '', ingredient: 'lemons' }],
    });
    const bread = await insertRecipe(t, {
      title: 'Bread',
      serving: '1 loaf',
      ingredients: [{ quantity: 500, units: 'g', ingredient: 'flour' }],
    });
    const outside = await insertRecipe(t, {
      title: 'Outside',
      ingredients: [{ quantity: 1, units: '', ingredient: 'melon' }],
    });
    await putDay(me, thisWeekDay(0), { breakfast: [lemonade], dinner: [bread] }).expect(200);
    await putDay(me, thisWeekDay(3), { lunch: [lemonade] }).expect(200);
    await putDay(me, thisWeekDay(7), { lunch: [outside] }).expect(200);
    const list = await createList(t, me, { name: 'Week list' });

    const res = await planToList(me, {
      from: thisWeekDay(0),
      to: thisWeekDay(6),
      listId: list._id,
    }).expect(200);
    const filled = shoppingListSchema.parse(res.body);
    expect(filled._id).toBe(list._id);
    expect(line(filled, 'Lemons')?.quantity).toBe(6);
    expect(line(filled, 'Flour')?.quantity).toBe(500);
    expect(line(filled, 'Melon')).toBeUndefined();
    expectDocumented('POST', '/meal-plan/shopping-list', { status: 200, body: res.body });
    expect(line(await readList(t, me, list._id), 'Lemons')?.quantity).toBe(6);
  });

  it('when nothing is planned in the range, then 400 on from and the list is unchanged', async () => {
    const me = await freshCook();
    const list = await createList(t, me, { name: 'Empty week' });
    const res = await planToList(me, {
      from: thisWeekDay(-114),
      to: thisWeekDay(-108),
      listId: list._id,
    }).expect(400);
    expect(res.body).toEqual({
      message: KITCHEN_MESSAGES.nothingPlanned,
      errors: [{ field: 'from', message: KITCHEN_MESSAGES.nothingPlanned }],
    });
    expect((await readList(t, me, list._id)).items).toEqual([]);
  });

  it('when an account without a household sends a week, then 400 and no household is made for it', async () => {
    const groupless = await createTestUser(t.identity.settings, { groups: [] });
    await planToList(groupless, {
      from: thisWeekDay(0),
      to: thisWeekDay(6),
      listId: UNKNOWN,
    }).expect(400);
    expect(await householdIdOfCook(t, groupless)).toBeUndefined();
  });

  it('when the list is another cook’s or unknown, then 404 and their list is unchanged', async () => {
    const me = await freshCook();
    const neighbour = await freshCook();
    const id = await insertRecipe(t, {
      title: 'Trespass Tart',
      ingredients: [{ quantity: 2, units: '', ingredient: 'pears' }],
    });
    await putDay(me, thisWeekDay(-145), { dinner: [id] }).expect(200);
    const theirs = await createList(t, neighbour, { name: 'Not yours' });
    for (const listId of [theirs._id, UNKNOWN]) {
      await planToList(me, { from: thisWeekDay(-145), to: thisWeekDay(-145), listId }).expect(404);
    }
    expect((await readList(t, neighbour, theirs._id)).items).toEqual([]);
  });

  it('when the body is not valid, then 400 with the fields at fault', async () => {
    const me = await freshCook();
    const res = await planToList(me, {
      from: thisWeekDay(-145),
      to: `${commonYearInWindow()}-07-32`,
      listId: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['to', 'listId']);
    const missing = await planToList(me, {}).expect(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual([
      'from',
      'to',
      'listId',
    ]);
    const backwards = await planToList(me, {
      from: thisWeekDay(-138),
      to: thisWeekDay(-145),
      listId: UNKNOWN,
    }).expect(400);
    expect(backwards.body.errors).toEqual([
      { field: 'to', message: KITCHEN_MESSAGES.rangeInvalid },
    ]);
  });
});
