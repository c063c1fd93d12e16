import type { Response } from 'express';
import type { Database } from '../../db/client.js';
import { ChannelListener } from '../../db/listen.js';
import { AppError } from '../../http/errors.js';
import type { Logger } from '../../http/logger.js';
import type { HouseholdNotice } from '../../db/kitchen-channel.js';
import { LIST_CHANNEL, readListMessage, type ListNotice } from './list-channel.repository.js';

const PING_MS = 25_000;
/**
 * Each open stream holds a connection here and on the proxy for as long as it lasts. A cook has a
 * list open on a phone or two and maybe a laptop tab; ten leaves room for that and for tabs left
 * open, while a script opening streams in a loop stops there.
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;
/** All accounts together, on one instance: well below what one process and its proxy can hold. */
const MAX_STREAMS = 1_000;
export const TOO_MANY_OWN_STREAMS =
  'Too many lists are open live on your devices. Please close one and try again.';
export const TOO_MANY_STREAMS = 'Too many lists are open live right now. Please try again later.';
/** A slot frees when any stream ends; a browser's EventSource does not retry a 429 by itself. */
const STREAMS_RETRY_AFTER_SECONDS = 30;
/** setTimeout's largest delay (about 24.8 days); a longer-lived token is ended then and reopened. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The caller a stream is opened for: its account, its sign-in session and when its token expires. */
export interface StreamCaller {
  sub: string;
  session?: string | undefined;
  /** Epoch seconds. */
  expiresAt?: number | undefined;
}

/** What a stream follows: one shopping list, or the caller's household (its plan and members). */
export type StreamTopic = { list: string } | { household: string };

interface Stream {
  topic: StreamTopic;
  sub: string;
  session: string | undefined;
  res: Response;
  expiry: NodeJS.Timeout | undefined;
}

export interface ListEventsOptions {
  database: Pick<Database, 'listen'>;
  logger: Logger;
  pingMs?: number;
  /** Open streams of one account on this instance; MAX_STREAMS_PER_ACCOUNT by default. */
  maxStreamsPerAccount?: number;
  /** Open streams of every account on this instance; MAX_STREAMS by default. */
  maxStreams?: number;
}

/** The line a change wrote and its new version: ids and numbers only, never the line's text. */
interface ChangedLine {
  item: string;
  version: number;
}

