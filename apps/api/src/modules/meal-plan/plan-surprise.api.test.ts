import {
  MEAL_RULE_MESSAGES,
  mealPlanSchema,
  planSurpriseResultSchema,
  RECIPE_STATUS,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { recipes } from '../recipes/recipes.schema.js';
import { householdIdOfCook } from '../../test/households.js';
import { putPlanDay, thisWeekDay } from '../../test/plan-week.js';
import { insertRecipe, ownedBy } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

/*
 * Each test has a database of its own: "any approved recipe" is the last step of a surprise, so
 * the recipes a test inserts are all there are.
 */

const t = useTestApp();

const freshCook = () => createCook(t);

const surprise = (user: TestUser, body: unknown) =>
  request(t.app)
    .post('/api/meal-plan/surprise')
    .set(bearer(user))
    .send(body as object);

const putDay = (user: TestUser, date: string, body: unknown) =>
  putPlanDay(t, user, date, body).expect(200);

const favourite = (user: TestUser, id: string) =>
  request(t.app).put(`/api/recipes/${id}/favourite`).set(bearer(user)).expect(200);

async function weekOf(user: TestUser) {
  const res = await request(t.app)
    .get(`/api/meal-plan?from=${thisWeekDay(0)}&to=${thisWeekDay(6)}`)
    .set(bearer(user))
    .expect(200);
  return mealPlanSchema.parse(res.body).days;
}

/** Every recipe id planned in this week, in plan order. */
const plannedIds = async (user: TestUser) =>
  (await weekOf(user)).flatMap((day) =>
    [...day.breakfast, ...day.lunch, ...day.dinner, ...day.other].flatMap((entry) =>
      entry.kind === 'recipe' ? [entry._id] : [],
    ),
  );

/** Only these recipes are approved; every earlier test's recipe is put back to draft. */
async function onlyApproved(): Promise<void> {
  await t.db.database.db.update(recipes).set({ status: RECIPE_STATUS.PENDING });
}

describe('POST /api/meal-plan/surprise', () => {
  it('when a cook asks for surprises, then only recipes that suit the meal are picked: favourites first, then recipes sharing their tags, then any, never one already planned that week, and then 409', async () => {
    await onlyApproved();
    const me = await freshCook();
    const loved = await insertRecipe(t, {
      title: 'Loved Soup',
      tags: ['Soup'],
      category: 'Entrees',
    });
    const plannedLoved = await insertRecipe(t, {
      title: 'Planned Pie',
      tags: ['pie'],
      category: 'Entrees',
    });
    const sameTag = await insertRecipe(t, {
      title: 'Other Soup',
      tags: ['soup'],
      category: 'Entrees',
    });
    const plainA = await insertRecipe(t, { title: 'Plain A', tags: [], category: 'Breakfast' });
    const plainB = await insertRecipe(t, {
      title: 'Plain B',
      tags: ['cake'],
      category: 'Desserts',
    });
    const draft = await insertRecipe(t, {
      title: 'Someone’s draft',
      tags: ['soup'],
      status: RECIPE_STATUS.PENDING,
    });
    await favourite(me, loved);
    await favourite(me, plannedLoved);
    await putDay(me, thisWeekDay(0), { dinner: [plannedLoved, { note: 'Leftovers' }] });

    const first = await surprise(me, { date: thisWeekDay(2), meal: 'dinner' }).expect(200);
    expect(planSurpriseResultSchema.parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({
      date: thisWeekDay(2),
      meal: 'dinner',
      entry: { kind: 'recipe', _id: loved, title: 'Loved Soup', servings: null },
    });
    expectDocumented('POST', '/meal-plan/surprise', { status: 200, body: first.body });

    const second = await surprise(me, { date: thisWeekDay(4), meal: 'lunch' }).expect(200);
    expect(second.body.entry._id).toBe(sameTag);

    const rest = [];
    for (const meal of ['breakfast', 'other'] as const) {
      const res = await surprise(me, { date: thisWeekDay(6), meal }).expect(200);
      rest.push(res.body.entry._id);
    }
    expect(rest).toEqual([plainA, plainB]);

    const none = await surprise(me, { date: thisWeekDay(1), meal: 'lunch' }).expect(409);
    expect(none.body.message).toBe(MEAL_RULE_MESSAGES.nothingSuits);

    const planned = await plannedIds(me);
    expect(planned).toHaveLength(5);
    expect(new Set(planned).size).toBe(5);
    expect(planned).not.toContain(draft);
    const days = await weekOf(me);
    expect(days[2]?.dinner.map((entry) => entry.kind === 'recipe' && entry._id)).toEqual([loved]);
    expect(days[1]?.lunch).toEqual([]);
  });

  it('when a cook with no household yet is refused a surprise, then no household is made for them', async () => {
    await onlyApproved();
    const me = await freshCook();
    await insertRecipe(t, { title: 'Only Dessert', tags: [], category: 'Desserts' });
    const none = await surprise(me, { date: thisWeekDay(2), meal: 'breakfast' }).expect(409);
    expect(none.body.message).toBe(MEAL_RULE_MESSAGES.nothingSuits);
    const stale = await surprise(me, {
      date: thisWeekDay(2),
      meal: 'other',
      instead: '00000000-0000-4000-8000-000000000000',
    }).expect(409);
    expect(stale.body.message).toBe(MEAL_RULE_MESSAGES.notLastSurprise);
    expect(await householdIdOfCook(t, me)).toBeUndefined();

    await surprise(me, { date: thisWeekDay(2), meal: 'other' }).expect(200);
    expect(await householdIdOfCook(t, me)).toBeDefined();
  });

  it('when another week is surprised, then recipes planned only in this week may come again', async () => {
    await onlyApproved();
    const me = await freshCook();
    const only = await insertRecipe(t, { title: 'The Only One', tags: [], category: 'Entrees' });
    await surprise(me, { date: thisWeekDay(3), meal: 'dinner' }).expect(200);
    await surprise(me, { date: thisWeekDay(5), meal: 'dinner' }).expect(409);

    const next = await surprise(me, { date: thisWeekDay(7), meal: 'dinner' }).expect(200);
    expect(next.body.entry._id).toBe(only);
  });

  it('when a cook’s weeks start on Sunday, then a Sunday is in the week that follows it: a recipe planned on the Tuesday before may come again, as it may not in a week from Monday', async () => {
    await onlyApproved();
    const me = await freshCook();
    const only = await insertRecipe(t, { title: 'Sunday Roast', tags: [], category: 'Entrees' });
    const tuesday = thisWeekDay(1);
    const sunday = thisWeekDay(6);
    await surprise(me, { date: tuesday, meal: 'dinner', week_starts: 0 }).expect(200);

    const mondayWeek = await surprise(me, { date: sunday, meal: 'dinner' }).expect(409);
    expect(mondayWeek.body.message).toBe(MEAL_RULE_MESSAGES.nothingSuits);
    await surprise(me, { date: sunday, meal: 'dinner', week_starts: 1 }).expect(409);
    const sundayWeek = await surprise(me, { date: sunday, meal: 'dinner', week_starts: 0 });
    expect(sundayWeek.status).toBe(200);
    expect(sundayWeek.body.entry._id).toBe(only);
  });

  it('when two households surprise the same week, then each sees its own plan only, and a draft of one cook is never offered to another', async () => {
    await onlyApproved();
    const me = await freshCook();
    const stranger = await freshCook();
    const shared = await insertRecipe(t, { title: 'Shared Stew', tags: [], category: 'Entrees' });
    const mine = await insertRecipe(t, {
      title: 'My Draft',
      tags: [],
      category: 'Entrees',
      status: RECIPE_STATUS.PENDING,
      ...ownedBy(me),
    });
    await favourite(me, mine);

    const myPick = await surprise(me, { date: thisWeekDay(1), meal: 'dinner' }).expect(200);
    expect(myPick.body.entry._id).toBe(mine);
    const theirPick = await surprise(stranger, { date: thisWeekDay(1), meal: 'dinner' }).expect(
      200,
    );
    expect(theirPick.body.entry._id).toBe(shared);
    await surprise(stranger, { date: thisWeekDay(2), meal: 'dinner' }).expect(409);

    expect(await plannedIds(me)).toEqual([mine]);
    expect(await plannedIds(stranger)).toEqual([shared]);
  });

  it('when the meal or the day is not valid, then 400 with the field at fault and nothing is planned', async () => {
    await onlyApproved();
    const me = await freshCook();
    await insertRecipe(t, { title: 'Never Planned', tags: [] });
    const cases: [unknown, string][] = [
      [{ date: thisWeekDay(1), meal: 'supper' }, 'meal'],
      [{ date: '2026-02-30', meal: 'dinner' }, 'date'],
      [{ date: '1999-01-04', meal: 'dinner' }, 'date'],
      [{ meal: 'dinner' }, 'date'],
      ...[7, -1, 1.5, '1', null].map((week_starts): [unknown, string] => [
        { date: thisWeekDay(1), meal: 'dinner', week_starts },
        'week_starts',
      ]),
    ];
    for (const [body, field] of cases) {
      const res = await surprise(me, body).expect(400);
      expect(res.body.errors.map((error: { field: string }) => error.field)).toContain(field);
      if (field === 'week_starts') {
        expect(res.body.errors).toContainEqual({
          field,
          message: MEAL_RULE_MESSAGES.weekStartsInvalid,
        });
      }
    }
    expect(await plannedIds(me)).toEqual([]);
  });

  it('when the meal is full, then 400 and the day is unchanged', async () => {
    await onlyApproved();
    const me = await freshCook();
    const ten = Array.from({ length: 10 }, (_, i) => ({ note: `Note ${i + 1}` }));
    await insertRecipe(t, { title: 'No Room', tags: [] });
    await putDay(me, thisWeekDay(2), { dinner: ten });
    const res = await surprise(me, { date: thisWeekDay(2), meal: 'dinner' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'dinner', message: 'At most 10 recipes a meal' }]);
    expect((await weekOf(me))[2]?.dinner).toHaveLength(10);
  });

  it('when a visitor is not signed in, then 401', async () => {
    await request(t.app)
      .post('/api/meal-plan/surprise')
      .send({ date: thisWeekDay(1), meal: 'dinner' })
      .expect(401);
  });
});
