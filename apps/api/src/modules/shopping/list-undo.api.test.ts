import {
  LIST_UNDO_MESSAGES,
  shoppingListRemovalSchema,
  shoppingListSchema,
  type ShoppingItem,
  type ShoppingList,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expectDocumented } from '../../test/documented.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  addItem,
  bearer,
  createList,
  insertRecipe,
  openListStream,
  readList,
  useSecondInstance,
} from '../../test/shopping-lists.js';

/*
 * Undo of a removal from a list (list-undo.ts, list-restore.ts): each kind of removal answers an
 * undo id, and the undo puts back exactly what it took, announced on the list's live stream.
 */

const t = useTestApp();
const b = useSecondInstance(t);

/** A line as the undo must put it back: everything but its version and time of change. */
const asItWas = ({ version: _v, updated_on: _u, ...line }: ShoppingItem) => line;
const lines = (list: ShoppingList) =>
  list.items.map(asItWas).sort((x, y) => x._id.localeCompare(y._id));

async function tick(cook: TestUser, list: ShoppingList, key: string): Promise<void> {
  const line = list.items.find((item) => item.key === key);
  await request(t.app)
    .patch(`/api/shopping-lists/${list._id}/items/${line?._id ?? ''}`)
    .set(bearer(cook))
    .send({ checked: true })
    .expect(200);
}

async function undo(cook: TestUser, listId: string, undoId: string | undefined) {
  return request(t.app)
    .post(`/api/shopping-lists/${listId}/undo/${undoId ?? ''}`)
    .set(bearer(cook));
}

async function addRecipe(cook: TestUser, listId: string, recipeId: string): Promise<ShoppingList> {
  const res = await request(t.app)
    .post(`/api/shopping-lists/${listId}/recipes`)
    .set(bearer(cook))
    .send({ recipeId })
    .expect(200);
  return shoppingListSchema.parse(res.body);
}

