import type { ShoppingItem } from '@family-recipes/shared';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw';
import { flushPending } from './flush';
import { PendingOpsStore, type PendingOp } from './pending-ops';

const LIST = '11111111-1111-4111-8111-111111111111';
const ITEM = '22222222-2222-4222-8222-000000000001';
const RECIPE = '33333333-3333-4333-8333-000000000001';
const OWNER = 'cook-sub-1';

let counter = 0;
const opId = () => {
  counter += 1;
  return `44444444-4444-4444-8444-${String(counter).padStart(12, '0')}`;
};
const at = '2026-11-25T10:00:00.000Z';

const check = (checked = true): PendingOp => ({
  kind: 'check',
  op_id: opId(),
  edited_at: at,
  list_id: LIST,
  item_id: ITEM,
  base_version: 1,
  label: '2 carrots',
  checked,
});
const add = (text: string): PendingOp => ({
  kind: 'add',
  op_id: opId(),
  edited_at: at,
  list_id: LIST,
  text,
});
const edit = (text: string): PendingOp => ({
  kind: 'edit',
  op_id: opId(),
  edited_at: at,
  list_id: LIST,
  item_id: ITEM,
  base_version: 1,
  label: '2 carrots',
  text,
});
const cooked = (): PendingOp => ({
  kind: 'cooked',
  op_id: opId(),
  edited_at: at,
  recipe_id: RECIPE,
  rating: 5,
  note: 'Lovely.',
});

const carrots = (quantity: number): ShoppingItem => ({
  _id: ITEM,
  ingredient: 'carrots',
  key: 'carrot',
  quantity,
  units: '',
  aisle: 'produce',
  checked: false,
  sources: [],
  version: 2,
  updated_on: at,
});

/** Records every write the flush sends, in order, with its body; answers as `answer` says. */
function recordWrites(
  answer: (body: Record<string, unknown>) => Response | undefined = () => undefined,
) {
  const seen: { method: string; path: string; body: Record<string, unknown> }[] = [];
  const handle = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({ method: request.method, path: new URL(request.url).pathname, body });
    return answer(body) ?? HttpResponse.json({}, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.patch('*/api/shopping-lists/:id/items/:itemId', handle),
    http.post('*/api/shopping-lists/:id/items', handle),
    http.post('*/api/recipes/:id/cooked', handle),
  );
  return seen;
}

afterEach(() => localStorage.clear());

describe('PendingOpsStore', () => {
  it('when the page is loaded again, then the waiting changes are still there, in order, and only for their cook', () => {
    const first = new PendingOpsStore(localStorage, OWNER);
    const ops = [check(), add('2 lemons'), cooked()];
    for (const op of ops) first.add(op);
    first.add(ops[0] as PendingOp);

    const again = new PendingOpsStore(localStorage, OWNER);
    expect(again.ops()).toEqual(ops);
    expect(new PendingOpsStore(localStorage, 'another-cook').ops()).toEqual([]);
  });

  it('when storage holds something unreadable, then the queue starts empty', () => {
    localStorage.setItem(`family-recipes:pending:${OWNER}`, '{not json');
    expect(new PendingOpsStore(localStorage, OWNER).ops()).toEqual([]);
  });
});

