import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListenHandlers, Subscription } from '../../db/client.js';
import { createLogger } from '../../http/logger.js';
import { ListEvents } from './list-events.js';
import { openStream, within } from '../../test/shopping-lists.js';

const LIST = '11111111-1111-4111-8111-111111111111';
const OTHER_LIST = '22222222-2222-4222-8222-222222222222';
const HOME = '33333333-3333-4333-8333-333333333333';
const AWAY = '44444444-4444-4444-8444-444444444444';

/** A listening connection that tests can drop and refuse, as a database restart would. */
class FakeListener {
  handlers: ListenHandlers | undefined;
  subscriptions = 0;
  attempts = 0;
  refuse = false;

  async listen(_channel: string, handlers: ListenHandlers): Promise<Subscription> {
    this.attempts += 1;
    if (this.refuse) throw new Error('connection refused');
    this.handlers = handlers;
    this.subscriptions += 1;
    return { ping: async () => undefined, close: async () => undefined };
  }
}

const notice = (kind: string, list = LIST, sub?: string) =>
  JSON.stringify({ list, kind, sub, at: new Date().toISOString() });
const household = (change: string, sub?: string, id = HOME) =>
  JSON.stringify({ kind: 'household', household: id, change, sub });

let listener: FakeListener;
let events: ListEvents;
let server: http.Server;
let base: string;

beforeAll(async () => {
  listener = new FakeListener();
  events = new ListEvents({
    database: { listen: (c, h) => listener.listen(c, h) },
    logger: createLogger('silent'),
  });
  // The stream as the router serves it; the caller's sub is the bearer token itself.
  const app = express();
  app.get('/lists/:id/events', async (req, res) => {
    await events.ready();
    res.status(200).set({ 'Content-Type': 'text/event-stream' });
    res.flushHeaders();
    events.open(
      { list: req.params.id },
      { sub: (req.get('Authorization') ?? '').replace('Bearer ', '') },
      res,
    );
  });
  app.get('/households/:id/events', async (req, res) => {
    await events.ready();
    res.status(200).set({ 'Content-Type': 'text/event-stream' });
    res.flushHeaders();
    const sub = (req.get('Authorization') ?? '').replace('Bearer ', '');
    events.open({ household: req.params.id }, { sub }, res);
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await events.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('ListEvents', () => {
  it('when notices arrive, then only the streams of that list hear them, and payloads that are not notices are ignored', async () => {
    const mine = await openStream(base, `/lists/${LIST}/events`, { idToken: 'x' });
    const other = await openStream(base, `/lists/${OTHER_LIST}/events`, { idToken: 'x' });
    listener.handlers?.onMessage('not json');
    listener.handlers?.onMessage(JSON.stringify({ list: LIST, kind: 'exploded' }));
    listener.handlers?.onMessage(notice('changed'));
    const event = await mine.next('changed', 1_000);
    expect(JSON.parse(event.data)).toEqual({ list: LIST });
    expect(mine.events).toHaveLength(1);
    expect(other.events).toEqual([]);
    mine.close();
    other.close();
  });

  it('when the listening connection is lost, then it is tried again until it is back, and every open stream is told its list changed', async () => {
    const stream = await openStream(base, `/lists/${LIST}/events`, { idToken: 'x' });
    const before = listener.subscriptions;
    const tried = listener.attempts;
    // Only the waits between attempts run on fake time; the stream is a real HTTP response.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      listener.refuse = true;
      listener.handlers?.onLost(new Error('terminated'));
      // The first retry, a second later, is refused; the next, two seconds after it, succeeds.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(listener.attempts).toBe(tried + 1);
      expect(listener.subscriptions).toBe(before);
      listener.refuse = false;
      await vi.advanceTimersByTimeAsync(1_999);
      expect(listener.attempts).toBe(tried + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(listener.subscriptions).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
    const event = await stream.next('changed', 4_000);
    expect(JSON.parse(event.data)).toEqual({ list: LIST });
    stream.close();
  });

  it('when a member leaves, then only that member’s stream of the list hears "deleted" and ends', async () => {
    const leaving = await openStream(base, `/lists/${LIST}/events`, { idToken: 'leaver' });
    const staying = await openStream(base, `/lists/${LIST}/events`, { idToken: 'stayer' });
    listener.handlers?.onMessage(notice('left', LIST, 'leaver'));
    await leaving.next('deleted', 1_000);
    await within(leaving.ended, 1_000);
    await staying.next('changed', 1_000);
    expect(staying.events.map((e) => e.event)).toEqual(['changed']);
    staying.close();
  });

  it('when household notices arrive, then only that household’s streams hear them: "plan", "household", and "removed" for the one who is out', async () => {
    const leaver = await openStream(base, `/households/${HOME}/events`, { idToken: 'leaver' });
    const stayer = await openStream(base, `/households/${HOME}/events`, { idToken: 'stayer' });
    const elsewhere = await openStream(base, `/households/${AWAY}/events`, { idToken: 'leaver' });
    const list = await openStream(base, `/lists/${LIST}/events`, { idToken: 'stayer' });
    listener.handlers?.onMessage(household('plan'));
    listener.handlers?.onMessage(
      JSON.stringify({ kind: 'household', household: HOME, change: 'x' }),
    );
    await stayer.next('plan', 1_000);
    await leaver.next('plan', 1_000);
    listener.handlers?.onMessage(household('aisles'));
    await stayer.next('aisles', 3_000);
    listener.handlers?.onMessage(household('left', 'leaver'));
    await leaver.next('removed', 1_000);
    await within(leaver.ended, 1_000);
    await stayer.next('household', 1_000);
    // A notice to another topic, seen by the others: they heard nothing of HOME's.
    listener.handlers?.onMessage(notice('changed', LIST));
    await list.next('changed', 1_000);
    listener.handlers?.onMessage(household('plan', undefined, AWAY));
    await elsewhere.next('plan', 1_000);
    expect(elsewhere.events.map((e) => e.event)).toEqual(['plan']);
    expect(list.events.map((e) => e.event)).toEqual(['changed']);
    expect(stayer.events.map((e) => e.event)).toEqual(['plan', 'aisles', 'household']);
    listener.handlers?.onMessage(household('ended'));
    await stayer.next('removed', 1_000);
    await within(stayer.ended, 1_000);
    for (const stream of [elsewhere, list]) stream.close();
  });
});
