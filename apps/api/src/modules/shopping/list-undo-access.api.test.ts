import { KITCHEN_LIMITS, LIST_UNDO_MESSAGES, shoppingListSchema } from '@family-recipes/shared';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinHousehold, removeFromHousehold } from '../../test/households.js';
import { subOf } from '../../test/test-recipes.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { UNKNOWN, addItem, bearer, createList, readList } from '../../test/shopping-lists.js';

/*
 * Who may undo a removal from a list, and when: cooks of the list's household, once, within
 * KITCHEN_LIMITS.undoMinutes; anyone else is told there is no such list.
 */

const t = useTestApp();

afterEach(() => {
  vi.useRealTimers();
});

/** A list with one line, "2 lemons", taken off: the list's id and the removal's undo id. */
async function removedLine(cook: TestUser): Promise<{ listId: string; undo: string }> {
  const list = await addItem(t, cook, (await createList(t, cook))._id, '2 lemons');
  const res = await request(t.app)
    .delete(`/api/shopping-lists/${list._id}/items/${list.items[0]?._id ?? ''}`)
    .set(bearer(cook))
    .expect(200);
  return { listId: list._id, undo: (res.body as { undo: string }).undo };
}

const undo = (cook: TestUser, listId: string, undoId: string) =>
  request(t.app).post(`/api/shopping-lists/${listId}/undo/${undoId}`).set(bearer(cook));

describe('who may undo a removal, and when', () => {
  it('when the same undo is sent many times at once, then the line is back once and the others are refused', async () => {
    const cook = await createCook(t, 'Burst Bea');
    const { listId, undo: undoId } = await removedLine(cook);

    const answers = await Promise.all(Array.from({ length: 60 }, () => undo(cook, listId, undoId)));

    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    expect((await readList(t, cook, listId)).items.map((item) => item.key)).toEqual(['lemon']);
  });

  it('when another cook of the household undoes, then the line is back; a cook of another household is told the list does not exist', async () => {
    const cook = await createCook(t, 'Owner Ola');
    const partner = await createCook(t, 'Partner Pat');
    const stranger = await createCook(t, 'Stranger Stu');
    await joinHousehold(t, cook, partner);
    const { listId, undo: undoId } = await removedLine(cook);

    const refused = await undo(stranger, listId, undoId);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Shopping list not found' });
    const theirs = await createList(t, stranger);
    expect((await undo(stranger, theirs._id, undoId)).status).toBe(404);

    const undone = await undo(partner, listId, undoId);
    expect(undone.status).toBe(200);
    expect(shoppingListSchema.parse(undone.body).items.map((item) => item.key)).toEqual(['lemon']);
  });

  it('when a member has left the household, then they can no longer undo its removals', async () => {
    const cook = await createCook(t, 'Stay Sue');
    const leaver = await createCook(t, 'Leaving Lou');
    await joinHousehold(t, cook, leaver);
    const { listId, undo: undoId } = await removedLine(leaver);
    await removeFromHousehold(t, cook, subOf(leaver.idToken));

    expect((await undo(leaver, listId, undoId)).status).toBe(404);
    expect((await undo(cook, listId, undoId)).status).toBe(200);
  });

  it("when a cook joins another household with their lists, then their lists' undos are gone", async () => {
    const host = await createCook(t, 'Host Hal');
    const mover = await createCook(t, 'Mover Max');
    const { listId, undo: undoId } = await removedLine(mover);

    await joinHousehold(t, host, mover, { bring: true });

    const res = await undo(mover, listId, undoId);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: LIST_UNDO_MESSAGES.notFound });
    expect((await readList(t, host, listId)).items).toEqual([]);
  });

  it('when the undo comes after its minutes are over, then it is refused as expired and nothing comes back', async () => {
    const cook = await createCook(t, 'Late Lee');
    const { listId, undo: undoId } = await removedLine(cook);
    vi.useFakeTimers({
      toFake: ['Date'],
      now: Date.now() + KITCHEN_LIMITS.undoMinutes * 60_000 + 1_000,
    });

    const res = await undo(cook, listId, undoId);

    expect(res.status).toBe(410);
    expect(res.body).toEqual({ message: LIST_UNDO_MESSAGES.expired });
    expect((await readList(t, cook, listId)).items).toEqual([]);
  });

  it('when the undo id is unknown, of another list or not an id, then 404 and nothing changes', async () => {
    const cook = await createCook(t, 'Wrong Wren');
    const { undo: undoId } = await removedLine(cook);
    const other = await createList(t, cook);
    for (const id of [UNKNOWN, undoId, 'nope']) {
      const res = await undo(cook, other._id, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: LIST_UNDO_MESSAGES.notFound });
    }
    expect((await readList(t, cook, other._id)).items).toEqual([]);
  });
});
