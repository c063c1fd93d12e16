import {
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  shoppingItemSchema,
  shoppingListSchema,
  type ShoppingList,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  UNKNOWN,
  addItem,
  bearer,
  createList,
  fillList,
  insertRecipe,
  readList,
} from '../../test/shopping-lists.js';
import { expectDocumented } from '../../test/documented.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

const t = useTestApp();
const [cook] = useUsers(t, 'Cook Carla');

const linesOf = (list: ShoppingList, key: string) => list.items.filter((item) => item.key === key);

describe('POST /api/shopping-lists/:id/items', () => {
  it('when 1 cup of milk and then 250 ml of milk are added to a metric list, then it is one line in ml', async () => {
    const list = await createList(t, cook);
    await addItem(t, cook, list._id, '1 cup milk');
    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/items`)
      .set(bearer(cook))
      .send({ text: '250 ml milk' })
      .expect(201);
    expectDocumented('POST', '/shopping-lists/:id/items', res);
    const after = shoppingListSchema.parse(res.body);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ key: 'milk', units: 'ml', sources: [], version: 2 });
    expect(after.items[0]?.quantity).toBeCloseTo(487, -1);
  });

  it('when amounts do not convert into each other or a line is checked off, then they stay separate lines', async () => {
    const list = await createList(t, cook);
    await addItem(t, cook, list._id, '200 g cheese');
    await addItem(t, cook, list._id, '1 cup cheese');
    const lemons = await addItem(t, cook, list._id, '2 lemons');
    const lemon = linesOf(lemons, 'lemon')[0];
    await request(t.app)
      .patch(`/api/shopping-lists/${list._id}/items/${lemon?._id ?? ''}`)
      .set(bearer(cook))
      .send({ checked: true })
      .expect(200);
    const after = await addItem(t, cook, list._id, '1 lemon');
    expect(linesOf(after, 'cheese').map((i) => i.units)).toEqual(
      expect.arrayContaining(['g', 'ml']),
    );
    expect(linesOf(after, 'cheese')).toHaveLength(2);
    expect(linesOf(after, 'lemon').map((i) => [i.quantity, i.checked])).toEqual(
      expect.arrayContaining([
        [2, true],
        [1, false],
      ]),
    );
  });

  it('when lines of several aisles are added, then the list comes in aisle order, then by name', async () => {
    const list = await createList(t, cook);
    for (const text of ['1 baguette', '2 l milk', '3 pears', '2 apples']) {
      await addItem(t, cook, list._id, text);
    }
    const after = await readList(t, cook, list._id);
    expect(after.items.map((i) => i.aisle)).toEqual(['produce', 'produce', 'dairy', 'bakery']);
    expect(after.items.map((i) => i.key)).toEqual(['apple', 'pear', 'milk', 'baguette']);
  });

  it('when five cooks add the same item at once, then one line holds all of it', async () => {
    const list = await createList(t, cook);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        request(t.app)
          .post(`/api/shopping-lists/${list._id}/items`)
          .set(bearer(cook))
          .send({ text: '1 lemon' })
          .expect(201),
      ),
    );
    const after = await readList(t, cook, list._id);
    expect(after.items.map((i) => [i.key, i.quantity])).toEqual([['lemon', 5]]);
  });

  it('when a list is full, then a new line or recipe is refused with 400 and nothing is added', async () => {
    const list = await createList(t, cook);
    await fillList(t, list._id);
    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/items`)
      .set(bearer(cook))
      .send({ text: '1 lemon' })
      .expect(400);
    expect(res.body).toEqual({
      message: KITCHEN_MESSAGES.listFull,
      errors: [{ field: 'text', message: KITCHEN_MESSAGES.listFull }],
    });
    const recipeId = await insertRecipe(t, { title: 'Overflow Stew' });
    await request(t.app)
      .post(`/api/shopping-lists/${list._id}/recipes`)
      .set(bearer(cook))
      .send({ recipeId })
      .expect(400);
    expect((await readList(t, cook, list._id)).items).toHaveLength(KITCHEN_LIMITS.itemsPerList);
  });
});

describe('PATCH and DELETE /api/shopping-lists/:id/items/:itemId', () => {
  it('when a line is checked off and rewritten, then each answer is the line with a new version, and its sources stay', async () => {
    const recipeId = await insertRecipe(t, {
      title: 'Lemonade',
      serving: 'Serves 2',
      ingredients: [{ quantity: 4, units: '', ingredient: 'lemons' }],
    });
    const list = await createList(t, cook);
    const added = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/recipes`)
      .set(bearer(cook))
      .send({ recipeId })
      .expect(200);
    const [line] = shoppingListSchema.parse(added.body).items;
    const path = `/api/shopping-lists/${list._id}/items/${line?._id ?? ''}`;
    const checked = await request(t.app)
      .patch(path)
      .set(bearer(cook))
      .send({ checked: true })
      .expect(200);
    expectDocumented('PATCH', '/shopping-lists/:id/items/:itemId', checked);
    expect(shoppingItemSchema.parse(checked.body)).toMatchObject({ checked: true, version: 2 });
    const rewritten = await request(t.app)
      .patch(path)
      .set(bearer(cook))
      .send({ text: '6 limes' })
      .expect(200);
    expect(shoppingItemSchema.parse(rewritten.body)).toMatchObject({
      key: 'lime',
      quantity: 6,
      checked: true,
      version: 3,
      aisle: 'produce',
      sources: [{ recipe_id: recipeId, title: 'Lemonade', servings: 2 }],
    });
    const removed = await request(t.app).delete(path).set(bearer(cook)).expect(200);
    expectDocumented('DELETE', '/shopping-lists/:id/items/:itemId', removed);
    expect(removed.body).toEqual({ undo: expect.any(String) });
    const gone = await request(t.app).delete(path).set(bearer(cook)).expect(404);
    expect(gone.body).toEqual({ message: 'Item not found' });
    expect((await readList(t, cook, list._id)).items).toEqual([]);
  });

  it('when an item of another list, an unknown or a malformed item id is used, then 404 Item not found', async () => {
    const mine = await createList(t, cook);
    const elsewhere = await addItem(t, cook, (await createList(t, cook))._id, '1 onion');
    for (const itemId of [elsewhere.items[0]?._id ?? '', UNKNOWN, 'nope']) {
      const path = `/api/shopping-lists/${mine._id}/items/${itemId}`;
      const patched = await request(t.app)
        .patch(path)
        .set(bearer(cook))
        .send({ checked: true })
        .expect(404);
      expect(patched.body).toEqual({ message: 'Item not found' });
      await request(t.app).delete(path).set(bearer(cook)).expect(404);
    }
    expect(await readList(t, cook, elsewhere._id)).toEqual(elsewhere);
  });
});
