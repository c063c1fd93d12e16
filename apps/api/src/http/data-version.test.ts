import { sql } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListenHandlers, Subscription } from '../db/client.js';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { DataVersion } from './data-version.js';
import { createLogger } from './logger.js';

const logger = createLogger('silent');

/** The notifications DataVersion hears, awaited in turn (it has handled each one by then). */
function heard() {
  const waiters: ((payload: string) => void)[] = [];
  return {
    next: () => new Promise<string>((resolve) => waiters.push(resolve)),
    tap: (handlers: ListenHandlers): ListenHandlers => ({
      onMessage: (payload) => {
        handlers.onMessage(payload);
        for (const wake of waiters.splice(0)) wake(payload);
      },
      onLost: (err) => handlers.onLost(err),
    }),
  };
}

describe('DataVersion on a real database', () => {
  let db: TestDatabase;
  let repository: RecipesRepository;
  let reads = 0;
  let version: DataVersion;
  const notifications = heard();

  beforeAll(async () => {
    db = await createTestDatabase('fr_version');
    repository = new RecipesRepository(db.database.db);
    version = new DataVersion({
      read: () => {
        reads += 1;
        return repository.dataVersion();
      },
      // The real engine's subscription; the test only hears when DataVersion has been told.
      database: { listen: (c, h) => db.database.listen(c, notifications.tap(h)) },
      logger,
    });
  });
  afterAll(async () => {
    await version.stop();
    await db.dispose();
  });

  /** Any statement on recipes bumps the version (statement trigger, migration 0005). */
  const bump = () => db.database.db.execute(sql`update recipes set title = title where false`);

  it('reads from the database until it listens, then answers from memory', async () => {
    expect(version.live).toBe(false);
    const first = await version.current();
    expect(first).toBe(await repository.dataVersion());
    expect(await version.ready()).toBe(true);
    const before = reads;
    for (let i = 0; i < 20; i += 1) expect(await version.current()).toBe(first);
    expect(reads).toBe(before);
  });

  it('reads from the database when asked for a fresh version, also while it listens', async () => {
    expect(await version.ready()).toBe(true);
    const before = reads;
    const notified = notifications.next();
    // A write on another connection, read at once: no waiting for its notification.
    await bump();
    const fresh = await version.current({ fresh: true });
    expect(fresh).toBe(await repository.dataVersion());
    expect(reads).toBe(before + 1);
    expect(Number(await notified)).toBe(fresh);
  });

  it('hears a committed change made on another connection without reading', async () => {
    const was = await version.current();
    const before = reads;
    const notified = notifications.next();
    await bump();
    expect(Number(await notified)).toBeGreaterThan(was);
    expect(await version.current()).toBe(await repository.dataVersion());
    expect(reads).toBe(before);
  });

  it('reads from the database while a write request of this process is in flight', async () => {
    expect(await version.ready()).toBe(true);
    const app = express();
    app.use(version.trackWrites());
    const seen: number[] = [];
    app.post('/write', async (_req, res) => {
      await bump();
      // Before the notification can have arrived, the writer already sees its own change.
      seen.push(await version.current());
      seen.push(await repository.dataVersion());
      res.status(204).end();
    });
    const notified = notifications.next();
    await request(app).post('/write').expect(204);
    expect(seen[0]).toBe(seen[1]);
    expect(Number(await notified)).toBe(seen[1]);
    expect(await version.current()).toBe(seen[1]);
  });
});

/** A listening connection under the test's control (the unit here is the fallback logic). */
class FakeListener {
  handlers: ListenHandlers | undefined;
  pingFails = false;
  refuse = false;
  subscriptions = 0;
  onClose: (() => void) | undefined;

  async listen(_channel: string, handlers: ListenHandlers): Promise<Subscription> {
    if (this.refuse) throw new Error('connection refused');
    this.subscriptions += 1;
    this.handlers = handlers;
    return {
      ping: async () => {
        if (this.pingFails) throw new Error('no answer');
      },
      close: async () => {
        this.handlers = undefined;
        this.onClose?.();
      },
    };
  }
}

/** A DataVersion that reads its number with `read` and listens on a FakeListener of its own. */
function overFakeListener(read: () => Promise<number>, heartbeat: { heartbeatMs?: number } = {}) {
  const listener = new FakeListener();
  const version = new DataVersion({
    read,
    database: { listen: (c, h) => listener.listen(c, h) },
    logger,
    ...heartbeat,
  });
  return { listener, version };
}

describe('DataVersion when the listening connection fails', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('falls back to reading after the connection is lost, and listens again', async () => {
    let stored = 7;
    let reads = 0;
    const { listener, version } = overFakeListener(async () => {
      reads += 1;
      return stored;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await version.current()).toBe(7);
    expect(await version.ready()).toBe(true);

    listener.refuse = true;
    listener.handlers?.onLost(new Error('terminated'));
    expect(version.live).toBe(false);
    stored = 9;
    const before = reads;
    expect(await version.current()).toBe(9);
    expect(reads).toBe(before + 1);

    listener.refuse = false;
    // Tried again by itself: 1 s after the loss, refused, then 2 s after that refusal.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(listener.subscriptions).toBe(1);
    expect(version.live).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(listener.subscriptions).toBe(2);
    expect(await version.ready()).toBe(true);
    expect(listener.subscriptions).toBe(2);
    stored = 10;
    listener.handlers?.onMessage('10');
    const after = reads;
    expect(await version.current()).toBe(10);
    expect(reads).toBe(after);
    await version.stop();
  });

  it('stops answering from memory when the heartbeat gets no answer', async () => {
    const { listener, version } = overFakeListener(async () => 3, { heartbeatMs: 20 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await version.current();
    expect(await version.ready()).toBe(true);
    listener.refuse = true;
    listener.pingFails = true;
    const closed = new Promise<void>((resolve) => (listener.onClose = resolve));
    await vi.advanceTimersByTimeAsync(19);
    expect(version.live).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await closed;
    expect(version.live).toBe(false);
    expect(await version.current()).toBe(3);
    await version.stop();
  });

  it('ignores payloads that are not versions and never goes back', async () => {
    const { listener, version } = overFakeListener(async () => 5);
    await version.current();
    expect(await version.ready()).toBe(true);
    listener.handlers?.onMessage('not a number');
    listener.handlers?.onMessage('4');
    expect(await version.current()).toBe(5);
    listener.handlers?.onMessage('6');
    expect(await version.current()).toBe(6);
    await version.stop();
  });
});
