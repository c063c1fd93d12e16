import {
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  shoppingListSchema,
  shoppingListSummarySchema,
  type ShoppingList,
} from '@family-recipes/shared';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { shoppingListItems, shoppingLists } from './shopping.schema.js';
import { ownedBy, subOf } from '../../test/test-recipes.js';
import { createCook } from '../../test/test-users.js';
import { householdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import { ShoppingRepository } from './shopping.repository.js';
import { ShoppingService } from './shopping.service.js';
import {
  UNKNOWN,
  addItem,
  bearer,
  createList,
  insertRecipe,
  readList,
} from '../../test/shopping-lists.js';
import { expectDocumented } from '../../test/documented.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

const t = useTestApp();
const [cook, other] = useUsers(t, 'Cook Carla', 'Other Olga');

const freshCook = () => createCook(t);
const linesOf = (list: ShoppingList, key: string) => list.items.filter((item) => item.key === key);

describe('shopping lists for visitors and strangers', () => {
  it('when an anonymous visitor calls the list routes, then 401', async () => {
    const list = await createList(t, cook);
    const answers = await Promise.all([
      request(t.app).get('/api/shopping-lists'),
      request(t.app).post('/api/shopping-lists').send({ name: 'Sneaky' }),
      request(t.app).get(`/api/shopping-lists/${list._id}`),
      request(t.app).get(`/api/shopping-lists/${list._id}/events`),
    ]);
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401]);
  });

  it('when another cook calls every route of a list, or any cook an unknown or malformed id, then 404 Shopping list not found and nothing changes', async () => {
    const list = await createList(t, cook);
    const withItem = await addItem(t, cook, list._id, '2 lemons');
    const itemId = withItem.items[0]?._id ?? UNKNOWN;
    const recipeId = await insertRecipe(t, { title: 'Stranger Soup' });
    const calls = (id: string) => [
      request(t.app).get(`/api/shopping-lists/${id}`),
      request(t.app).patch(`/api/shopping-lists/${id}`).send({ name: 'Mine now' }),
      request(t.app).delete(`/api/shopping-lists/${id}`),
      request(t.app).post(`/api/shopping-lists/${id}/recipes`).send({ recipeId }),
      request(t.app).post(`/api/shopping-lists/${id}/items`).send({ text: '1 onion' }),
      request(t.app).patch(`/api/shopping-lists/${id}/items/${itemId}`).send({ checked: true }),
      request(t.app).delete(`/api/shopping-lists/${id}/items/${itemId}`),
      request(t.app).get(`/api/shopping-lists/${id}/events`),
    ];
    for (const [caller, id] of [
      [other, list._id],
      [cook, UNKNOWN],
      [cook, 'not-a-uuid'],
    ] as const) {
      for (const [index, call] of calls(id).entries()) {
        const res = await call.set(bearer(caller));
        expect(res.status, `call ${index} with ${id}`).toBe(404);
        expect(res.body).toEqual({ message: 'Shopping list not found' });
      }
    }
    expect(await readList(t, cook, list._id)).toEqual(withItem);
    const others = await request(t.app).get('/api/shopping-lists').set(bearer(other)).expect(200);
    expect((others.body as { _id: string }[]).map((l) => l._id)).not.toContain(list._id);
  });
});

