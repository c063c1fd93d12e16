import {
  AISLE_MESSAGES,
  API_MESSAGES,
  shoppingListSchema,
  type ShoppingList,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import type { TestUser } from '../../test/test-users.js';
import {
  UNKNOWN,
  addItem,
  bearer,
  createList,
  insertRecipe,
  openListStream,
  readList,
  useSecondInstance,
  type EventStream,
  renameList,
} from '../../test/shopping-lists.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();
const [cook, stranger] = useUsers(t, 'Tidy Tess', 'Stranger Sam');

const b = useSecondInstance(t);

async function streamOf(listId: string): Promise<EventStream> {
  const stream = await openListStream(b.base, listId, cook, b.streams);
  expect(stream.status).toBe(200);
  return stream;
}

/** A list with these free items, the first `ticked` of them ticked off. */
async function listWith(texts: string[], ticked: number): Promise<ShoppingList> {
  let list = await createList(t, cook);
  for (const text of texts) list = await addItem(t, cook, list._id, text);
  const byText = (text: string) => list.items.find((item) => text.includes(item.key));
  for (const text of texts.slice(0, ticked)) {
    await request(t.app)
      .patch(`/api/shopping-lists/${list._id}/items/${byText(text)?._id ?? UNKNOWN}`)
      .set(bearer(cook))
      .send({ checked: true })
      .expect(200);
  }
  return readList(t, cook, list._id);
}

/** No event came for the calls before: the next change's event is the first one after `from`. */
async function expectNoEventBefore(stream: EventStream, listId: string, from: number) {
  await renameList(t, cook, listId, 'Renamed');
  await stream.next('changed', 2_000);
  expect(stream.events.slice(from).map((event) => event.event)).toEqual(['changed']);
}

/** Takes the stream's events up to the one that announces the line `itemId` was written. */
async function addRecipe(listId: string, recipeId: string): Promise<void> {
  await request(t.app)
    .post(`/api/shopping-lists/${listId}/recipes`)
    .set(bearer(cook))
    .send({ recipeId })
    .expect(200);
}

async function takeOff(listId: string, recipeId: string): Promise<ShoppingList> {
  const res = await request(t.app)
    .delete(`/api/shopping-lists/${listId}/recipes/${recipeId}`)
    .set(bearer(cook))
    .expect(200);
  return shoppingListSchema.parse(res.body);
}

async function heard(stream: EventStream, itemId: string | undefined) {
  expect(itemId).toBeDefined();
  for (;;) {
    const { data } = await stream.next('changed', 2_000);
    if ((JSON.parse(data) as { item?: string }).item === itemId) return;
  }
}

describe('POST /api/shopping-lists/:id/clear-ticked', () => {
  it('when two of three lines are ticked, then both go, the list answers with the one left and its stream hears "changed"', async () => {
    const list = await listWith(['2 lemons', '1 l milk', '3 onions'], 2);
    const stream = await streamOf(list._id);

    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/clear-ticked`)
      .set(bearer(cook))
      .expect(200);

    expectDocumented('POST', '/shopping-lists/:id/clear-ticked', res);
    const after = shoppingListSchema.parse(res.body);
    expect(after.items.map((item) => item.key)).toEqual(['onion']);
    expect(after).toMatchObject({ item_count: 1, unchecked_count: 1 });
    expect(JSON.parse((await stream.next('changed', 2_000)).data)).toEqual({ list: list._id });
    expect((await readList(t, cook, list._id)).items).toHaveLength(1);
  });

  it('when the same op_id is sent again after more lines were ticked, then the second call changes nothing and announces nothing', async () => {
    const list = await listWith(['2 lemons', '3 onions'], 1);
    const op_id = crypto.randomUUID();
    const path = `/api/shopping-lists/${list._id}/clear-ticked`;
    await request(t.app).post(path).set(bearer(cook)).send({ op_id }).expect(200);
    const onion = (await readList(t, cook, list._id)).items[0];
    // Open before the tick, whose event reaches the other instance when the database delivers it:
    // heard here, it cannot arrive later and pass for the second call's.
    const stream = await streamOf(list._id);
    await request(t.app)
      .patch(`/api/shopping-lists/${list._id}/items/${onion?._id ?? UNKNOWN}`)
      .set(bearer(cook))
      .send({ checked: true })
      .expect(200);
    await stream.next('changed', 2_000);
    const heard = stream.events.length;

    const again = await request(t.app).post(path).set(bearer(cook)).send({ op_id }).expect(200);

    expect(shoppingListSchema.parse(again.body).items).toMatchObject([
      { key: 'onion', checked: true },
    ]);
    await expectNoEventBefore(stream, list._id, heard);
  });

  it('when op_id is not a uuid, then 400 with its message and the ticked lines stay', async () => {
    const list = await listWith(['2 lemons', '3 onions'], 1);

    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/clear-ticked`)
      .set(bearer(cook))
      .send({ op_id: 'again-please' })
      .expect(400);

    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ field: 'op_id', message: AISLE_MESSAGES.opIdInvalid }),
    );
    expect(await readList(t, cook, list._id)).toEqual(list);
  });
});

