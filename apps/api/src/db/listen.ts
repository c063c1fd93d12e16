import { DatabaseClosedError, type Database, type Subscription } from './client.js';

/** The first wait after a failed attempt or a lost connection; each failure doubles it. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Where a channel listener stands: `idle` before it starts (and after the database was closed
 * under it), `connecting` during an attempt, `listening` while notifications are heard,
 * `waiting` for the next attempt after a failure or a lost connection, `closed` for good.
 */
export type ListenState = 'idle' | 'connecting' | 'listening' | 'waiting' | 'closed';

export interface ChannelListenerOptions {
  database: Pick<Database, 'listen'>;
  channel: string;
  /** Each notification's payload, in commit order, from the connection of the current attempt. */
  onMessage(payload: string): void;
  /**
   * Runs each time the channel is heard, before the attempt counts as done (the state is already
   * `listening`, so notifications arrive meanwhile); a failure counts as a failed attempt.
   * `reconnected` is true when an attempt failed or the connection was lost since the channel was
   * last heard: notifications may have been missed in between.
   */
  onListening?(event: { reconnected: boolean }): void | Promise<void>;
  /** An attempt failed or the connection was lost; the next attempt comes in `retryInMs`. */
  onDown?(err: Error, retryInMs: number): void;
  /**
   * While listening, the connection is checked this often: a ping, then `onHeartbeat`, each
   * answering within this time or the connection counts as lost. No heartbeat when absent.
   */
  heartbeatMs?: number;
  onHeartbeat?(): Promise<void>;
  /** Closes the listener when aborted. */
  signal?: AbortSignal;
}

/**
 * One subscription to a NOTIFY channel that stays up by itself, on either engine: after a failed
 * attempt or a lost connection it tries again after 1 s, then 2, 4... up to 30 s between
 * attempts, and back to 1 s once the channel is heard again. Attempts start with `start()`, so
 * nothing connects before someone needs the channel.
 */
export class ChannelListener {
  private current: ListenState = 'idle';
  private subscription: Subscription | undefined;
  private attempt: Promise<boolean> | undefined;
  /** Bumped whenever a subscription stops counting (lost, dropped, closed): its events are stale. */
  private generation = 0;
  private missed = false;
  private retryDelay = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | undefined;
  private closing: Promise<void> | undefined;
  private readonly onAbort = () => void this.close();

  constructor(private readonly options: ChannelListenerOptions) {
    if (options.signal?.aborted) this.current = 'closed';
    else options.signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  get state(): ListenState {
    return this.current;
  }

  get listening(): boolean {
    return this.current === 'listening';
  }

  /**
   * Listens now unless it already does or an attempt is under way (then waits for that one):
   * resolves to whether the channel is heard. A failed attempt schedules the next one.
   */
  start(): Promise<boolean> {
    if (this.current === 'closed') return Promise.resolve(false);
    if (this.attempt) return this.attempt;
    if (this.current === 'listening') return Promise.resolve(true);
    this.clearTimer();
    this.attempt = this.connect().finally(() => {
      this.attempt = undefined;
    });
    return this.attempt;
  }

  /**
   * Asks the listening connection for an answer: a connection that died without a word (a
   * dropped network path) is closed and counts as lost.
   */
  async check(): Promise<boolean> {
    const subscription = this.subscription;
    if (!subscription) return false;
    const generation = this.generation;
    try {
      await subscription.ping();
      return true;
    } catch (err) {
      await this.drop(generation, subscription, err);
      return false;
    }
  }

  /** Stops listening for good: no attempt follows, and one under way closes what it opens. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown() {
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.current = 'closed';
    this.generation += 1;
    this.clearTimer();
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.close();
  }

  private async connect(): Promise<boolean> {
    this.current = 'connecting';
    const generation = this.generation;
    const stale = () => generation !== this.generation;
    let subscription: Subscription;
    try {
      subscription = await this.options.database.listen(this.options.channel, {
        onMessage: (payload) => {
          if (!stale()) this.options.onMessage(payload);
        },
        onLost: (err) => {
          if (!stale()) this.lose(err);
        },
      });
    } catch (err) {
      if (stale()) return false;
      if (err instanceof DatabaseClosedError) {
        // Nothing to wait for: a later start() finds the database closed again.
        this.current = 'idle';
        return false;
      }
      this.retryLater(err);
      return false;
    }
    if (stale()) {
      // Closed (or lost) while connecting: this subscription never counted.
      await subscription.close().catch(() => undefined);
      return false;
    }
    this.subscription = subscription;
    this.current = 'listening';
    try {
      await this.options.onListening?.({ reconnected: this.missed });
    } catch (err) {
      await this.drop(generation, subscription, err);
      return false;
    }
    if (stale()) return false;
    this.missed = false;
    this.retryDelay = RETRY_FIRST_MS;
    this.scheduleHeartbeat();
    return true;
  }

  private scheduleHeartbeat() {
    const ms = this.options.heartbeatMs;
    if (ms === undefined) return;
    this.schedule(ms, async () => {
      const subscription = this.subscription;
      if (!subscription) return;
      const generation = this.generation;
      try {
        await withTimeout(subscription.ping(), ms);
        if (this.options.onHeartbeat) await withTimeout(this.options.onHeartbeat(), ms);
      } catch (err) {
        await this.drop(generation, subscription, err);
        return;
      }
      if (generation === this.generation) this.scheduleHeartbeat();
    });
  }

  /** The subscription of `generation` stops counting: it is closed, and the next attempt waits. */
  private async drop(generation: number, subscription: Subscription, err: unknown) {
    if (generation !== this.generation) return;
    this.generation += 1;
    this.subscription = undefined;
    this.retryLater(err);
    await subscription.close().catch(() => undefined);
  }

  /** The engine lost the connection (and closed it). */
  private lose(err: unknown) {
    this.generation += 1;
    this.subscription = undefined;
    this.retryLater(err);
  }

  private retryLater(err: unknown) {
    if (this.current === 'closed') return;
    this.missed = true;
    this.current = 'waiting';
    const delay = this.retryDelay;
    this.retryDelay = Math.min(delay * 2, RETRY_MAX_MS);
    this.options.onDown?.(err instanceof Error ? err : new Error(String(err)), delay);
    // An attempt still under way (lost while in onListening) ends first; then the next one starts.
    this.schedule(delay, () => this.attempt?.then(() => this.start()) ?? this.start());
  }

  private schedule(ms: number, run: () => unknown) {
    this.clearTimer();
    this.timer = setTimeout(() => void run(), ms);
    this.timer.unref();
  }

  private clearTimer() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** `promise`, or a failure once `ms` have passed without it settling (the timer keeps no process up). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
