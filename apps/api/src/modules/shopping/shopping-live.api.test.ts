import { sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/client.js';
import { joinHousehold, removeFromHousehold } from '../../test/households.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { subOf } from '../../test/test-recipes.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import {
  addItem,
  bearer,
  createList,
  fillList,
  openListStream,
  startSecondInstance,
  useSecondInstance,
  within,
  renameList,
} from '../../test/shopping-lists.js';

const t = useTestApp();
const [cook] = useUsers(t, 'Live Lou');

const b = useSecondInstance(t, async () => ({ database: await ownDatabase() }));

/**
 * On a PostgreSQL server, a second pool and listening connection on the test app's database, as
 * a second process has; the embedded engine lives in this process and is shared.
 */
async function ownDatabase(): Promise<Database | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const result = (await t.db.database.db.execute(sql`select current_database() as name`)) as {
    rows: { name: string }[];
  };
  const url = new URL(serverUrl);
  url.pathname = `/${result.rows[0]?.name ?? ''}`;
  return createDatabase({ url: url.toString() });
}

const streamOn = (base: string, listId: string, user: TestUser) =>
  openListStream(base, listId, user, b.streams);

describe('GET /api/shopping-lists/:id/events', () => {
  it('when a line is checked off through one instance, then a stream on the other instance hears "changed" for that list within a second', async () => {
    const list = await addItem(t, cook, (await createList(t, cook))._id, '2 lemons');
    const quiet = await createList(t, cook, { name: 'Another list' });
    const stream = await streamOn(b.base, list._id, cook);
    const otherStream = await streamOn(b.base, quiet._id, cook);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('private, no-store, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();

    const started = performance.now();
    await request(t.app)
      .patch(`/api/shopping-lists/${list._id}/items/${list.items[0]?._id ?? ''}`)
      .set(bearer(cook))
      .send({ checked: true })
      .expect(200);
    const event = await stream.next('changed', 1_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    // It names the line and its new version, so a viewer reads that list and nothing else.
    expect(JSON.parse(event.data)).toEqual({
      list: list._id,
      item: list.items[0]?._id,
      version: 2,
    });
    // Notices reach an instance's streams in commit order: had the first one reached the other
    // list's stream, it would come there before the event of this later change.
    await renameList(t, cook, quiet._id, 'Renamed');
    await otherStream.next('changed', 1_000);
    expect(otherStream.events).toEqual([
      { event: 'changed', data: JSON.stringify({ list: quiet._id }) },
    ]);
  });

  it('when a write is refused, then no event is sent; when the next one succeeds, then one is', async () => {
    const list = await createList(t, cook);
    const stream = await streamOn(b.base, list._id, cook);
    await fillList(t, list._id);
    await request(t.app)
      .post(`/api/shopping-lists/${list._id}/items`)
      .set(bearer(cook))
      .send({ text: '1 lemon' })
      .expect(400);
    await renameList(t, cook, list._id, 'Renamed');
    await stream.next('changed', 1_000);
    // Deleting the list ends the stream: every event sent on it has arrived by then, in order.
    await request(t.app).delete(`/api/shopping-lists/${list._id}`).set(bearer(cook)).expect(204);
    await within(stream.ended, 1_000);
    expect(stream.events.map((e) => e.event)).toEqual(['changed', 'deleted']);
  });

  it('when the list is deleted, then its streams hear "deleted" and end', async () => {
    const list = await createList(t, cook);
    const stream = await streamOn(b.base, list._id, cook);
    await request(t.app).delete(`/api/shopping-lists/${list._id}`).set(bearer(cook)).expect(204);
    const event = await stream.next('deleted', 1_000);
    expect(JSON.parse(event.data)).toEqual({ list: list._id });
    await within(stream.ended, 1_000);
  });

  it('when a member is removed from the household, then their stream of its list hears "deleted" and ends while the owner’s hears "changed"', async () => {
    const owner = await createCook(t, 'Olga');
    const member = await createCook(t, 'Mo');
    await joinHousehold(t, owner, member);
    const list = await createList(t, owner);
    const theirs = await streamOn(b.base, list._id, member);
    expect(theirs.status).toBe(200);
    const mine = await streamOn(b.base, list._id, owner);
    await removeFromHousehold(t, owner, subOf(member.idToken));
    await theirs.next('deleted', 1_000);
    await within(theirs.ended, 1_000);
    await mine.next('changed', 1_000);
    const again = await streamOn(b.base, list._id, member);
    expect(mine.events.map((e) => e.event)).toEqual(['changed']);
    expect(again.status).toBe(404);
  });

  it('when the instance begins to stop, then its open streams end and new ones are refused', async () => {
    const stop = new AbortController();
    const c = await startSecondInstance(t, {
      database: await ownDatabase(),
      stopping: stop.signal,
    });
    try {
      const list = await createList(t, cook);
      const stream = await streamOn(c.base, list._id, cook);
      expect(stream.status).toBe(200);
      stop.abort();
      await within(stream.ended, 1_000);
      const refused = await streamOn(c.base, list._id, cook);
      expect(refused.status).toBe(503);
    } finally {
      await c.close();
    }
  });
});
