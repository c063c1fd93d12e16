import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import type { Database, ListenHandlers } from './client.js';
import { ChannelListener, type ChannelListenerOptions } from './listen.js';

/*
 * The channel listener on the engine of the test run: the embedded one by default, the PostgreSQL
 * server when DATABASE_URL is set. Only the backoff's waits run on fake timers; notifications,
 * connections and their loss are the engine's own.
 */

const CHANNEL = 'listen_test';

let db: TestDatabase;
const opened: ChannelListener[] = [];

beforeAll(async () => {
  db = await createTestDatabase('fr_listen');
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((listener) => listener.close()));
});
afterAll(async () => {
  await db?.dispose();
});

/** Values in the order they come, each awaited in turn. */
function inbox<T>() {
  const values: T[] = [];
  const waiters: ((value: T) => void)[] = [];
  return {
    values,
    push(value: T) {
      const waiter = waiters.shift();
      if (waiter) waiter(value);
      else values.push(value);
    },
    next(): Promise<T> {
      if (values.length > 0) return Promise.resolve(values.shift() as T);
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

/** The database, with its attempts to listen counted and the next `refuse` of them refused. */
function counted(database: Pick<Database, 'listen'>) {
  const counter = {
    attempts: 0,
    refuse: 0,
    listen: (channel: string, handlers: ListenHandlers) => {
      counter.attempts += 1;
      if (counter.refuse > 0) {
        counter.refuse -= 1;
        return Promise.reject(new Error('connection refused'));
      }
      return database.listen(channel, handlers);
    },
  };
  return counter;
}

function watch(database: Pick<Database, 'listen'>, extra: Partial<ChannelListenerOptions> = {}) {
  const messages = inbox<string>();
  const ups = inbox<boolean>();
  const downs = inbox<number>();
  const listener = new ChannelListener({
    database,
    channel: CHANNEL,
    onMessage: (payload) => messages.push(payload),
    onListening: ({ reconnected }) => ups.push(reconnected),
    onDown: (_err, retryInMs) => downs.push(retryInMs),
    ...extra,
  });
  opened.push(listener);
  return { listener, messages, ups, downs };
}

const notify = async (payload: string, channel = CHANNEL) => {
  await db.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
};

/** The server processes listening on the channel (the server's own view of the connections). */
async function listeningBackends(): Promise<number[]> {
  const result = (await db.database.db.execute(
    sql`select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and query = ${`LISTEN ${CHANNEL}`}`,
  )) as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

const onServer = () => db.database.kind === 'postgres';

/** Only the timers of the backoff are faked; the engine keeps its own clock. */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('ChannelListener', () => {
  it('when notifications are committed, then their payloads arrive in order, and neither another channel’s nor a rolled-back one does', async () => {
    const database = counted(db.database);
    const { listener, messages, ups } = watch(database);
    expect(listener.state).toBe('idle');
    const starting = listener.start();
    expect(listener.state).toBe('connecting');
    expect(listener.start()).toBe(starting);
    expect(await starting).toBe(true);
    expect(database.attempts).toBe(1);
    expect(listener.state).toBe('listening');
    expect(await ups.next()).toBe(false);
    expect(await listener.start()).toBe(true);
    expect(database.attempts).toBe(1);

    await notify('elsewhere', 'listen_other');
    await expect(
      db.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${CHANNEL}, 'rolled back')`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await notify('one');
    await notify('two, with; "quotes"\nand a line');
    expect(await messages.next()).toBe('one');
    expect(await messages.next()).toBe('two, with; "quotes"\nand a line');
    expect(await listener.check()).toBe(true);
  });

  it('when attempts are refused, then it tries again after 1, 2, 4, 8, 16 and then every 30 seconds, and once back it hears the channel', async () => {
    fakeTimers();
    const database = counted(db.database);
    database.refuse = 7;
    const { listener, messages, ups, downs } = watch(database);
    expect(await listener.start()).toBe(false);
    expect(listener.state).toBe('waiting');
    const delays = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [i, delay] of delays.entries()) {
      expect(await downs.next()).toBe(delay);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(database.attempts).toBe(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(database.attempts).toBe(i + 2);
    }
    vi.useRealTimers();
    // Told that notifications may have been missed while it was down.
    expect(await ups.next()).toBe(true);
    expect(listener.state).toBe('listening');
    await notify('back');
    expect(await messages.next()).toBe('back');
  });

  it('when the heartbeat finds the connection wanting, then it is closed, and the channel is heard again on a new one a second later', async () => {
    fakeTimers();
    let healthy = true;
    let beats = 0;
    const database = counted(db.database);
    const { listener, messages, ups, downs } = watch(database, {
      heartbeatMs: 5_000,
      onHeartbeat: async () => {
        beats += 1;
        if (!healthy) throw new Error('no answer');
      },
    });
    expect(await listener.start()).toBe(true);
    expect(await ups.next()).toBe(false);
    const first = onServer() ? await listeningBackends() : [];

    healthy = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await downs.next()).toBe(1_000);
    expect(beats).toBe(1);
    expect(listener.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(999);
    expect(database.attempts).toBe(1);
    healthy = true;
    await vi.advanceTimersByTimeAsync(1);
    expect(database.attempts).toBe(2);
    expect(await ups.next()).toBe(true);
    vi.useRealTimers();
    await notify('on the new connection');
    expect(await messages.next()).toBe('on the new connection');
    if (onServer()) {
      // The dropped connection is gone: one listening process, not the first one.
      const now = await listeningBackends();
      expect(first).toHaveLength(1);
      expect(now).toHaveLength(1);
      expect(now).not.toEqual(first);
    }
  });

  it('when closed or aborted, then it hears nothing more, its connection is closed and it never tries again', async () => {
    const control = watch(db.database);
    const closedDatabase = counted(db.database);
    const closed = watch(closedDatabase);
    const stop = new AbortController();
    const aborted = watch(db.database, { signal: stop.signal });
    expect(await control.listener.start()).toBe(true);
    expect(await closed.listener.start()).toBe(true);
    expect(await aborted.listener.start()).toBe(true);

    stop.abort();
    await Promise.all([closed.listener.close(), aborted.listener.close()]);
    expect(closed.listener.state).toBe('closed');
    expect(aborted.listener.state).toBe('closed');
    if (onServer()) expect(await listeningBackends()).toHaveLength(1);

    await notify('after the close');
    expect(await control.messages.next()).toBe('after the close');
    expect(closed.messages.values).toEqual([]);
    expect(aborted.messages.values).toEqual([]);
    expect(await closed.listener.start()).toBe(false);
    expect(await closed.listener.check()).toBe(false);
    expect(closedDatabase.attempts).toBe(1);
    expect(closed.downs.values).toEqual([]);
  });

  it('when closed while an attempt is under way, then the connection it opens is closed', async () => {
    const control = watch(db.database);
    expect(await control.listener.start()).toBe(true);
    const late = watch(db.database);
    const starting = late.listener.start();
    await late.listener.close();
    expect(await starting).toBe(false);
    expect(late.listener.state).toBe('closed');
    if (onServer()) expect(await listeningBackends()).toHaveLength(1);
    await notify('after');
    expect(await control.messages.next()).toBe('after');
    expect(late.messages.values).toEqual([]);
    expect(late.ups.values).toEqual([]);
  });

  it('when closed while waiting for the next attempt, then no attempt follows', async () => {
    fakeTimers();
    const database = counted(db.database);
    database.refuse = 1;
    const { listener, downs } = watch(database);
    expect(await listener.start()).toBe(false);
    expect(await downs.next()).toBe(1_000);
    await listener.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(database.attempts).toBe(1);
    expect(listener.state).toBe('closed');
  });

  it('when the database is closed, then it does not listen and does not retry', async () => {
    const gone = await createTestDatabase('fr_listen_gone');
    await gone.dispose();
    fakeTimers();
    const { listener, downs } = watch(gone.database);
    expect(await listener.start()).toBe(false);
    expect(listener.state).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
    expect(downs.values).toEqual([]);
  });
});

if (process.env.DATABASE_URL) {
  // Only a server has a connection to cut from outside; this fails if that server is missing.
  describe('ChannelListener on the PostgreSQL server', () => {
    it('when the listening connection is terminated, then it is told at once, listens again a second later (the backoff starts over) and hears what comes after', async () => {
      expect(db.database.kind).toBe('postgres');
      fakeTimers();
      const database = counted(db.database);
      database.refuse = 1;
      const { listener, messages, ups, downs } = watch(database);
      expect(await listener.start()).toBe(false);
      expect(await downs.next()).toBe(1_000);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await ups.next()).toBe(true);
      const [pid] = await listeningBackends();
      expect(pid).toBeDefined();

      await db.database.db.execute(sql`select pg_terminate_backend(${pid})`);
      // Heard once, after a success: the wait is one second again, not two.
      expect(await downs.next()).toBe(1_000);
      expect(listener.state).toBe('waiting');
      await notify('while down');
      await vi.advanceTimersByTimeAsync(999);
      expect(database.attempts).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(database.attempts).toBe(3);
      expect(await ups.next()).toBe(true);
      vi.useRealTimers();
      await notify('after');
      expect(await messages.next()).toBe('after');
      expect(messages.values).toEqual([]);
      const now = await listeningBackends();
      expect(now).toHaveLength(1);
      expect(now).not.toContain(pid);
    });
  });
}