describe('POST /api/shopping-lists/:id/untick-all', () => {
  it('when lines are ticked, then every line is unticked, the ticked ones a version later, and the stream hears "changed"', async () => {
    const list = await listWith(['2 lemons', '1 l milk', '3 onions'], 2);
    const stream = await streamOf(list._id);

    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/untick-all`)
      .set(bearer(cook))
      .send({})
      .expect(200);

    expectDocumented('POST', '/shopping-lists/:id/untick-all', res);
    const after = shoppingListSchema.parse(res.body);
    expect(after.items.every((item) => !item.checked)).toBe(true);
    expect(after.unchecked_count).toBe(3);
    for (const item of after.items) {
      const before = list.items.find((line) => line._id === item._id);
      expect(item.version).toBe((before?.version ?? 0) + (before?.checked ? 1 : 0));
    }
    await stream.next('changed', 2_000);
  });

  it('when nothing is ticked, then the list is answered as it is and nothing is announced', async () => {
    const list = await listWith(['2 lemons'], 0);
    const stream = await streamOf(list._id);

    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/untick-all`)
      .set(bearer(cook))
      .expect(200);

    expect(shoppingListSchema.parse(res.body).updated_on).toBe(list.updated_on);
    await expectNoEventBefore(stream, list._id, 0);
  });
});