describe('POST, GET, PATCH and DELETE /api/shopping-lists', () => {
  it('when a cook makes two lists and adds to the first, then both are listed with their counts, the first first', async () => {
    const me = await freshCook();
    const created = await request(t.app)
      .post('/api/shopping-lists')
      .set(bearer(me))
      .send({ name: '  Sunday roast  ', unit_system: 'us' })
      .expect(201);
    expectDocumented('POST', '/shopping-lists', created);
    const first = shoppingListSchema.parse(created.body);
    expect(first).toMatchObject({
      name: 'Sunday roast',
      unit_system: 'us',
      owner_name: me.name,
      is_owner: true,
      shared: false,
      item_count: 0,
      members: [],
      items: [],
    });
    const second = await createList(t, me, { name: 'Party' });
    expect(second.unit_system).toBe('metric');
    await addItem(t, me, first._id, '2 lemons');
    const checked = await addItem(t, me, first._id, '1 loaf of bread');
    await request(t.app)
      .patch(`/api/shopping-lists/${first._id}/items/${checked.items[0]?._id ?? ''}`)
      .set(bearer(me))
      .send({ checked: true })
      .expect(200);

    const res = await request(t.app).get('/api/shopping-lists').set(bearer(me)).expect(200);
    expectDocumented('GET', '/shopping-lists', res);
    const summaries = shoppingListSummarySchema.array().parse(res.body);
    expect(summaries.map((l) => [l.name, l.item_count, l.unchecked_count])).toEqual([
      ['Sunday roast', 2, 1],
      ['Party', 0, 0],
    ]);
  });

  it('when the owner renames a list and deletes it, then the new name shows and then the list is gone', async () => {
    const list = await createList(t, cook);
    const renamed = await request(t.app)
      .patch(`/api/shopping-lists/${list._id}`)
      .set(bearer(cook))
      .send({ name: 'Birthday shop' })
      .expect(200);
    expectDocumented('PATCH', '/shopping-lists/:id', renamed);
    expect(renamed.body).toMatchObject({ name: 'Birthday shop' });
    expect(Date.parse((renamed.body as ShoppingList).updated_on)).toBeGreaterThanOrEqual(
      Date.parse(list.updated_on),
    );
    await addItem(t, cook, list._id, '3 eggs');
    await request(t.app).delete(`/api/shopping-lists/${list._id}`).set(bearer(cook)).expect(204);
    await request(t.app).get(`/api/shopping-lists/${list._id}`).set(bearer(cook)).expect(404);
    const [left] = await t.db.database.db
      .select({ n: count() })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, list._id));
    expect(left?.n).toBe(0);
  });

  it.each([
    {
      name: 'when a metric list is switched to US units, then its lines are written in US units',
      list: { name: 'Weekly shop' },
      text: '500 ml milk',
      to: 'us',
      units: 'cup',
      quantity: 2.11,
      digits: 1,
    },
    {
      name: 'when a US list with cups of flour is switched to metric, then the flour is weighed, not poured',
      list: { name: 'Baking', unit_system: 'us' },
      text: '2 cups flour',
      to: 'metric',
      units: 'g',
      quantity: 250,
      digits: 0,
    },
  ])('$name', async ({ list: body, text, to, units, quantity, digits }) => {
    const list = await createList(t, cook, body);
    await addItem(t, cook, list._id, text);
    const res = await request(t.app)
      .patch(`/api/shopping-lists/${list._id}`)
      .set(bearer(cook))
      .send({ unit_system: to })
      .expect(200);
    const [line] = shoppingListSchema.parse(res.body).items;
    expect(line?.units).toBe(units);
    expect(line?.quantity).toBeCloseTo(quantity, digits);
  });

  it('when a household already keeps the most lists allowed, then a new one is refused with 400', async () => {
    const me = await freshCook();
    const first = await createList(t, me, { name: 'First' });
    const [row] = await t.db.database.db
      .select({ householdId: shoppingLists.householdId })
      .from(shoppingLists)
      .where(eq(shoppingLists.id, first._id));
    await t.db.database.db.insert(shoppingLists).values(
      Array.from({ length: KITCHEN_LIMITS.listsPerCook - 1 }, (_, i) => ({
        householdId: row!.householdId,
        ownerSub: subOf(me.idToken),
        ownerName: me.name,
        name: `List ${i}`,
      })),
    );
    const res = await request(t.app)
      .post('/api/shopping-lists')
      .set(bearer(me))
      .send({ name: 'One too many' })
      .expect(400);
    expect(res.body).toEqual({
      message: KITCHEN_MESSAGES.tooManyLists,
      errors: [{ field: 'name', message: KITCHEN_MESSAGES.tooManyLists }],
    });
    const mine = await request(t.app).get('/api/shopping-lists').set(bearer(me)).expect(200);
    expect((mine.body as unknown[]).length).toBe(KITCHEN_LIMITS.listsPerCook);
  });

  it('when the bodies are wrong, then 400 with the fields at fault and the list is unchanged', async () => {
    const list = await addItem(t, cook, (await createList(t, cook))._id, '2 lemons');
    const itemId = list.items[0]?._id ?? '';
    const base = `/api/shopping-lists/${list._id}`;
    const cases = [
      { call: request(t.app).post('/api/shopping-lists').send({ name: ' ' }), field: 'name' },
      {
        call: request(t.app)
          .post('/api/shopping-lists')
          .send({ name: 'x', unit_system: 'imperial' }),
        field: 'unit_system',
      },
      { call: request(t.app).patch(base).send({ name: '' }), field: 'name' },
      { call: request(t.app).post(`${base}/items`).send({ text: '' }), field: 'text' },
      {
        call: request(t.app)
          .post(`${base}/items`)
          .send({ text: 'x'.repeat(201) }),
        field: 'text',
      },
      {
        call: request(t.app).post(`${base}/recipes`).send({ recipeId: 'soup' }),
        field: 'recipeId',
      },
      {
        call: request(t.app).post(`${base}/recipes`).send({ recipeId: UNKNOWN, servings: 0 }),
        field: 'servings',
      },
      { call: request(t.app).patch(`${base}/items/${itemId}`).send({}), field: 'checked' },
    ];
    for (const { call, field } of cases) {
      const res = await call.set(bearer(cook));
      expect(res.status, field).toBe(400);
      expect((res.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(
        field,
      );
    }
    expect(await readList(t, cook, list._id)).toEqual(list);
  });
});