function lineOf(notice: ListNotice): ChangedLine | undefined {
  return typeof notice.item === 'string' && Number.isInteger(notice.version)
    ? { item: notice.item, version: notice.version as number }
    : undefined;
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
  private readonly perAccount = new Map<string, number>();
  private readonly listener: ChannelListener;
  private pingTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly pingMs: number;
  private readonly maxStreams: number;
  private readonly maxStreamsPerAccount: number;

  constructor(options: ListEventsOptions) {
    this.pingMs = options.pingMs ?? PING_MS;
    this.maxStreams = options.maxStreams ?? MAX_STREAMS;
    this.maxStreamsPerAccount = options.maxStreamsPerAccount ?? MAX_STREAMS_PER_ACCOUNT;
    this.listener = new ChannelListener({
      database: options.database,
      channel: LIST_CHANNEL,
      onMessage: (payload) => this.deliver(payload),
      // A notification may have been missed meanwhile.
      onListening: ({ reconnected }) => {
        if (reconnected) for (const stream of this.streams) this.missedMeanwhile(stream);
      },
      onDown: (err, retryInMs) =>
        options.logger.warn(
          { err: err.message, retryInMs },
          'Not listening for shopping list changes; open lists are not updated live',
        ),
    });
  }

  get stopping(): boolean {
    return this.stopped;
  }

  /** Resolves once this instance hears the channel; rejects when it cannot be heard now. */
  async ready(): Promise<void> {
    if (!(await this.listener.start())) throw new Error('not listening for shopping list changes');
  }

  /**
   * Streams the list's events to `res` until the client goes away, the list is deleted or no
   * longer the cook's, the caller's token expires, their session logs out, or the instance stops.
   * Call it before sending the stream's headers: beyond a cap it throws a 429 (with Retry-After)
   * and takes nothing. It does not wait, so no other stream slips in between count and claim.
   */
  open(topic: StreamTopic, caller: StreamCaller, res: Response): void {
    // Gone while the access was checked: its 'close' has passed, so it would hold a place forever.
    if (!res.socket || res.socket.destroyed) return;
    const own = this.perAccount.get(caller.sub) ?? 0;
    const full =
      own >= this.maxStreamsPerAccount
        ? TOO_MANY_OWN_STREAMS
        : this.streams.size >= this.maxStreams
          ? TOO_MANY_STREAMS
          : undefined;
    if (full) {
      res.setHeader('Retry-After', String(STREAMS_RETRY_AFTER_SECONDS));
      throw new AppError(429, full);
    }
    const stream: Stream = {
      topic,
      sub: caller.sub,
      session: caller.session,
      res,
      expiry: undefined,
    };
    this.streams.add(stream);
    this.perAccount.set(caller.sub, own + 1);
    res.on('close', () => this.forget(stream));
    if (caller.expiresAt !== undefined) {
      // Past its expiry the token proves nothing; a client that still holds a valid session
      // reconnects with its newer token.
      const left = Math.min(Math.max(caller.expiresAt * 1000 - Date.now(), 0), MAX_TIMER_MS);
      stream.expiry = setTimeout(() => this.end(stream), left);
      stream.expiry.unref();
    }
    if (!this.pingTimer) {
      this.pingTimer = setInterval(() => this.ping(), this.pingMs);
      this.pingTimer.unref();
    }
  }

  /**
   * Ends this instance's streams opened with a token of `session` (Principal.session): the
   * session has logged out. Other instances are told through the database (ShoppingModule).
   */
  endSession(session: string): void {
    for (const stream of this.streams) if (stream.session === session) this.end(stream);
  }

  /** Ends every stream and stops listening. */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    for (const stream of this.streams) this.end(stream);
    await this.listener.close();
  }

  private deliver(payload: string) {
    const message = readListMessage(payload);
    if (!message) return;
    if ('endedSession' in message) {
      this.endSession(message.endedSession);
      return;
    }
    if ('household' in message) {
      this.deliverHousehold(message.household);
      return;
    }
    const { notice } = message;
    for (const stream of this.streams) {
      if (!('list' in stream.topic) || stream.topic.list !== notice.list) continue;
      const gone =
        notice.kind === 'deleted' || (notice.kind === 'left' && stream.sub === notice.sub);
      if (gone) {
        this.send(stream, 'deleted');
        this.end(stream);
      } else {
        this.send(stream, 'changed', lineOf(notice));
      }
    }
  }

  /**
   * A household stream hears `plan`, `aisles` and `household` (its members or name changed); one whose cook
   * is no longer in the household hears `removed` and ends: the client opens it again, for the
   * household the cook is in now.
   */
  private deliverHousehold(notice: HouseholdNotice) {
    for (const stream of this.streams) {
      if (!('household' in stream.topic) || stream.topic.household !== notice.household) continue;
      const gone =
        notice.change === 'ended' || (notice.change === 'left' && stream.sub === notice.sub);
      if (gone) {
        this.write(stream, 'removed', {});
        this.end(stream);
      } else {
        const event =
          notice.change === 'left' || notice.change === 'members' ? 'household' : notice.change;
        this.write(stream, event, {});
      }
    }
  }

  /** The subscription was down: whatever a stream follows may have changed meanwhile. */
  private missedMeanwhile(stream: Stream) {
    if ('list' in stream.topic) {
      this.send(stream, 'changed');
    } else {
      for (const event of ['plan', 'aisles', 'household']) this.write(stream, event, {});
    }
  }

  private end(stream: Stream) {
    this.forget(stream);
    stream.res.end();
  }

  /** Idempotent: a stream is forgotten when it is ended here and again when its socket closes. */
  private forget(stream: Stream) {
    if (!this.streams.delete(stream)) return;
    if (stream.expiry) clearTimeout(stream.expiry);
    const left = (this.perAccount.get(stream.sub) ?? 1) - 1;
    if (left > 0) this.perAccount.set(stream.sub, left);
    else this.perAccount.delete(stream.sub);
  }

  /** `line`: the one line a change wrote, so a viewer reads that line's list and nothing else. */
  private send(stream: Stream, event: 'changed' | 'deleted', line?: ChangedLine) {
    if ('list' in stream.topic) this.write(stream, event, { list: stream.topic.list, ...line });
  }

  private write(stream: Stream, event: string, data: object) {
    stream.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private ping() {
    if (this.streams.size === 0) {
      clearInterval(this.pingTimer);
      this.pingTimer = undefined;
      return;
    }
    for (const stream of this.streams) stream.res.write(': ping\n\n');
    // A listening connection can die without a word (a dropped network path): ask it too.
    void this.listener.check();
  }
}
