import type { RequestHandler } from 'express';
import { DatabaseClosedError, type Database, type Subscription } from '../db/client.js';
import type { Logger } from './logger.js';

const DATA_VERSION_CHANNEL = 'recipe_version';
const HEARTBEAT_MS = 5_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface DataVersionOptions {
  /** Reads the committed version (one one-row query). */
  read(): Promise<number>;
  database: Pick<Database, 'listen'>;
  logger: Logger;
  heartbeatMs?: number;
}

/**
 * The data version of the recipes (migration 0005), held in memory while this process hears every
 * bump (migration 0009, decision 021), so a cached read costs no query at all.
 *
 * It falls back to reading the version from the database for each caller whenever the in-memory
 * copy could be behind: before the listening connection is up, after it is lost (until it is back
 * and the version read again), and while a write request of this process is in flight (so the
 * writer's next read sees its own write even before the notification arrives). A heartbeat every
 * five seconds checks the listening connection and reads the version, which bounds how long a lost
 * notification could keep an answer stale.
 */
export class DataVersion {
  private known: number | undefined;
  private subscription: Subscription | undefined;
  private starting: Promise<void> | undefined;
  private writesInFlight = 0;
  private retryDelay = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly heartbeatMs: number;

  constructor(private readonly options: DataVersionOptions) {
    this.heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  }

  /** True while answers may come from memory. */
  get live(): boolean {
    return this.subscription !== undefined && this.known !== undefined;
  }

  /**
   * The current version: from memory when it is known to be current, else from the database.
   * `fresh` always reads the database: a signed-in cook whose write went through another app
   * process must see it on the next read here, before that process's notification has arrived.
   */
  async current(options: { fresh?: boolean } = {}): Promise<number> {
    if (
      !options.fresh &&
      this.known !== undefined &&
      this.subscription !== undefined &&
      this.writesInFlight === 0
    ) {
      return this.known;
    }
    this.start();
    const version = await this.options.read();
    this.raise(version);
    return version;
  }

  /**
   * Counts this process's write requests in flight, and reads the version again once each ends,
   * before its count is released.
   */
  trackWrites(): RequestHandler {
    return (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
        next();
        return;
      }
      this.writesInFlight += 1;
      res.once('close', () => {
        this.options
          .read()
          .then((version) => this.raise(version))
          .catch(() => {
            // The database is unreachable: forget the copy, the next reads go to the database.
            this.known = undefined;
          })
          .finally(() => {
            this.writesInFlight -= 1;
          });
      });
      next();
    };
  }

  /** Stops listening; later calls read from the database. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const subscription = this.subscription;
    this.subscription = undefined;
    this.known = undefined;
    await subscription?.close();
  }

  private raise(version: number) {
    if (this.subscription === undefined) return;
    if (this.known === undefined || version > this.known) this.known = version;
  }

  private start() {
    if (this.starting || this.subscription || this.stopped) return;
    this.starting = this.subscribe().finally(() => {
      this.starting = undefined;
    });
  }

  private async subscribe() {
    try {
      const subscription = await this.options.database.listen(DATA_VERSION_CHANNEL, {
        onMessage: (payload) => {
          const version = Number(payload);
          if (Number.isFinite(version)) this.raise(version);
        },
        onLost: (err) => this.lose(err),
      });
      if (this.stopped) {
        await subscription.close();
        return;
      }
      this.subscription = subscription;
      // Read after LISTEN: a bump committed in between is in the read or in a notification.
      const version = await this.options.read();
      this.raise(version);
      this.retryDelay = RETRY_FIRST_MS;
      this.schedule(this.heartbeatMs, () => this.heartbeat());
    } catch (err) {
      this.forget();
      if (err instanceof DatabaseClosedError) return;
      this.retryLater(err);
    }
  }

  private async heartbeat() {
    const subscription = this.subscription;
    if (!subscription) return;
    try {
      await withTimeout(subscription.ping(), this.heartbeatMs);
      this.raise(await withTimeout(this.options.read(), this.heartbeatMs));
      this.schedule(this.heartbeatMs, () => this.heartbeat());
    } catch (err) {
      await subscription.close().catch(() => undefined);
      this.lose(err);
    }
  }

  private lose(err: unknown) {
    if (this.stopped) return;
    this.forget();
    this.retryLater(err);
  }

  private forget() {
    this.subscription = undefined;
    this.known = undefined;
    if (this.timer) clearTimeout(this.timer);
  }

  private retryLater(err: unknown) {
    if (this.stopped) return;
    this.options.logger.warn(
      { err: err instanceof Error ? err.message : String(err), retryInMs: this.retryDelay },
      'Not listening for data version changes; cached reads check the database',
    );
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
    this.schedule(delay, () => this.start());
  }

  private schedule(ms: number, run: () => void | Promise<void>) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void run(), ms);
    this.timer.unref();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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