describe('POST /api/shopping-lists/:id/recipes', () => {
  it('when a recipe is added twice at different servings, then like lines merge, scaled, and remember one source with the servings added up', async () => {
    const recipeId = await insertRecipe(t, {
      title: 'Pancakes',
      serving: 'Serves 4',
      ingredients: [
        { quantity: 2, units: 'cup', ingredient: 'plain flour' },
        { quantity: 3, units: '', ingredient: 'Large Eggs' },
      ],
    });
    const list = await createList(t, cook, { name: 'Brunch', unit_system: 'us' });
    const path = `/api/shopping-lists/${list._id}/recipes`;
    const once = await request(t.app).post(path).set(bearer(cook)).send({ recipeId }).expect(200);
    expectDocumented('POST', '/shopping-lists/:id/recipes', once);
    const twice = await request(t.app)
      .post(path)
      .set(bearer(cook))
      .send({ recipeId, servings: '8' })
      .expect(200);
    const after = shoppingListSchema.parse(twice.body);
    expect(after.items).toHaveLength(2);
    const [flour] = linesOf(after, 'flour');
    expect(flour).toMatchObject({ quantity: 6, units: 'cup', version: 2 });
    expect(flour?.sources).toEqual([{ recipe_id: recipeId, title: 'Pancakes', servings: 12 }]);
    const [eggs] = after.items.filter((item) => item.ingredient.toLowerCase().includes('egg'));
    expect(eggs).toMatchObject({ quantity: 9, units: '' });
  });

  it('when another cook’s pending recipe or an unknown recipe is added, then 404 Recipe not found; the cook’s own pending recipe is added', async () => {
    const list = await createList(t, cook);
    const hidden = await insertRecipe(t, { title: 'Secret', status: 100, ...ownedBy(other) });
    for (const recipeId of [hidden, UNKNOWN]) {
      const res = await request(t.app)
        .post(`/api/shopping-lists/${list._id}/recipes`)
        .set(bearer(cook))
        .send({ recipeId })
        .expect(404);
      expect(res.body).toEqual({ message: 'Recipe not found' });
    }
    const mine = await insertRecipe(t, {
      title: 'My Draft',
      status: 100,
      ...ownedBy(cook),
      ingredients: [{ quantity: 1, units: '', ingredient: 'onion' }],
    });
    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/recipes`)
      .set(bearer(cook))
      .send({ recipeId: mine })
      .expect(200);
    expect(shoppingListSchema.parse(res.body).items.map((i) => i.key)).toEqual(['onion']);
  });

  it('when several recipes are added at once and one of them cannot be used, then none is added; when all can, then like lines merge in one change', async () => {
    const service = new ShoppingService(
      new ShoppingRepository(t.db.database.db),
      householdLookup(t.db.database.db),
    );
    const principal: Principal = {
      sub: subOf(cook.idToken),
      username: cook.email,
      email: cook.email,
      name: cook.name,
      groups: ['user'],
    };
    const soup = await insertRecipe(t, {
      title: 'Soup',
      serving: 'Serves 2',
      ingredients: [{ quantity: 1, units: '', ingredient: 'onion' }],
    });
    const stew = await insertRecipe(t, {
      title: 'Stew',
      serving: 'Serves 4',
      ingredients: [{ quantity: 2, units: '', ingredient: 'onions' }],
    });
    const hidden = await insertRecipe(t, { title: 'Hidden', status: 100, ...ownedBy(other) });
    const list = await createList(t, cook);
    await expect(
      service.addRecipes(list._id, [{ recipeId: soup }, { recipeId: hidden }], principal),
    ).rejects.toMatchObject({ status: 404, message: 'Recipe not found' });
    expect((await readList(t, cook, list._id)).items).toEqual([]);

    const after = await service.addRecipes(
      list._id,
      [{ recipeId: soup, servings: 4 }, { recipeId: stew }],
      principal,
    );
    expect(after.items.map((i) => [i.key, i.quantity, i.version])).toEqual([['onion', 4, 1]]);
    expect(after.items[0]?.sources.map((s) => [s.title, s.servings])).toEqual([
      ['Soup', 4],
      ['Stew', 4],
    ]);
  });
});
