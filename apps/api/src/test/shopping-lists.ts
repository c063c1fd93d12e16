import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KITCHEN_LIMITS, shoppingListSchema, type ShoppingList } from '@family-recipes/shared';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppDeps } from '../app.js';
import type { Database } from '../db/client.js';
import { withTimeout } from '../db/listen.js';
import { shoppingListItems } from '../modules/shopping/shopping.schema.js';
import { users } from '../modules/users/users.schema.js';
import type { TestApp } from './test-app.js';
import { subOf } from './test-recipes.js';
import { bearer, type TestUser } from './test-users.js';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export { insertRecipe } from './test-recipes.js';
export { bearer } from './test-users.js';

/** The users row a registered cook has once signed in: found by address, with the account's sub. */
export async function registerCook(t: TestApp, user: TestUser): Promise<void> {
  await t.db.database.db
    .insert(users)
    .values({ name: user.name, email: user.email, sub: subOf(user.idToken), groups: ['user'] });
}

/** Fills the list with as many lines as a list may hold, written straight to the table. */
export async function fillList(t: TestApp, listId: string): Promise<void> {
  await t.db.database.db.insert(shoppingListItems).values(
    Array.from({ length: KITCHEN_LIMITS.itemsPerList }, (_, i) => ({
      listId,
      ingredient: `thing ${i}`,
      ingredientKey: `thing ${i}`,
      aisle: 'other',
    })),
  );
}

export async function createList(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown> = { name: 'Weekly shop' },
): Promise<ShoppingList> {
  const res = await request(t.app).post('/api/shopping-lists').set(bearer(user)).send(body);
  expect(res.status).toBe(201);
  return shoppingListSchema.parse(res.body);
}

/** Renames the list as `user`, which must succeed: a change the list's streams hear. */
export async function renameList(
  t: TestApp,
  user: Pick<TestUser, 'idToken'>,
  id: string,
  name: string,
): Promise<void> {
  await request(t.app)
    .patch(`/api/shopping-lists/${id}`)
    .set(bearer(user))
    .send({ name })
    .expect(200);
}

export async function readList(t: TestApp, user: TestUser, id: string): Promise<ShoppingList> {
  const res = await request(t.app).get(`/api/shopping-lists/${id}`).set(bearer(user));
  expect(res.status).toBe(200);
  return shoppingListSchema.parse(res.body);
}

export async function addItem(
  t: TestApp,
  user: TestUser,
  id: string,
  text: string,
): Promise<ShoppingList> {
  const res = await request(t.app)
    .post(`/api/shopping-lists/${id}/items`)
    .set(bearer(user))
    .send({ text });
  expect(res.status).toBe(201);
  return shoppingListSchema.parse(res.body);
}

/** `promise`, or a failure once `ms` have passed without it settling. */
export const within = withTimeout;

interface ServerSentEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: ServerSentEvent[];
  /** The first event named `event` from now on (or already received and not yet taken). */
  next(event: string, withinMs: number): Promise<ServerSentEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET `path` as an event stream and collects its events, as a browser's EventSource would. */
export function openStream(
  base: string,
  path: string,
  user: Pick<TestUser, 'idToken'>,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, {
      agent: false,
      headers: { ...bearer(user), Accept: 'text/event-stream', 'Accept-Encoding': 'gzip' },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const events: ServerSentEvent[] = [];
      let taken = 0;
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.has('event') || fields.has('data')) {
            events.push({
              event: fields.get('event') ?? 'message',
              data: fields.get('data') ?? '',
            });
          }
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        close: () => req.destroy(),
        next: (event, withinMs) =>
          new Promise((found, fail) => {
            const look = () => {
              const index = events.findIndex((e, i) => i >= taken && e.event === event);
              if (index === -1) return;
              taken = index + 1;
              waiters.delete(look);
              clearTimeout(timer);
              found(events[index] as ServerSentEvent);
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no "${event}" event within ${withinMs} ms`));
            }, withinMs);
            waiters.add(look);
            look();
          }),
      });
    });
  });
}

/**
 * Opens the list's event stream on the instance at `base` as `user`, and keeps it in `open`, the
 * file's streams that closeStreams ends after its tests.
 */
export async function openListStream(
  base: string,
  listId: string,
  user: Pick<TestUser, 'idToken'>,
  open: EventStream[],
): Promise<EventStream> {
  const stream = await openStream(base, `/api/shopping-lists/${listId}/events`, user);
  open.push(stream);
  return stream;
}

export interface SecondInstance {
  base: string;
  close(): Promise<void>;
}

/**
 * Another instance of the app on the same data, listening on a port. Given its own `database`
 * (a second pool and listening connection on the same PostgreSQL database, like a second
 * process) it closes it when it stops; otherwise it shares the test app's.
 */
export async function startSecondInstance(
  t: TestApp,
  options: {
    database?: Database;
    stopping?: AbortSignal;
    listStreamLimits?: AppDeps['listStreamLimits'];
  } = {},
): Promise<SecondInstance> {
  const own = options.database;
  const database = own ?? t.db.database;
  const app = t.build({
    database,
    stopping: options.stopping,
    listStreamLimits: options.listStreamLimits,
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await own?.close();
    },
  };
}

/** A second instance kept for a whole test file, with the event streams the file opens on it. */
export interface FileInstance extends SecondInstance {
  /** Streams the file opened; each is closed after the file's tests, before the instance. */
  streams: EventStream[];
}

/**
 * A second instance of the file's app that serves event streams, as a replica behind the load
 * balancer does: started before the file's tests (after the hooks written above this call) with
 * the options `options` gives then, and closed after them, its streams first.
 */
export function useSecondInstance(
  t: TestApp,
  options?: () => Promise<Parameters<typeof startSecondInstance>[1]>,
): FileInstance {
  const instance: FileInstance = { base: '', close: () => Promise.resolve(), streams: [] };
  let started: SecondInstance | undefined;
  beforeAll(async () => {
    started = await startSecondInstance(t, await options?.());
    instance.base = started.base;
  });
  afterAll(async () => {
    for (const stream of instance.streams) stream.close();
    await started?.close();
  });
  return instance;
}
