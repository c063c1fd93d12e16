import {
  KITCHEN_MESSAGES,
  PLAN_TO_LIST_MESSAGES,
  RECIPE_STATUS,
  planToListPreviewSchema,
  shoppingListSchema,
  type PlanToListPreview,
  type ShoppingList,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { joinHousehold } from '../../test/households.js';
import { putPlanDay, thisWeekDay } from '../../test/plan-week.js';
import { createList, insertRecipe, readList } from '../../test/shopping-lists.js';
import { ownedBy } from '../../test/test-recipes.js';
import { bearer, createCook, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();

// Days of weeks far from this one, each test its own, so the cooks' plans never meet; all are in
// the plan window whenever the tests run (thisWeekDay(0) is this week's Monday, UTC).

const putDay = (user: TestUser, date: string, body: unknown) => putPlanDay(t, user, date, body);
const preview = (user: TestUser, body: unknown) =>
  request(t.app)
    .post('/api/meal-plan/shopping-list/preview')
    .set(bearer(user))
    .send(body as object);
const planToList = (user: TestUser, body: unknown) =>
  request(t.app)
    .post('/api/meal-plan/shopping-list')
    .set(bearer(user))
    .send(body as object);

async function previewOf(user: TestUser, from: string, to: string): Promise<PlanToListPreview> {
  const res = await preview(user, { from, to }).expect(200);
  expectDocumented('POST', '/meal-plan/shopping-list/preview', { status: 200, body: res.body });
  return planToListPreviewSchema.parse(res.body);
}

const names = (list: ShoppingList) => list.items.map((item) => item.ingredient).sort();

/** A soup for 4: carrots, a heading, stock, salt (a staple of every new pantry). */
const soup = () =>
  insertRecipe(t, {
    title: 'Carrot Soup',
    serving: '4',
    ingredients: [
      { quantity: 4, units: '', ingredient: 'carrots' },
      { quantity: null, units: '', ingredient: 'For the garnish:' },
      { quantity: 500, units: 'ml', ingredient: 'stock' },
      { quantity: 1, units: 'tsp', ingredient: 'salt' },
    ],
  });

const toast = () =>
  insertRecipe(t, {
    title: 'Cheese Toast',
    serving: '2',
    ingredients: [
      { quantity: 2, units: 'slices', ingredient: 'bread' },
      { quantity: 50, units: 'g', ingredient: 'cheddar' },
    ],
  });

describe('POST /api/meal-plan/shopping-list/preview', () => {
  it('when a week is previewed, then each planned recipe comes with its lines at the servings planned, staples marked, and nothing changes', async () => {
    const me = await createCook(t);
    const [soupId, toastId] = [await soup(), await toast()];
    const [monday, wednesday] = [thisWeekDay(-203), thisWeekDay(-201)];
    await putDay(me, monday, { dinner: [{ recipe_id: soupId, servings: 8 }] }).expect(200);
    await putDay(me, wednesday, { lunch: [{ note: 'Leftovers' }, toastId] }).expect(200);
    const list = await createList(t, me, { name: 'Untouched' });

    const shown = await previewOf(me, monday, thisWeekDay(-197));
    expect(shown.recipes).toEqual([
      {
        date: monday,
        meal: 'dinner',
        position: 0,
        recipe_id: soupId,
        title: 'Carrot Soup',
        servings: 8,
        lines: [
          { line: 0, text: '8 Carrots', staple: false },
          { line: 2, text: '1 l Stock', staple: false },
          { line: 3, text: '2 tsp Salt', staple: true },
        ],
      },
      {
        date: wednesday,
        meal: 'lunch',
        position: 1,
        recipe_id: toastId,
        title: 'Cheese Toast',
        servings: 2,
        lines: [
          { line: 0, text: '2 slices Bread', staple: false },
          { line: 1, text: '50 g Cheddar', staple: false },
        ],
      },
    ]);
    expect((await readList(t, me, list._id)).items).toEqual([]);
  });

  it('when a member previews, then the recipes another member cannot share are left out, and another household sees nothing', async () => {
    const [owner, member, stranger] = await createCooks(t, 'Owner', 'Member', 'Stranger');
    await joinHousehold(t, owner, member);
    const mine = await insertRecipe(t, {
      title: 'Secret Stew',
      status: RECIPE_STATUS.PENDING,
      ...ownedBy(owner),
      ingredients: [{ quantity: 1, units: '', ingredient: 'turnip' }],
    });
    const shared = await toast();
    const day = thisWeekDay(-210);
    await putDay(owner, day, { dinner: [mine, shared] }).expect(200);

    expect((await previewOf(owner, day, day)).recipes.map((r) => r.title)).toEqual([
      'Secret Stew',
      'Cheese Toast',
    ]);
    expect((await previewOf(member, day, day)).recipes.map((r) => r.title)).toEqual([
      'Cheese Toast',
    ]);
    expect((await previewOf(stranger, day, day)).recipes).toEqual([]);
  });

  it('when the body is not valid or names more, then 400 with the fields at fault', async () => {
    const me = await createCook(t);
    const extra = await preview(me, { from: thisWeekDay(0), to: thisWeekDay(6), listId: 'x' });
    expect(extra.status).toBe(400);
    const backwards = await preview(me, { from: thisWeekDay(6), to: thisWeekDay(0) }).expect(400);
    expect(backwards.body.errors).toEqual([
      { field: 'to', message: KITCHEN_MESSAGES.rangeInvalid },
    ]);
  });
});

describe('POST /api/meal-plan/shopping-list with the cook’s choices', () => {
  /** Soup on Monday's dinner, toast on Wednesday's lunch, of a week long ago. */
  async function plannedWeek(me: TestUser, week: number) {
    const [soupId, toastId] = [await soup(), await toast()];
    const monday = thisWeekDay(week * 7);
    const wednesday = thisWeekDay(week * 7 + 2);
    await putDay(me, monday, { dinner: [soupId] }).expect(200);
    await putDay(me, wednesday, { lunch: [toastId] }).expect(200);
    const list = await createList(t, me, { name: 'Chosen' });
    return { monday, wednesday, sunday: thisWeekDay(week * 7 + 6), list };
  }

  it('when days and skipped lines are given, then only the ticked lines of the chosen days go on, staples included when ticked', async () => {
    const me = await createCook(t);
    const { monday, sunday, list } = await plannedWeek(me, -40);
    const res = await planToList(me, {
      from: monday,
      to: sunday,
      listId: list._id,
      includeStaples: true,
      days: [monday],
      skip: [{ date: monday, meal: 'dinner', position: 0, line: 2 }],
    }).expect(200);
    expect(names(shoppingListSchema.parse(res.body))).toEqual(['Carrots', 'Salt']);
    expect(names(await readList(t, me, list._id))).toEqual(['Carrots', 'Salt']);
  });

  it('when staples are not included, then a skip list still leaves them off', async () => {
    const me = await createCook(t);
    const { monday, sunday, list } = await plannedWeek(me, -41);
    const res = await planToList(me, {
      from: monday,
      to: sunday,
      listId: list._id,
      skip: [{ date: monday, meal: 'dinner', position: 0, line: 0 }],
    }).expect(200);
    expect(names(shoppingListSchema.parse(res.body))).toEqual(['Bread', 'Cheddar', 'Stock']);
  });

  it('when only days are given, then every line of those days but the staples goes on, past days included', async () => {
    const me = await createCook(t);
    const { wednesday, monday, sunday, list } = await plannedWeek(me, -42);
    const res = await planToList(me, {
      from: monday,
      to: sunday,
      listId: list._id,
      days: [wednesday],
    }).expect(200);
    expect(names(shoppingListSchema.parse(res.body))).toEqual(['Bread', 'Cheddar']);
  });

  it('when skips name lines not planned, then they change nothing; when every line is skipped, then 400 and the list is unchanged', async () => {
    const me = await createCook(t);
    const { monday, wednesday, sunday, list } = await plannedWeek(me, -43);
    const forged = [
      { date: monday, meal: 'breakfast', position: 0, line: 0 },
      { date: monday, meal: 'dinner', position: 5, line: 0 },
      { date: thisWeekDay(-43 * 7 + 4), meal: 'dinner', position: 0, line: 0 },
      { date: wednesday, meal: 'lunch', position: 0, line: 9 },
    ];
    const res = await planToList(me, {
      from: monday,
      to: sunday,
      listId: list._id,
      days: [wednesday],
      skip: forged,
    }).expect(200);
    expect(names(shoppingListSchema.parse(res.body))).toEqual(['Bread', 'Cheddar']);

    const other = await createList(t, me, { name: 'Nothing' });
    const none = await planToList(me, {
      from: monday,
      to: sunday,
      listId: other._id,
      days: [wednesday],
      skip: [0, 1].map((line) => ({ date: wednesday, meal: 'lunch', position: 0, line })),
    }).expect(400);
    expect(none.body.errors).toEqual([
      { field: 'skip', message: PLAN_TO_LIST_MESSAGES.nothingChosen },
    ]);
    expect((await readList(t, me, other._id)).items).toEqual([]);
  });

  it('when a day is outside the range, a field is unknown or a skip is malformed, then 400 and the list is unchanged', async () => {
    const me = await createCook(t);
    const { monday, sunday, list } = await plannedWeek(me, -44);
    const base = { from: monday, to: sunday, listId: list._id };
    const outside = await planToList(me, { ...base, days: [thisWeekDay(-44 * 7 + 7)] });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([
      { field: 'days', message: PLAN_TO_LIST_MESSAGES.dayOutsideRange },
    ]);
    const empty = await planToList(me, { ...base, days: [] }).expect(400);
    expect(empty.body.errors).toEqual([
      { field: 'days', message: PLAN_TO_LIST_MESSAGES.daysEmpty },
    ]);
    await planToList(me, { ...base, recipes: [{ recipeId: list._id }] }).expect(400);
    const forgedSkip = await planToList(me, {
      ...base,
      skip: [{ date: monday, meal: 'dinner', position: 0, line: 0, recipeId: list._id }],
    }).expect(400);
    expect(forgedSkip.body.errors[0].field).toMatch(/^skip/);
    await planToList(me, {
      ...base,
      skip: [{ date: monday, meal: 'supper', position: 0, line: 0 }],
    }).expect(400);
    await planToList(me, {
      ...base,
      skip: [{ date: monday, meal: 'dinner', position: -1, line: 0 }],
    }).expect(400);
    expect((await readList(t, me, list._id)).items).toEqual([]);
  });

  it('when another household’s days are chosen, then nothing of their plan is added', async () => {
    const [planner, stranger] = await createCooks(t, 'Planner', 'Stranger');
    const { monday, sunday } = await plannedWeek(planner, -45);
    const list = await createList(t, stranger, { name: 'Stranger’s' });
    const res = await planToList(stranger, {
      from: monday,
      to: sunday,
      listId: list._id,
      days: [monday],
      skip: [],
    }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'days', message: KITCHEN_MESSAGES.nothingPlanned }]);
    expect((await readList(t, stranger, list._id)).items).toEqual([]);
  });
});
