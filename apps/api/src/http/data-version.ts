import type { RequestHandler } from 'express';
import type { Database } from '../db/client.js';
import { ChannelListener } from '../db/listen.js';
import type { Logger } from './logger.js';

const DATA_VERSION_CHANNEL = 'recipe_version';
const HEARTBEAT_MS = 5_000;

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
  private writesInFlight = 0;
  private readonly listener: ChannelListener;

  constructor(private readonly options: DataVersionOptions) {
    this.listener = new ChannelListener({
      database: options.database,
      channel: DATA_VERSION_CHANNEL,
      onMessage: (payload) => {
        const version = Number(payload);
        if (Number.isFinite(version)) this.raise(version);
      },
      // Read after LISTEN: a bump committed in between is in the read or in a notification.
      onListening: async () => {
        this.known = undefined;
        this.raise(await options.read());
      },
      onDown: (err, retryInMs) => {
        this.known = undefined;
        options.logger.warn(
          { err: err.message, retryInMs },
          'Not listening for data version changes; cached reads check the database',
        );
      },
      heartbeatMs: options.heartbeatMs ?? HEARTBEAT_MS,
      onHeartbeat: async () => this.raise(await options.read()),
    });
  }

  /** True while answers may come from memory. */
  get live(): boolean {
    return this.listener.listening && this.known !== undefined;
  }

  /**
   * Starts listening unless it does; resolves once answers may come from memory (true) or the
   * attempt failed (false).
   */
  async ready(): Promise<boolean> {
    return (await this.listener.start()) && this.live;
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
      this.listener.listening &&
      this.writesInFlight === 0
    ) {
      return this.known;
    }
    void this.listener.start();
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
    await this.listener.close();
    this.known = undefined;
  }

  private raise(version: number) {
    if (!this.listener.listening) return;
    if (this.known === undefined || version > this.known) this.known = version;
  }
}
