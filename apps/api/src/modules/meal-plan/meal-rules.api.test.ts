import {
  MEAL_RULE_MESSAGES,
  RATE_LIMITS,
  RECIPE_STATUS,
  defaultMealRules,
  mealRulesSchema,
  type MealRulesInput,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { recipes } from '../recipes/recipes.schema.js';
import { rateLimits } from '../rate-limit/rate-limit.schema.js';
import { expectDocumented } from '../../test/documented.js';
import { joinHousehold } from '../../test/households.js';
import { putPlanDay, thisWeekDay } from '../../test/plan-week.js';
import { insertRecipe, subOf } from '../../test/test-recipes.js';
import { bearer, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * The household's meal rules and "Surprise me" under them. "Any approved recipe" is the last step
 * of a surprise, so each test puts every earlier test's recipe back to draft first.
 */

const t = useTestApp();

const getRules = (user: TestUser) =>
  request(t.app).get('/api/household/meal-rules').set(bearer(user));
const putRules = (user: TestUser, body: unknown) =>
  request(t.app)
    .put('/api/household/meal-rules')
    .set(bearer(user))
    .send(body as object);
const surprise = (user: TestUser, body: object) =>
  request(t.app).post('/api/meal-plan/surprise').set(bearer(user)).send(body);
const favourite = (user: TestUser, id: string) =>
  request(t.app).put(`/api/recipes/${id}/favourite`).set(bearer(user)).expect(200);

const onlyApproved = () => t.db.database.db.update(recipes).set({ status: RECIPE_STATUS.PENDING });

const empty = { categories: [], tags: [] };
const rulesWith = (change: Partial<MealRulesInput['meals']>, rest = {}): MealRulesInput => ({
  meals: { breakfast: empty, lunch: empty, dinner: empty, other: empty, ...change },
  no_repeat_days: 14,
  favourite_a_week: true,
  ...rest,
});

async function breakfastLines(user: TestUser, day: number) {
  const res = await request(t.app)
    .get(`/api/meal-plan?from=${thisWeekDay(day)}&to=${thisWeekDay(day)}`)
    .set(bearer(user))
    .expect(200);
  return (res.body.days[0].breakfast as { _id?: string }[]).map((line) => line._id);
}

describe('GET and PUT /api/household/meal-rules', () => {
  it('when a cook has chosen nothing, then each meal follows the defaults; a rule saved is read back with the defaults where a meal is left empty', async () => {
    const [ann] = await createCooks(t, 'Ann');
    const first = await getRules(ann).expect(200);
    expect(first.body).toEqual(defaultMealRules());
    expect(first.body.meals.breakfast).toEqual({
      categories: ['Breakfast'],
      tags: [],
      chosen: false,
    });
    expectDocumented('GET', '/household/meal-rules', first);

    const saved = await putRules(
      ann,
      rulesWith(
        {
          breakfast: {
            categories: ['Breakfast', 'Drinks', 'Breakfast'],
            tags: [' Brunch ', 'brunch'],
          },
        },
        { no_repeat_days: 0, favourite_a_week: false },
      ),
    ).expect(200);
    expect(mealRulesSchema.parse(saved.body)).toEqual(saved.body);
    expect(saved.body.meals.breakfast).toEqual({
      categories: ['Breakfast', 'Drinks'],
      tags: ['Brunch'],
      chosen: true,
    });
    expect(saved.body.meals.dinner).toEqual({ categories: ['Entrees'], tags: [], chosen: false });
    expect(saved.body).toMatchObject({ no_repeat_days: 0, favourite_a_week: false });
    expectDocumented('PUT', '/household/meal-rules', saved);
    expect((await getRules(ann).expect(200)).body).toEqual(saved.body);
  });

  it('when a body is not valid, then 400 naming the field with its message, and the rules are unchanged', async () => {
    const [ann] = await createCooks(t, 'Ann');
    const good = rulesWith({ dinner: { categories: ['Sides'], tags: [] } });
    const before = (await putRules(ann, good).expect(200)).body;
    const cases: [unknown, string, string][] = [
      [
        rulesWith({ dinner: { categories: ['Soups' as 'Sides'], tags: [] } }),
        'meals.dinner.categories.0',
        MEAL_RULE_MESSAGES.categoryInvalid,
      ],
      [
        rulesWith({ lunch: { categories: [], tags: ['x'.repeat(41)] } }),
        'meals.lunch.tags.0',
        MEAL_RULE_MESSAGES.tagInvalid,
      ],
      [
        rulesWith({ lunch: { categories: [], tags: ['   '] } }),
        'meals.lunch.tags.0',
        MEAL_RULE_MESSAGES.tagInvalid,
      ],
      [
        rulesWith({
          other: { categories: [], tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
        }),
        'meals.other.tags',
        MEAL_RULE_MESSAGES.tagsInvalid,
      ],
      [rulesWith({}, { no_repeat_days: 61 }), 'no_repeat_days', MEAL_RULE_MESSAGES.noRepeatInvalid],
      [
        rulesWith({}, { no_repeat_days: 1.5 }),
        'no_repeat_days',
        MEAL_RULE_MESSAGES.noRepeatInvalid,
      ],
      [
        rulesWith({}, { favourite_a_week: 'yes' }),
        'favourite_a_week',
        MEAL_RULE_MESSAGES.favouriteInvalid,
      ],
      [{ ...good, colour: 'red' }, '', ''],
      [{ ...good, meals: { ...good.meals, supper: empty } }, 'meals', ''],
      [{ no_repeat_days: 14, favourite_a_week: true }, 'meals', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await putRules(ann, body).expect(400);
      const errors = res.body.errors as { field: string; message: string }[];
      expect(typeof res.body.message).toBe('string');
      if (field) expect(errors.map((error) => error.field)).toContain(field);
      if (message) expect(errors.map((error) => error.message)).toContain(message);
    }
    expect((await getRules(ann).expect(200)).body).toEqual(before);
  });

  it('when one member changes the rules, then the other member reads them and is surprised under them; another household keeps its own', async () => {
    const [ann, ben, cy] = await createCooks(t, 'Ann', 'Ben', 'Cy');
    await joinHousehold(t, ann, ben);
    await putRules(ann, rulesWith({ breakfast: { categories: ['Desserts'], tags: [] } })).expect(
      200,
    );
    const theirs = await putRules(cy, rulesWith({}, { no_repeat_days: 30 })).expect(200);

    const seen = await getRules(ben).expect(200);
    expect(seen.body.meals.breakfast).toEqual({ categories: ['Desserts'], tags: [], chosen: true });
    expect((await getRules(cy).expect(200)).body).toEqual(theirs.body);
    expect(theirs.body.meals.breakfast.chosen).toBe(false);

    await onlyApproved();
    const cake = await insertRecipe(t, { title: 'Morning Cake', category: 'Desserts' });
    await insertRecipe(t, { title: 'Porridge', category: 'Breakfast' });
    const picked = await surprise(ben, { date: thisWeekDay(1), meal: 'breakfast' }).expect(200);
    expect(picked.body.entry._id).toBe(cake);
  });

  it('when a cook with rules joins a household without any, then the household takes them; one with rules keeps its own', async () => {
    const [ann, ben, cy, dee] = await createCooks(t, 'Ann', 'Ben', 'Cy', 'Dee');
    const bens = await putRules(
      ben,
      rulesWith({ lunch: { categories: ['Drinks'], tags: [] } }),
    ).expect(200);
    await joinHousehold(t, ann, ben);
    expect((await getRules(ann).expect(200)).body).toEqual(bens.body);

    const cys = await putRules(cy, rulesWith({}, { no_repeat_days: 3 })).expect(200);
    await putRules(dee, rulesWith({}, { no_repeat_days: 9 })).expect(200);
    await joinHousehold(t, cy, dee);
    expect((await getRules(dee).expect(200)).body).toEqual(cys.body);
  });

  it('when a cook is surprised at breakfast with the defaults, then never an Entrees recipe, even a favourite; rules with a tag change the pick', async () => {
    const [ann] = await createCooks(t, 'Ann');
    await onlyApproved();
    const bolognese = await insertRecipe(t, { title: 'Bolognese', category: 'Entrees' });
    const oats = await insertRecipe(t, { title: 'Oats', category: 'Breakfast' });
    const shake = await insertRecipe(t, { title: 'Shake', category: 'Drinks', tags: ['Brunch'] });
    await favourite(ann, bolognese);

    const first = await surprise(ann, { date: thisWeekDay(2), meal: 'breakfast' }).expect(200);
    expect(first.body.entry._id).toBe(oats);
    const none = await surprise(ann, { date: thisWeekDay(3), meal: 'breakfast' }).expect(409);
    expect(none.body.message).toBe(MEAL_RULE_MESSAGES.nothingSuits);

    await putRules(
      ann,
      rulesWith({ breakfast: { categories: ['Breakfast'], tags: ['brunch'] } }),
    ).expect(200);
    const tagged = await surprise(ann, { date: thisWeekDay(3), meal: 'breakfast' }).expect(200);
    expect(tagged.body.entry._id).toBe(shake);
    const dinner = await surprise(ann, { date: thisWeekDay(3), meal: 'dinner' }).expect(200);
    expect(dinner.body.entry._id).toBe(bolognese);
  });

  it('when a cook presses Try another, then another suitable recipe takes the same place and the meal keeps its count; a recipe no longer last is refused', async () => {
    const [ann] = await createCooks(t, 'Ann');
    await onlyApproved();
    const ids = [];
    for (const title of ['Eggs', 'Toast']) {
      ids.push(await insertRecipe(t, { title, category: 'Breakfast' }));
    }
    await insertRecipe(t, { title: 'Roast', category: 'Entrees' });
    const day = thisWeekDay(4);
    await putPlanDay(t, ann, day, { breakfast: [{ note: 'Coffee' }] }).expect(200);
    const first = await surprise(ann, { date: day, meal: 'breakfast' }).expect(200);
    const again = await surprise(ann, {
      date: day,
      meal: 'breakfast',
      instead: first.body.entry._id,
    }).expect(200);
    expect(again.body.entry._id).not.toBe(first.body.entry._id);
    expect(ids).toContain(again.body.entry._id);
    expectDocumented('POST', '/meal-plan/surprise', again);
    expect(await breakfastLines(ann, 4)).toEqual([undefined, again.body.entry._id]);

    const stale = await surprise(ann, {
      date: day,
      meal: 'breakfast',
      instead: first.body.entry._id,
    }).expect(409);
    expect(stale.body.message).toBe(MEAL_RULE_MESSAGES.notLastSurprise);

    // The recipe replaced is free again: the next Try another may bring it back, never the same.
    const third = await surprise(ann, {
      date: day,
      meal: 'breakfast',
      instead: again.body.entry._id,
    }).expect(200);
    expect(third.body.entry._id).not.toBe(again.body.entry._id);
    expect(await breakfastLines(ann, 4)).toEqual([undefined, third.body.entry._id]);

    // Only one recipe suits lunch: nothing else to try, and the line stays.
    await putRules(ann, rulesWith({ lunch: { categories: ['Entrees'], tags: [] } })).expect(200);
    const roast = await surprise(ann, { date: day, meal: 'lunch' }).expect(200);
    const last = await surprise(ann, {
      date: day,
      meal: 'lunch',
      instead: roast.body.entry._id,
    }).expect(409);
    expect(last.body.message).toBe(MEAL_RULE_MESSAGES.nothingSuits);
    const lunch = await request(t.app)
      .get(`/api/meal-plan?from=${day}&to=${day}`)
      .set(bearer(ann))
      .expect(200);
    expect(lunch.body.days[0].lunch).toHaveLength(1);
    expect(lunch.body.days[0].lunch[0]._id).toBe(roast.body.entry._id);
    const bad = await surprise(ann, { date: day, meal: 'breakfast', instead: 'nope' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'instead', message: 'instead must be a recipe id' }]);
  });

  it('when a cook has written the plan as often as the limit allows, then changing the rules is refused with 429 and nothing changes', async () => {
    const [ann] = await createCooks(t, 'Ann');
    const before = (await getRules(ann).expect(200)).body;
    await t.db.database.db.insert(rateLimits).values({
      key: `${RATE_LIMITS.mealPlanWrites.name}:${subOf(ann.idToken)}`,
      windowStart: new Date(),
      hits: RATE_LIMITS.mealPlanWrites.max,
    });
    const res = await putRules(ann, rulesWith({ dinner: { categories: ['Sides'], tags: [] } }));
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ message: RATE_LIMITS.mealPlanWrites.message });
    expectDocumented('PUT', '/household/meal-rules', res);
    const fill = await request(t.app)
      .post('/api/meal-plan/fill-dinners')
      .set(bearer(ann))
      .send({ from: thisWeekDay(7) });
    expect(fill.status).toBe(429);
    expectDocumented('POST', '/meal-plan/fill-dinners', fill);
    expect((await getRules(ann).expect(200)).body).toEqual(before);
  });

  it('when a visitor is not signed in, then 401', async () => {
    await request(t.app).get('/api/household/meal-rules').expect(401);
    await request(t.app).put('/api/household/meal-rules').send(rulesWith({})).expect(401);
  });
});
