import {
  API_MESSAGES,
  PANTRY_LIMITS,
  PANTRY_MESSAGES,
  pantrySchema,
  shoppingListSchema,
  type Pantry,
  type ShoppingList,
  RATE_LIMITS,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { households } from '../households/households.schema.js';
import { householdPantries, pantryStaples } from './pantry.schema.js';
import { thisWeekDay } from '../../test/plan-week.js';
import { createList, insertRecipe, readList } from '../../test/shopping-lists.js';
import { householdIdOfCook, joinHousehold } from '../../test/households.js';
import { bearer, createCook, createTestUser, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();

const cook = (name = 'Pantry Cook') => createCook(t, name);

const getPantry = (who: TestUser) => request(t.app).get('/api/household/pantry').set(bearer(who));
const putPantry = (who: TestUser, body: unknown) =>
  request(t.app)
    .put('/api/household/pantry')
    .set(bearer(who))
    .send(body as object);
const addRecipe = (who: TestUser, listId: string, body: unknown) =>
  request(t.app)
    .post(`/api/shopping-lists/${listId}/recipes`)
    .set(bearer(who))
    .send(body as object);

async function pantryOf(who: TestUser): Promise<Pantry> {
  const res = await getPantry(who).expect(200);
  expectDocumented('GET', '/household/pantry', { status: 200, body: res.body });
  return pantrySchema.parse(res.body);
}

async function householdIdOf(who: TestUser): Promise<string> {
  const householdId = await householdIdOfCook(t, who);
  if (!householdId) throw new Error('the cook has no household');
  return householdId;
}

const names = (pantry: Pantry) => pantry.staples.map((staple) => staple.name);

/** A recipe of salted pasta: lines 0 and 5 are staples, line 3 a heading. */
const PASTA_INGREDIENTS = [
  { quantity: 500, units: 'g', ingredient: 'spaghetti' },
  { quantity: 1, units: 'tbsp', ingredient: 'sea salt' },
  { quantity: 2, units: 'cloves', ingredient: 'garlic' },
  { quantity: null, units: '', ingredient: 'For the sauce:' },
  { quantity: 400, units: 'g', ingredient: 'tomatoes, chopped' },
  { quantity: 3, units: 'tbsp', ingredient: 'olive oil' },
  { quantity: null, units: '', ingredient: 'Salt and pepper to taste' },
];

const pasta = () =>
  insertRecipe(t, { title: 'Salted Pasta', serving: '4', ingredients: PASTA_INGREDIENTS });

/** The pasta added to a new list of `who`'s with `body` (lines, servings); the list it answers. */
async function pastaOnNewList(who: TestUser, body: object = {}): Promise<ShoppingList> {
  const recipeId = await pasta();
  const list = await createList(t, who);
  const res = await addRecipe(who, list._id, { recipeId, ...body }).expect(200);
  return shoppingListSchema.parse(res.body);
}

/** The household's pantry row, as stored: none until the household saves staples of its own. */
const pantryRows = (householdId: string) =>
  t.db.database.db
    .select()
    .from(householdPantries)
    .where(eq(householdPantries.householdId, householdId));

const keys = (list: ShoppingList) => list.items.map((item) => item.key).sort();

describe('who may call the pantry routes', () => {
  it('when an anonymous visitor calls them, then 401; a signed-in account without a cook’s group, then 403', async () => {
    const groupless = await createTestUser(t.identity.settings, { groups: [] });
    const calls = (h: Record<string, string>) => [
      request(t.app).get('/api/household/pantry').set(h),
      request(t.app)
        .put('/api/household/pantry')
        .set(h)
        .send({ staples: ['Salt'] }),
    ];
    for (const res of await Promise.all(calls({}))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(bearer(groupless)))) expect(res.status).toBe(403);
  });
});

describe('GET and PUT /api/household/pantry', () => {
  it('when a household never edited its pantry, then it holds salt, pepper, oil and water, and nothing is stored', async () => {
    const ann = await cook();
    const pantry = await pantryOf(ann);
    expect(pantry.staples).toEqual([
      { name: 'Salt', key: 'salt' },
      { name: 'Pepper', key: 'pepper' },
      { name: 'Oil', key: 'oil' },
      { name: 'Water', key: 'water' },
    ]);
    const householdId = await householdIdOf(ann);
    expect(await pantryRows(householdId)).toEqual([]);
  });

  it('when a cook saves staples, then they are trimmed, kept in order, names of one staple merged, and every member of the household sees them', async () => {
    const owner = await cook('Olive Owner');
    const member = await cook('Mo Member');
    await joinHousehold(t, owner, member);
    const res = await putPantry(member, {
      staples: ['  Olive oil ', 'Flour', 'salt', 'Salts', 'olive oils', 'Butter'],
    }).expect(200);
    expectDocumented('PUT', '/household/pantry', { status: 200, body: res.body });
    const expected = ['Olive oil', 'Flour', 'salt', 'Butter'];
    expect(names(pantrySchema.parse(res.body))).toEqual(expected);
    expect(names(await pantryOf(owner))).toEqual(expected);
    expect(names(await pantryOf(member))).toEqual(expected);
    expect((await pantryOf(owner)).staples[0]).toEqual({ name: 'Olive oil', key: 'olive oil' });
  });

  it('when a household removes every staple, then its pantry stays empty instead of going back to the defaults', async () => {
    const ann = await cook();
    await putPantry(ann, { staples: [] }).expect(200);
    expect((await pantryOf(ann)).staples).toEqual([]);
  });

  it('when the staples are not valid, then 400 with the message for the field and the pantry is unchanged', async () => {
    const ann = await cook();
    await putPantry(ann, { staples: ['Salt', 'Rice'] }).expect(200);
    const tooMany = Array.from({ length: PANTRY_LIMITS.staples + 1 }, (_, i) => `Spice ${i}`);
    const cases: [unknown, string, string][] = [
      [{}, 'staples', PANTRY_MESSAGES.staplesRequired],
      [{ staples: 'salt' }, 'staples', PANTRY_MESSAGES.staplesRequired],
      [{ staples: tooMany }, 'staples', PANTRY_MESSAGES.tooManyStaples],
      [{ staples: ['Salt', '   '] }, 'staples.1', PANTRY_MESSAGES.stapleRequired],
      [{ staples: ['Salt', 7] }, 'staples.1', PANTRY_MESSAGES.stapleNotText],
      [
        { staples: ['x'.repeat(PANTRY_LIMITS.stapleMax + 1)] },
        'staples.0',
        PANTRY_MESSAGES.stapleTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await putPantry(ann, body).expect(400);
      expect(res.body).toEqual({ message, errors: [{ field, message }] });
    }
    // The limits themselves are accepted.
    expect(names(await pantryOf(ann))).toEqual(['Salt', 'Rice']);
    const longest = 'y'.repeat(PANTRY_LIMITS.stapleMax);
    await putPantry(ann, { staples: [longest] }).expect(200);
    expect(names(await pantryOf(ann))).toEqual([longest]);
  });

  it('when cooks of two households edit their pantries, then each only ever reads and changes its own', async () => {
    const ann = await cook('Ann Apart');
    const bob = await cook('Bob Beyond');
    await putPantry(ann, { staples: ['Saffron'] }).expect(200);
    expect(names(await pantryOf(bob))).toEqual(['Salt', 'Pepper', 'Oil', 'Water']);
    await putPantry(bob, { staples: ['Ketchup'] }).expect(200);
    expect(names(await pantryOf(ann))).toEqual(['Saffron']);
    expect(names(await pantryOf(bob))).toEqual(['Ketchup']);
  });

  it('when a cook leaves a household, then they no longer see its pantry but one of their own', async () => {
    const owner = await cook('Olga Owner');
    const leaver = await cook('Leo Leaver');
    await joinHousehold(t, owner, leaver);
    await putPantry(owner, { staples: ['Capers'] }).expect(200);
    expect(names(await pantryOf(leaver))).toEqual(['Capers']);
    await request(t.app).post('/api/household/leave').set(bearer(leaver)).expect(200);
    expect(names(await pantryOf(leaver))).toEqual(['Salt', 'Pepper', 'Oil', 'Water']);
    await putPantry(leaver, { staples: ['Mustard'] }).expect(200);
    expect(names(await pantryOf(owner))).toEqual(['Capers']);
  });

  it('when a household is deleted, then its pantry and staples go with it', async () => {
    const ann = await cook();
    await putPantry(ann, { staples: ['Honey', 'Oats'] }).expect(200);
    const householdId = await householdIdOf(ann);
    const stored = () =>
      t.db.database.db
        .select({ name: pantryStaples.name })
        .from(pantryStaples)
        .where(eq(pantryStaples.householdId, householdId));
    expect(await stored()).toHaveLength(2);
    await t.db.database.db.delete(households).where(eq(households.id, householdId));
    expect(await stored()).toEqual([]);
    expect(await pantryRows(householdId)).toEqual([]);
  });

  it('when a cook saves far more often than anyone tidying a pantry, then 429 and the pantry keeps the last save', async () => {
    const ann = await cook();
    for (let i = 0; i < RATE_LIMITS.pantryWrites.max; i += 1) {
      await putPantry(ann, { staples: [`Spice ${i}`] }).expect(200);
    }
    const res = await putPantry(ann, { staples: ['One too many'] }).expect(429);
    expect(res.body).toEqual({ message: API_MESSAGES.tooManyChanges });
    expect(names(await pantryOf(ann))).toEqual([`Spice ${RATE_LIMITS.pantryWrites.max - 1}`]);
  });
});

describe('adding a recipe to a list with the pantry', () => {
  it('when no lines are chosen, then every line but the household’s staples goes on the list (sea salt is salt, olive oil is oil, “salt and pepper” both)', async () => {
    const ann = await cook();
    const filled = await pastaOnNewList(ann);
    expect(keys(filled)).toEqual(['garlic', 'spaghetti', 'tomato']);
  });

  it('when the household removed a staple, then that line goes on the list again', async () => {
    const ann = await cook();
    await putPantry(ann, { staples: ['Salt', 'Pepper'] }).expect(200);
    const filled = await pastaOnNewList(ann);
    expect(keys(filled)).toEqual(['garlic', 'olive oil', 'spaghetti', 'tomato']);
  });

  it('when lines are chosen, then exactly those go on, staples included, scaled to the servings', async () => {
    const ann = await cook();
    const filled = await pastaOnNewList(ann, { servings: 8, lines: [5, 0] });
    expect(keys(filled)).toEqual(['olive oil', 'spaghetti']);
    const spaghetti = filled.items.find((item) => item.key === 'spaghetti');
    expect([spaghetti?.quantity, spaghetti?.units]).toEqual([1, 'kg']);
  });

  it('when the chosen lines are not valid, then 400 with the message on lines and nothing is added', async () => {
    const ann = await cook();
    const recipeId = await pasta();
    const list = await createList(t, ann);
    await request(t.app)
      .post(`/api/shopping-lists/${list._id}/items`)
      .set(bearer(ann))
      .send({ text: '2 lemons' })
      .expect(201);
    const cases: [unknown, string, string][] = [
      [[0, 0], 'lines', PANTRY_MESSAGES.linesRepeated],
      [[], 'lines', PANTRY_MESSAGES.linesEmpty],
      ['0', 'lines', PANTRY_MESSAGES.linesInvalid],
      [[1.5], 'lines.0', PANTRY_MESSAGES.linesInvalid],
      [[0, -1], 'lines.1', PANTRY_MESSAGES.linesInvalid],
      [['2'], 'lines.0', PANTRY_MESSAGES.linesInvalid],
      [[0, 7], 'lines', PANTRY_MESSAGES.lineNotInRecipe(7)],
      [[3], 'lines', PANTRY_MESSAGES.lineNotInRecipe(3)],
    ];
    for (const [lines, field, message] of cases) {
      const res = await addRecipe(ann, list._id, { recipeId, lines }).expect(400);
      expect(res.body).toEqual({ message, errors: [{ field, message }] });
    }
    expect(keys(await readList(t, ann, list._id))).toEqual(['lemon']);
  });

  it('when a cook without a household yet adds a recipe to a list they cannot reach, then 404 and no household is made for them', async () => {
    const newcomer = await cook('Nora New');
    const recipeId = await pasta();
    await addRecipe(newcomer, '00000000-0000-4000-8000-000000000000', { recipeId }).expect(404);
    expect(await householdIdOfCook(t, newcomer)).toBeUndefined();
  });

  it('when a member of the household adds the recipe, then the household’s own staples are left off', async () => {
    const owner = await cook('Ola Owner');
    const member = await cook('Mia Member');
    await joinHousehold(t, owner, member);
    await putPantry(owner, { staples: ['Garlic', 'Spaghetti'] }).expect(200);
    const filled = await pastaOnNewList(member);
    expect(keys(filled)).toEqual(['olive oil', 'salt and pepper', 'sea salt', 'tomato']);
  });

  it('when the meal plan goes onto a list, then staples are left off unless includeStaples is true', async () => {
    const ann = await cook();
    const recipeId = await pasta();
    await request(t.app)
      .put(`/api/meal-plan/${thisWeekDay(1)}`)
      .set(bearer(ann))
      .send({ dinner: [recipeId] })
      .expect(200);
    const range = { from: thisWeekDay(0), to: thisWeekDay(6) };
    const without = await createList(t, ann);
    const res = await request(t.app)
      .post('/api/meal-plan/shopping-list')
      .set(bearer(ann))
      .send({ ...range, listId: without._id })
      .expect(200);
    expect(keys(shoppingListSchema.parse(res.body))).toEqual(['garlic', 'spaghetti', 'tomato']);
    const withStaples = await createList(t, ann);
    const all = await request(t.app)
      .post('/api/meal-plan/shopping-list')
      .set(bearer(ann))
      .send({ ...range, listId: withStaples._id, includeStaples: true })
      .expect(200);
    expect(keys(shoppingListSchema.parse(all.body))).toEqual([
      'garlic',
      'olive oil',
      'salt and pepper',
      'sea salt',
      'spaghetti',
      'tomato',
    ]);
    const bad = await request(t.app)
      .post('/api/meal-plan/shopping-list')
      .set(bearer(ann))
      .send({ ...range, listId: withStaples._id, includeStaples: 'yes' })
      .expect(400);
    expect(bad.body).toEqual({
      message: PANTRY_MESSAGES.includeStaplesInvalid,
      errors: [{ field: 'includeStaples', message: PANTRY_MESSAGES.includeStaplesInvalid }],
    });
  });
});
