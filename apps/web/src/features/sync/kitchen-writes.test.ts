import {
  addCooked,
  addListItem,
  ENDPOINTS,
  pathOf,
  updateListItem,
  type Endpoint,
} from '@family-recipes/shared';
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../lib/api-client';
import { PROFILE_KEY } from '../../lib/device-session';
import { server } from '../../testing/msw';
import { NOTICES_KEY, type SyncNotice } from './kitchen-notices';
import { storageKey } from './kitchen-persist';
import { REPLAYED, writeOptions, type PendingOp } from './kitchen-writes';
import { keptSites } from './testing/kept-sites';

const LIST = '11111111-1111-4111-8111-111111111111';
const ITEM = '22222222-2222-4222-8222-000000000001';
const RECIPE = '33333333-3333-4333-8333-000000000001';
/** Each test's own accounts: a save still on its way from the last test is not theirs. */
let SUB = '';
let OTHER = '';
let accounts = 0;
const at = '2026-11-25T10:00:00.000Z';

let counter = 0;
const opId = () => {
  counter += 1;
  return `44444444-4444-4444-8444-${String(counter).padStart(12, '0')}`;
};
/** What every write to the list carries: its op id, when it was made and the list. */
const onList = () => ({ op_id: opId(), edited_at: at, list_id: LIST });
/** The line a check or an edit is about, at the version the page had. */
const CARROTS = { item_id: ITEM, base_version: 1, label: '2 carrots' };
const check = (checked = true): PendingOp => ({ kind: 'check', ...onList(), ...CARROTS, checked });
const add = (text: string): PendingOp => ({ kind: 'add', ...onList(), text });
const edit = (text: string): PendingOp => ({ kind: 'edit', ...onList(), ...CARROTS, text });
const cooked = (): PendingOp => ({
  kind: 'cooked',
  op_id: opId(),
  edited_at: at,
  recipe_id: RECIPE,
  rating: 5,
  note: 'Lovely.',
});

interface Write {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/** Records every kitchen write that reaches the server, in order; answers as `answer` says. */
function recordWrites(
  answer: (body: Record<string, unknown>) => Response | undefined = () => undefined,
) {
  const seen: Write[] = [];
  const handle = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({ method: request.method, path: new URL(request.url).pathname, body });
    return answer(body) ?? HttpResponse.json({}, { status: request.method === 'POST' ? 201 : 200 });
  };
  server.use(
    http.patch(`*${API_PREFIX}${updateListItem.path}`, handle),
    http.post(`*${API_PREFIX}${addListItem.path}`, handle),
    http.post(`*${API_PREFIX}${addCooked.path}`, handle),
    http.get(`*${API_PREFIX}/*`, () => HttpResponse.json({})),
  );
  return seen;
}

const { stops, openSite } = keptSites();

/** A write as the pages make it: `queued` when kept on the device, otherwise sent at once. */
function write(client: QueryClient, owner: string, op: PendingOp, queued: boolean) {
  return new MutationObserver(client, writeOptions(client, owner, queued))
    .mutate(op)
    .catch((error: unknown) => error);
}

const saved = (owner: string) =>
  (
    JSON.parse(localStorage.getItem(storageKey(owner)) ?? 'null') as {
      clientState: { mutations: { state: { variables: PendingOp } }[] };
    } | null
  )?.clientState.mutations.map((m) => m.state.variables) ?? [];

/**
 * SUB's site opened offline with `op` written and saved on the device, then its session ended in
 * the tab (the site stops keeping its writes).
 */
async function savedThenSignedOut(op: PendingOp) {
  onlineManager.setOnline(false);
  const client = await openSite(SUB);
  void write(client, SUB, op, true);
  await vi.waitFor(() => expect(saved(SUB)).toEqual([op]));
  stops.shift()?.();
  return client;
}

const waiting = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === 'pending')
    .map((m) => m.state.variables as PendingOp);