describe('flushPending', () => {
  it('when changes wait, then they are sent one at a time in the order they were made, each with its op id, and leave the queue', async () => {
    const store = new PendingOpsStore(localStorage, OWNER);
    const ops = [check(), add('2 lemons'), edit('3 carrots'), cooked()];
    for (const op of ops) store.add(op);
    const seen = recordWrites();

    const report = await flushPending(store);

    expect(seen.map((write) => `${write.method} ${write.path}`)).toEqual([
      `PATCH /api/shopping-lists/${LIST}/items/${ITEM}`,
      `POST /api/shopping-lists/${LIST}/items`,
      `PATCH /api/shopping-lists/${LIST}/items/${ITEM}`,
      `POST /api/recipes/${RECIPE}/cooked`,
    ]);
    expect(seen.map((write) => write.body.op_id)).toEqual(ops.map((op) => op.op_id));
    expect(seen[0]?.body).toEqual({
      checked: true,
      base_version: 1,
      edited_at: at,
      op_id: ops[0]?.op_id,
    });
    expect(report).toMatchObject({ stopped: false, notices: [] });
    expect(store.ops()).toEqual([]);
    expect(new PendingOpsStore(localStorage, OWNER).ops()).toEqual([]);
  });

  it('when the connection drops halfway, then nothing is lost: the rest waits in order and the next flush sends it with the same op ids', async () => {
    const store = new PendingOpsStore(localStorage, OWNER);
    const ops = [add('2 lemons'), check(), add('1 loaf of bread')];
    for (const op of ops) store.add(op);
    let down = false;
    const seen = recordWrites((body) => {
      if (body.op_id === ops[1]?.op_id && !down) {
        down = true;
        return HttpResponse.error() as Response;
      }
      return undefined;
    });

    const first = await flushPending(store);
    expect(first.stopped).toBe(true);
    expect(store.ops()).toEqual(ops.slice(1));
    expect(new PendingOpsStore(localStorage, OWNER).ops()).toEqual(ops.slice(1));

    await flushPending(store);
    expect(seen.map((write) => write.body.op_id)).toEqual([
      ops[0]?.op_id,
      ops[1]?.op_id,
      ops[1]?.op_id,
      ops[2]?.op_id,
    ]);
    expect(store.ops()).toEqual([]);
  });

  it('when the server is busy or the cook signed out, then the flush stops and keeps the change', async () => {
    const store = new PendingOpsStore(localStorage, OWNER);
    const op = add('2 lemons');
    store.add(op);
    recordWrites(() => HttpResponse.json({ message: 'Busy' }, { status: 503 }));
    expect((await flushPending(store)).stopped).toBe(true);
    expect(store.ops()).toEqual([op]);
  });

  it('when someone changed the line later, then the change leaves the queue and the cook is told which version was kept', async () => {
    const store = new PendingOpsStore(localStorage, OWNER);
    const op = edit('5 carrots');
    store.add(op);
    recordWrites(() =>
      HttpResponse.json(
        {
          message: 'Someone changed this line after you did; their change was kept.',
          item: carrots(3),
        },
        { status: 409 },
      ),
    );

    const report = await flushPending(store, (item) => `${item.quantity ?? ''} ${item.ingredient}`);

    expect(store.ops()).toEqual([]);
    expect(report.notices).toEqual([
      {
        id: op.op_id,
        list_id: LIST,
        kind: 'not-kept',
        text: 'Not kept: “5 carrots”. “2 carrots” was changed by someone else after you; their version “3 carrots” was kept.',
      },
    ]);
    expect(new PendingOpsStore(localStorage, OWNER).notices()).toEqual(report.notices);
  });

  it('when the cook’s change was the later one, then it is kept and they are told what it replaced', async () => {
    const store = new PendingOpsStore(localStorage, OWNER);
    store.add(check());
    recordWrites(() =>
      HttpResponse.json({ ...carrots(5), conflict: { kept: 'yours', other: carrots(3) } }),
    );
    const report = await flushPending(store);
    expect(report.notices.map((notice) => notice.text)).toEqual([
      'Your change replaced “3 carrots”.',
    ]);
  });

  it('when the line is gone or the note was already made today, then the change leaves the queue; only the lost line is told', async () => {
    const store = new PendingOpsStore(localStorage, OWNER);
    store.add(check());
    store.add(cooked());
    recordWrites((body) =>
      'rating' in body
        ? HttpResponse.json(
            { message: 'You have already noted this recipe today.' },
            { status: 409 },
          )
        : HttpResponse.json({ message: 'Item not found' }, { status: 404 }),
    );
    const report = await flushPending(store);
    expect(store.ops()).toEqual([]);
    expect(report.notices.map((notice) => notice.text)).toEqual([
      'Not kept: ticking off “2 carrots”, because that line or list is no longer there.',
    ]);
  });
});