describe('DELETE /api/shopping-lists/:id/recipes/:recipeId', () => {
  it('when a recipe is taken off, then its own lines go, a line it shares keeps the other recipe, and free items stay', async () => {
    const pancakes = await insertRecipe(t, {
      title: 'Pancakes',
      serving: 'Serves 4',
      ingredients: [
        { quantity: 2, units: 'cup', ingredient: 'plain flour' },
        { quantity: 3, units: '', ingredient: 'eggs' },
      ],
    });
    const bread = await insertRecipe(t, {
      title: 'Bread',
      serving: 'Serves 4',
      ingredients: [
        { quantity: 500, units: 'g', ingredient: 'flour' },
        { quantity: 7, units: 'g', ingredient: 'yeast' },
      ],
    });
    const list = await createList(t, cook);
    for (const recipeId of [pancakes, bread]) {
      await request(t.app)
        .post(`/api/shopping-lists/${list._id}/recipes`)
        .set(bearer(cook))
        .send({ recipeId })
        .expect(200);
    }
    const stream = await streamOf(list._id);
    const lemons = (await addItem(t, cook, list._id, '2 lemons')).items.find(
      (item) => item.key === 'lemon',
    );
    // Every change before the free item's is heard by then: notices come in commit order.
    await heard(stream, lemons?._id);
    const from = stream.events.length;
    const path = `/api/shopping-lists/${list._id}/recipes/${pancakes}`;

    const res = await request(t.app).delete(path).set(bearer(cook)).expect(200);

    expectDocumented('DELETE', '/shopping-lists/:id/recipes/:recipeId', res);
    const after = shoppingListSchema.parse(res.body);
    expect(after.items.map((item) => item.key).sort()).toEqual(['flour', 'lemon', 'yeast']);
    expect(after.items.find((item) => item.key === 'flour')?.sources).toEqual([
      { recipe_id: bread, title: 'Bread', servings: 4 },
    ]);
    await stream.next('changed', 2_000);

    const again = await request(t.app).delete(path).set(bearer(cook)).expect(200);
    expect(shoppingListSchema.parse(again.body)).toEqual(after);
    await expectNoEventBefore(stream, list._id, from + 1);
  });

  it("when two recipes share a line, then taking one off leaves exactly the other's amount, and taking both off removes the line", async () => {
    const cake = await insertRecipe(t, {
      title: 'Sponge Cake',
      serving: 'Serves 4',
      ingredients: [{ quantity: 125, units: 'g', ingredient: 'sugar' }],
    });
    const biscuits = await insertRecipe(t, {
      title: 'Biscuits',
      serving: 'Serves 4',
      ingredients: [{ quantity: 62.5, units: 'g', ingredient: 'sugar' }],
    });
    const list = await createList(t, cook);
    for (const recipeId of [cake, biscuits]) await addRecipe(list._id, recipeId);
    const sugar = (shown: ShoppingList) => shown.items.filter((item) => item.key === 'sugar');
    expect(sugar(await readList(t, cook, list._id))).toMatchObject([{ quantity: 188, units: 'g' }]);

    const first = await takeOff(list._id, cake);

    expect(sugar(first)).toMatchObject([
      {
        quantity: 62.5,
        units: 'g',
        sources: [{ recipe_id: biscuits, title: 'Biscuits', servings: 4 }],
      },
    ]);
    expect(sugar(await takeOff(list._id, biscuits))).toEqual([]);
  });

  it("when a cook typed an item a recipe's line took in, then taking the recipe off leaves what the cook typed", async () => {
    const cake = await insertRecipe(t, {
      title: 'Lemon Cake',
      serving: 'Serves 4',
      ingredients: [{ quantity: 2, units: '', ingredient: 'lemons' }],
    });
    const list = await listWith(['3 lemons'], 0);
    await addRecipe(list._id, cake);
    expect((await readList(t, cook, list._id)).items).toMatchObject([
      { key: 'lemon', quantity: 5 },
    ]);

    const after = await takeOff(list._id, cake);

    expect(after.items).toMatchObject([{ key: 'lemon', quantity: 3, units: '', sources: [] }]);
  });

  it('when a cook rewrote a shared line, then taking a recipe off keeps the amount the cook wrote', async () => {
    const ids = await Promise.all(
      ['Scones', 'Shortbread'].map((title) =>
        insertRecipe(t, {
          title,
          serving: 'Serves 4',
          ingredients: [{ quantity: 100, units: 'g', ingredient: 'butter' }],
        }),
      ),
    );
    const list = await createList(t, cook);
    for (const recipeId of ids) await addRecipe(list._id, recipeId);
    const line = (await readList(t, cook, list._id)).items[0];
    await request(t.app)
      .patch(`/api/shopping-lists/${list._id}/items/${line?._id ?? UNKNOWN}`)
      .set(bearer(cook))
      .send({ text: '250 g butter' })
      .expect(200);

    const after = await takeOff(list._id, ids[0] ?? UNKNOWN);

    expect(after.items).toMatchObject([{ key: 'butter', quantity: 250, units: 'g' }]);
    expect(after.items[0]?.sources.map((source) => source.title)).toEqual(['Shortbread']);
  });

  it('when the recipe id is not an id, then 404 and the list is unchanged', async () => {
    const list = await listWith(['2 lemons'], 0);

    await request(t.app)
      .delete(`/api/shopping-lists/${list._id}/recipes/not-a-recipe`)
      .set(bearer(cook))
      .expect(404, { message: API_MESSAGES.recipeNotFound });

    expect(await readList(t, cook, list._id)).toEqual(list);
  });
});

describe('the clean-up of a list the caller cannot reach', () => {
  it('when a cook of another household, or a list that does not exist, is named, then 404 and the list is unchanged', async () => {
    const list = await listWith(['2 lemons', '3 onions'], 1);
    const recipeId = await insertRecipe(t, { title: 'Stranger Stew' });
    const item = list.items[0]?._id ?? UNKNOWN;
    const calls = (id: string, who: TestUser) => [
      request(t.app).post(`/api/shopping-lists/${id}/clear-ticked`).set(bearer(who)),
      request(t.app).post(`/api/shopping-lists/${id}/untick-all`).set(bearer(who)).send({}),
      request(t.app).delete(`/api/shopping-lists/${id}/recipes/${recipeId}`).set(bearer(who)),
      request(t.app)
        .put(`/api/shopping-lists/${id}/items/${item}/aisle`)
        .set(bearer(who))
        .send({ aisle: 'pantry' }),
    ];

    for (const [id, who] of [
      [list._id, stranger],
      [UNKNOWN, cook],
      ['not-a-list', cook],
    ] as const) {
      for (const res of await Promise.all(calls(id, who))) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Shopping list not found' });
      }
    }
    expect(await readList(t, cook, list._id)).toEqual(list);
  });

  it('when no token is sent, then 401 and nothing changes', async () => {
    const list = await listWith(['2 lemons'], 1);

    await request(t.app).post(`/api/shopping-lists/${list._id}/clear-ticked`).expect(401);

    expect(await readList(t, cook, list._id)).toEqual(list);
  });
});
