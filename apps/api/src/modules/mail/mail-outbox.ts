import type { Logger } from '../../http/logger.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';

export type Clock = () => Date;
/** Delay before the next attempt, given how many attempts have been made (1 after the first). */
export type Backoff = (attempts: number) => number;

const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
const MIN_RETRY_MS = 1000;

/** 30 s, 1 min, 2 min, 4 min ... then hourly for as long as it takes: a message is never dropped. */
export const defaultBackoff: Backoff = (attempts) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/**
 * How long a claimed message stays reserved for the instance that claimed it. It must be far longer
 * than one send can take (the SMTP transport's timeouts are well under it); a message whose claimer
 * died becomes due again when its lease runs out, so nothing is dropped.
 */
export const DEFAULT_CLAIM_LEASE_MS = 10 * 60 * 1000;

/** A table of stored mail that instances claim from (ContactRepository, NoticeRepository). */
export interface OutboxQueue<T extends { id: string; attempts: number }> {
  claimDue(limit: number, now: Date, leaseMs?: number): Promise<T[]>;
  markSent(id: string, now: Date): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void>;
}

export interface MailOutboxOptions<T extends { id: string; attempts: number }> {
  queue: OutboxQueue<T>;
  transport: MailTransport;
  /** The mail a stored row becomes. */
  compose: (row: T) => OutgoingMail;
  /** Names the rows in log lines, e.g. "contact message". */
  label: string;
  logger?: Logger | undefined;
  clock?: Clock;
  backoff?: Backoff;
  /** Messages claimed and sent together; each batch is sent well within one claim lease. */
  batchSize?: number;
  leaseMs?: number;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Delivers stored mail (docs/decisions/007-contact-outbox.md). Any number of instances may run one
 * each on the same database: a message is claimed by exactly one of them at a time (the queue's
 * claimDue).
 */
export class MailOutbox<T extends { id: string; attempts: number }> {
  private readonly clock: Clock;
  private readonly backoff: Backoff;
  private readonly batchSize: number;
  private readonly leaseMs: number | undefined;

  private started = false;
  private intervalMs = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The run started by the timer or a nudge; never more than one at a time per instance. */
  private scheduledRun: Promise<void> | undefined;
  private runAgain = false;
  private readonly inFlight = new Set<Promise<DeliveryReport>>();

  constructor(private readonly options: MailOutboxOptions<T>) {
    this.clock = options.clock ?? (() => new Date());
    this.backoff = options.backoff ?? defaultBackoff;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs;
  }

  /** Sends every message that is due now; failures are rescheduled, never thrown. */
  deliverDue(): Promise<DeliveryReport> {
    const run = this.deliverAll();
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Delivers at once, then every `intervalMs`; the timer does not keep the process alive. */
  start(intervalMs: number): void {
    if (this.started) return;
    this.started = true;
    this.intervalMs = intervalMs;
    this.schedule(0);
  }

  /** A new message is waiting: deliver soon instead of at the next poll. Ignored when stopped. */
  nudge(): void {
    if (!this.started) return;
    if (this.scheduledRun) {
      // The running pass may already have claimed before the message was stored.
      this.runAgain = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops polling and resolves once the deliveries in progress have finished. */
  async stop(): Promise<void> {
    this.started = false;
    this.runAgain = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([this.scheduledRun, ...this.inFlight]);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = undefined;
    if (!this.started || this.scheduledRun) return;
    this.scheduledRun = (async () => {
      do {
        this.runAgain = false;
        try {
          await this.deliverDue();
        } catch (err) {
          // The database may be briefly unavailable; the next poll tries again.
          this.options.logger?.error({ err }, `${this.options.label} outbox run failed`);
        }
      } while (this.runAgain && this.started);
    })().finally(() => {
      this.scheduledRun = undefined;
      // A nudge that came after the loop's last check must not wait for the next poll.
      if (this.started) this.schedule(this.runAgain ? 0 : this.intervalMs);
    });
  }

  private async deliverAll(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (;;) {
      const batch = await this.options.queue.claimDue(this.batchSize, this.clock(), this.leaseMs);
      // Settle the whole batch before reporting a database error, so that stop() really waits.
      const outcomes = await Promise.allSettled(batch.map((message) => this.deliver(message)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') throw outcome.reason;
        if (outcome.value) report.sent += 1;
        else report.failed += 1;
      }
      // A short batch means nothing else is due; failed messages are due only later.
      if (batch.length < this.batchSize) return report;
    }
  }

  private async deliver(message: T): Promise<boolean> {
    const { queue, transport, compose, label, logger } = this.options;
    try {
      await transport.send(compose(message));
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      // At least a second later, so that this run cannot claim the same message again.
      const delayMs = Math.max(MIN_RETRY_MS, this.backoff(message.attempts));
      const nextAttemptAt = new Date(this.clock().getTime() + delayMs);
      await queue.markFailed(message.id, error, nextAttemptAt);
      logger?.warn(
        { messageId: message.id, attempts: message.attempts, nextAttemptAt, error },
        `${label} delivery failed; will retry`,
      );
      return false;
    }
    // Should this write fail, the lease runs out and the message is sent again: at least once, never lost.
    await queue.markSent(message.id, this.clock());
    logger?.info({ messageId: message.id }, `${label} delivered`);
    return true;
  }
}