describe('POST /api/shopping-lists/:id/undo/:undoId', () => {
  it('when a line is taken off and undone, then it is back exactly, announced, and a second undo is refused', async () => {
    const cook = await createCook(t, 'Undo Una');
    const list = await createList(t, cook);
    await addItem(t, cook, list._id, '2 lemons');
    const before = await addItem(t, cook, list._id, '500 g flour');
    await tick(cook, before, 'lemon');
    const full = await readList(t, cook, list._id);
    const lemon = full.items.find((item) => item.key === 'lemon');
    const stream = await openListStream(b.base, list._id, cook, b.streams);

    const removed = await request(t.app)
      .delete(`/api/shopping-lists/${list._id}/items/${lemon?._id ?? ''}`)
      .set(bearer(cook))
      .expect(200);
    await stream.next('changed', 2_000);
    const undone = await undo(cook, list._id, (removed.body as { undo?: string }).undo);

    expect(undone.status).toBe(200);
    expectDocumented('POST', '/shopping-lists/:id/undo/:undoId', undone);
    const after = shoppingListSchema.parse(undone.body);
    expect(lines(after)).toEqual(lines(full));
    expect(after.items.map((item) => item._id)).toEqual(full.items.map((item) => item._id));
    expect(after.items.find((item) => item.key === 'lemon')?.version).toBe(
      (lemon?.version ?? 0) + 1,
    );
    await stream.next('changed', 2_000);

    const again = await undo(cook, list._id, (removed.body as { undo?: string }).undo);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: LIST_UNDO_MESSAGES.alreadyUndone });
    expect(lines(await readList(t, cook, list._id))).toEqual(lines(full));
  });

  it('when ticked lines are cleared and undone, then they are back ticked, with their amounts and aisles', async () => {
    const cook = await createCook(t, 'Clear Cleo');
    const list = await createList(t, cook);
    for (const text of ['2 lemons', '1 cup milk', '3 eggs']) await addItem(t, cook, list._id, text);
    const added = await readList(t, cook, list._id);
    await tick(cook, added, 'lemon');
    await tick(cook, added, 'milk');
    const full = await readList(t, cook, list._id);

    const cleared = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/clear-ticked`)
      .set(bearer(cook))
      .send({})
      .expect(200);
    expectDocumented('POST', '/shopping-lists/:id/clear-ticked', cleared);
    const removal = shoppingListRemovalSchema.parse(cleared.body);
    expect(removal.items.map((item) => item.key)).toEqual(['egg']);
    expect(removal.undo).toEqual(expect.any(String));

    const undone = await undo(cook, list._id, removal.undo);
    expect(undone.status).toBe(200);
    expect(lines(shoppingListSchema.parse(undone.body))).toEqual(lines(full));
  });

  it('when nothing is ticked, then "Clear ticked" answers no undo id', async () => {
    const cook = await createCook(t, 'Nothing Ned');
    const list = await createList(t, cook);
    const res = await request(t.app)
      .post(`/api/shopping-lists/${list._id}/clear-ticked`)
      .set(bearer(cook))
      .expect(200);
    expect(shoppingListRemovalSchema.parse(res.body).undo).toBeUndefined();
  });

  it("when a recipe's lines are taken off and undone, then its own lines and its share of a merged line are back", async () => {
    const cook = await createCook(t, 'Recipe Rosa');
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
      ingredients: [{ quantity: 500, units: 'g', ingredient: 'flour' }],
    });
    const list = await createList(t, cook);
    await addRecipe(cook, list._id, bread);
    const full = await addRecipe(cook, list._id, pancakes);

    const taken = await request(t.app)
      .delete(`/api/shopping-lists/${list._id}/recipes/${pancakes}`)
      .set(bearer(cook))
      .expect(200);
    expectDocumented('DELETE', '/shopping-lists/:id/recipes/:recipeId', taken);
    const removal = shoppingListRemovalSchema.parse(taken.body);
    expect(removal.items.map((item) => item.key)).toEqual(['flour']);

    const undone = await undo(cook, list._id, removal.undo);
    expect(undone.status).toBe(200);
    expect(lines(shoppingListSchema.parse(undone.body))).toEqual(lines(full));
  });

  it("when a line a recipe's share left was changed since, then the share is added back into it, never as a second line", async () => {
    const cook = await createCook(t, 'Changed Chloe');
    const soup = await insertRecipe(t, {
      title: 'Soup',
      serving: 'Serves 2',
      ingredients: [{ quantity: 2, units: '', ingredient: 'onions' }],
    });
    const list = await createList(t, cook);
    await addItem(t, cook, list._id, '1 onion');
    await addRecipe(cook, list._id, soup);
    const taken = await request(t.app)
      .delete(`/api/shopping-lists/${list._id}/recipes/${soup}`)
      .set(bearer(cook))
      .expect(200);
    const removal = shoppingListRemovalSchema.parse(taken.body);
    await addItem(t, cook, list._id, '4 onions');

    const undone = await undo(cook, list._id, removal.undo);

    const after = shoppingListSchema.parse(undone.body);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ key: 'onion', quantity: 7, checked: false });
    expect(after.items[0]?.sources).toEqual([{ recipe_id: soup, title: 'Soup', servings: 2 }]);
  });

  it('when a like line was added after a line was taken off, then the undo adds into it instead of doubling it', async () => {
    const cook = await createCook(t, 'Merge Mo');
    const list = await addItem(t, cook, (await createList(t, cook))._id, '2 lemons');
    const removed = await request(t.app)
      .delete(`/api/shopping-lists/${list._id}/items/${list.items[0]?._id ?? ''}`)
      .set(bearer(cook))
      .expect(200);
    await addItem(t, cook, list._id, '3 lemons');

    const undone = await undo(cook, list._id, (removed.body as { undo?: string }).undo);

    const after = shoppingListSchema.parse(undone.body);
    expect(after.items.map(({ key, quantity }) => ({ key, quantity }))).toEqual([
      { key: 'lemon', quantity: 5 },
    ]);
  });
});
