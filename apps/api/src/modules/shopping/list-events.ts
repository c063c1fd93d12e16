import type { Response } from 'express';
import { DatabaseClosedError, type Database, type Subscription } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import { LIST_CHANNEL, type ListNotice } from './shopping.repository.js';

const PING_MS = 25_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

interface Stream {
  listId: string;
  sub: string;
  res: Response;
}

export interface ListEventsOptions {
  database: Pick<Database, 'listen'>;
  logger: Logger;
  pingMs?: number;
}

function isNotice(value: unknown): value is ListNotice {
  if (typeof value !== 'object' || value === null) return false;
  const notice = value as Record<string, unknown>;
  return (
    typeof notice['list'] === 'string' &&
    (notice['kind'] === 'changed' || notice['kind'] === 'deleted' || notice['kind'] === 'left')
  );
}

/**
 * The open event streams of this instance's shopping lists, fed by one subscription to the
 * `shopping_list` channel: whichever instance made a change, every instance hears it once it is
 * committed and tells its own streams of that list. While the subscription is down it is tried
 * again with a growing delay; once it is back, every stream is told its list changed, since a
 * notification may have been missed meanwhile.
 */
export class ListEvents {
  private readonly streams = new Set<Stream>();
  private subscription: Subscription | undefined;
  private starting: Promise<void> | undefined;
  private retryDelay = RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly pingMs: number;

  constructor(private readonly options: ListEventsOptions) {
    this.pingMs = options.pingMs ?? PING_MS;
  }

  get stopping(): boolean {
    return this.stopped;
  }

  /** Resolves once this instance hears the channel; rejects when it cannot be heard now. */
  async ready(): Promise<void> {
    if (this.subscription) return;
    this.start();
    await this.starting;
    if (!this.subscription) throw new Error('not listening for shopping list changes');
  }

  /**
   * Streams the list's events to `res` (headers already sent) until the client goes away, the
   * list is deleted or no longer the cook's, or the instance stops.
   */
  open(listId: string, sub: string, res: Response): void {
    const stream: Stream = { listId, sub, res };
    this.streams.add(stream);
    res.on('close', () => this.streams.delete(stream));
    if (!this.pingTimer) {
      this.pingTimer = setInterval(() => this.ping(), this.pingMs);
      this.pingTimer.unref();
    }
  }

  /** Ends every stream and stops listening. */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    for (const stream of this.streams) stream.res.end();
    this.streams.clear();
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.close();
  }

  private deliver(payload: string) {
    let notice: unknown;
    try {
      notice = JSON.parse(payload);
    } catch {
      return;
    }
    if (!isNotice(notice)) return;
    for (const stream of this.streams) {
      if (stream.listId !== notice.list) continue;
      const gone =
        notice.kind === 'deleted' || (notice.kind === 'left' && stream.sub === notice.sub);
      if (gone) {
        this.send(stream, 'deleted');
        this.streams.delete(stream);
        stream.res.end();
      } else {
        this.send(stream, 'changed');
      }
    }
  }

  private send(stream: Stream, event: 'changed' | 'deleted') {
    stream.res.write(`event: ${event}\ndata: ${JSON.stringify({ list: stream.listId })}\n\n`);
  }

  private ping() {
    if (this.streams.size === 0) {
      clearInterval(this.pingTimer);
      this.pingTimer = undefined;
      return;
    }
    for (const stream of this.streams) stream.res.write(': ping\n\n');
    // A listening connection can die without a word (a dropped network path): ask it too.
    const subscription = this.subscription;
    subscription?.ping().catch(async (err: unknown) => {
      if (this.subscription !== subscription) return;
      await subscription.close().catch(() => undefined);
      this.lose(err);
    });
  }

  private start() {
    if (this.starting || this.subscription || this.stopped) return;
    this.starting = this.subscribe().finally(() => {
      this.starting = undefined;
    });
  }

  private async subscribe() {
    try {
      const subscription = await this.options.database.listen(LIST_CHANNEL, {
        onMessage: (payload) => this.deliver(payload),
        onLost: (err) => this.lose(err),
      });
      if (this.stopped) {
        await subscription.close();
        return;
      }
      const wasDown = this.retryDelay !== RETRY_FIRST_MS;
      this.subscription = subscription;
      this.retryDelay = RETRY_FIRST_MS;
      if (wasDown) for (const stream of this.streams) this.send(stream, 'changed');
    } catch (err) {
      if (err instanceof DatabaseClosedError) return;
      this.retryLater(err);
    }
  }

  private lose(err: unknown) {
    this.subscription = undefined;
    if (this.stopped) return;
    this.retryLater(err);
  }

  private retryLater(err: unknown) {
    if (this.stopped) return;
    this.options.logger.warn(
      { err: err instanceof Error ? err.message : String(err), retryInMs: this.retryDelay },
      'Not listening for shopping list changes; open lists are not updated live',
    );
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.start(), delay);
    this.retryTimer.unref();
  }
}