beforeEach(() => {
  accounts += 1;
  SUB = `cook-sub-${accounts}`;
  OTHER = `other-sub-${accounts}`;
});

describe('kitchen writes kept on the device', () => {
  it('when writes are made offline, then they are saved, survive a reload, and are sent in order with the bodies of live writes once online', async () => {
    const seen = recordWrites();
    // Online, one of each is sent at once: the bodies a live write has.
    const live = await openSite(SUB);
    const liveOps = [check(), add('2 lemons'), edit('3 carrots'), cooked()];
    for (const op of liveOps) await write(live, SUB, op, false);
    const liveBodies = seen.splice(0);

    onlineManager.setOnline(false);
    const first = await openSite(SUB);
    const ops = [check(), add('2 lemons'), edit('3 carrots'), cooked()];
    for (const op of ops) void write(first, SUB, op, true);
    await vi.waitFor(() => expect(saved(SUB)).toEqual(ops));
    expect(seen).toEqual([]);

    // The page closes; the site opens again, still offline: nothing is lost.
    stops.shift()?.();
    stops.shift()?.();
    const again = await openSite(SUB);
    expect(waiting(again)).toEqual(ops);
    expect(seen).toEqual([]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen.map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH ${pathOf(updateListItem, { id: LIST, itemId: ITEM })}`,
      `POST ${pathOf(addListItem, { id: LIST })}`,
      `PATCH ${pathOf(updateListItem, { id: LIST, itemId: ITEM })}`,
      `POST ${pathOf(addCooked, { id: RECIPE })}`,
    ]);
    expect(seen.map((w) => w.body.op_id)).toEqual(ops.map((op) => op.op_id));
    // Replayed, each write has the body it has live: only its op id differs.
    const withoutId = ({ body }: Write) => ({ ...body, op_id: undefined });
    expect(seen.map(withoutId)).toEqual(liveBodies.map(withoutId));
    expect(seen[0]?.body).toEqual({
      checked: true,
      base_version: 1,
      edited_at: at,
      op_id: ops[0]?.op_id,
    });
    await vi.waitFor(() => expect(waiting(again)).toEqual([]));
    await vi.waitFor(() => expect(localStorage.getItem(storageKey(SUB))).toBeNull());
  });

  it('when another cook signs in on the device, then they neither see nor send the first cook’s waiting writes', async () => {
    const seen = recordWrites();
    const op = add('1 loaf of bread');
    // Ann's session ends in this tab; Ben signs in.
    const ann = await savedThenSignedOut(op);
    expect(waiting(ann)).toEqual([]);
    const ben = await openSite(OTHER);
    expect(waiting(ben)).toEqual([]);

    onlineManager.setOnline(true);
    await ben.resumePausedMutations();
    expect(seen).toEqual([]);
    expect(saved(SUB)).toEqual([op]);
    expect(saved(OTHER)).toEqual([]);
  });

  it('when the device’s session has become another account, then the restored writes are not sent under it', async () => {
    const seen = recordWrites();
    const op = add('2 lemons');
    await savedThenSignedOut(op);
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ sub: OTHER, name: 'B', email: 'b@c.d', groups: [] }),
    );

    const again = await openSite(SUB);
    onlineManager.setOnline(true);
    await vi.waitFor(() =>
      expect(again.getMutationCache().getAll()[0]?.state.failureCount).toBeGreaterThan(0),
    );
    expect(seen).toEqual([]);
    expect(waiting(again)).toEqual([op]);
  });

  it('when someone changed the line later, then the waiting edit is dropped and the cook is told which version was kept, also after a reload', async () => {
    recordWrites(() =>
      HttpResponse.json(
        {
          message: 'Someone changed this line after you did; their change was kept.',
          item: { _id: ITEM, ingredient: 'carrots', quantity: 3, units: '', version: 2 },
        },
        { status: 409 },
      ),
    );
    onlineManager.setOnline(false);
    const client = await openSite(SUB);
    const op = edit('5 carrots');
    const sent = write(client, SUB, op, true);
    onlineManager.setOnline(true);
    await sent;
    const expected: SyncNotice[] = [
      {
        id: op.op_id,
        list_id: LIST,
        kind: 'not-kept',
        text: 'Not kept: “5 carrots”. “2 carrots” was changed by someone else after you; their version “3 carrots” was kept.',
      },
    ];
    expect(client.getQueryData(NOTICES_KEY)).toEqual(expected);
    expect(waiting(client)).toEqual([]);
    await vi.waitFor(() => expect(localStorage.getItem(storageKey(SUB))).toContain('Not kept'));
    expect(saved(SUB)).toEqual([]);
    const again = await openSite(SUB);
    expect(again.getQueryData(NOTICES_KEY)).toEqual(expected);
  });

  it('when the cook’s change was the later one, then it is kept and they are told what it replaced', async () => {
    recordWrites(() =>
      HttpResponse.json({
        _id: ITEM,
        conflict: {
          kept: 'yours',
          other: { _id: ITEM, ingredient: 'carrots', quantity: 3, units: '', version: 2 },
        },
      }),
    );
    const client = await openSite(SUB);
    await write(client, SUB, check(), true);
    expect(client.getQueryData<SyncNotice[]>(NOTICES_KEY)?.map((n) => n.text)).toEqual([
      'Your change replaced “3 carrots”.',
    ]);
  });

  it('when the line is gone or the note was already made today, then the waiting change is dropped; only the lost line is told', async () => {
    recordWrites((body) =>
      'rating' in body
        ? HttpResponse.json(
            { message: 'You have already noted this recipe today.' },
            { status: 409 },
          )
        : HttpResponse.json({ message: 'Item not found' }, { status: 404 }),
    );
    const client = await openSite(SUB);
    await Promise.all([write(client, SUB, check(), true), write(client, SUB, cooked(), true)]);
    expect(waiting(client)).toEqual([]);
    expect(client.getQueryData<SyncNotice[]>(NOTICES_KEY)?.map((n) => n.text)).toEqual([
      'Not kept: ticking off “2 carrots”, because that line or list is no longer there.',
    ]);
  });

  it('when storage holds something unreadable, then the site opens with nothing waiting', async () => {
    localStorage.setItem(storageKey(SUB), '{not json');
    const client = await openSite(SUB);
    expect(waiting(client)).toEqual([]);
  });
});

describe('the kitchen writes the contract lets wait', () => {
  const named = (endpoint: Endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`;

  it('when the kinds of write are listed, then each sends an endpoint declared replayable, and every replayable endpoint has a kind', () => {
    const replayable = ENDPOINTS.filter((endpoint) => endpoint.offline?.replayable).map(named);
    const sent = Object.values(REPLAYED).map(named);

    for (const endpoint of sent) expect(replayable).toContain(endpoint);
    expect([...new Set(sent)].sort()).toEqual([...replayable].sort());
  });

  it('when each kind of write is sent, then it goes out as its endpoint’s method and path', async () => {
    const seen = recordWrites();
    const client = await openSite(SUB);
    const ops = [check(), edit('3 carrots'), add('2 lemons'), cooked()];

    for (const op of ops) await write(client, SUB, op, false);

    const paramsOf = (op: PendingOp): Record<string, string> =>
      op.kind === 'cooked'
        ? { id: op.recipe_id }
        : op.kind === 'add'
          ? { id: op.list_id }
          : { id: op.list_id, itemId: op.item_id };
    expect(seen.map((w) => `${w.method} ${w.path}`)).toEqual(
      ops.map((op) => {
        const endpoint: Endpoint = REPLAYED[op.kind];
        return `${endpoint.method.toUpperCase()} ${pathOf(endpoint, paramsOf(op))}`;
      }),
    );
  });
});
