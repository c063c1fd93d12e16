import type { Logger } from '../../http/logger.js';
import type { CardReadJobsRepository } from './card-read-jobs.repository.js';
import type { CardReadRow } from './card-reader.schema.js';

/** Reads a process runs at once: each is mostly waiting for the model, but holds its photos. */
const READS_AT_ONCE = 2;
/**
 * A running read moves on at least every model timeout (two minutes); one that has not for this
 * long belongs to a process that stopped.
 */
export const STALE_READ_MS = 10 * 60_000;
/** How long a read's answer is kept after it ends: the cook's page reads it within minutes. */
const ANSWER_KEPT_MS = 7 * 24 * 60 * 60_000;

export interface RunnerDeps {
  jobs: CardReadJobsRepository;
  /** Runs one claimed read to its end, recording how it ended. */
  run: (read: CardReadRow, stopping: AbortSignal) => Promise<void>;
  logger?: Logger | undefined;
}

/**
 * The reads this process works, claimed from the database so that every instance shares one
 * queue, in the background of the requests that queued them. It claims when told a read may be
 * waiting (`nudge`: a read was queued here, or its cook asked after one still queued) and again
 * whenever one of its reads ends, at most READS_AT_ONCE at a time.
 */
export class CardReadRunner {
  private active = 0;
  private readonly running = new Set<Promise<void>>();
  private readonly stopper = new AbortController();

  constructor(private readonly deps: RunnerDeps) {}

  /** Fails what a stopped process left, then takes what is waiting. */
  start(): void {
    void this.sweep().then(() => this.nudge());
  }

  /** Fails, uncounted, the reads a stopped process left running (jobs.failStale). */
  async sweep(): Promise<void> {
    try {
      await this.deps.jobs.failStale(STALE_READ_MS);
      await this.deps.jobs.forgetAnswers(ANSWER_KEPT_MS);
    } catch (err) {
      this.deps.logger?.warn({ err }, 'Interrupted card reads could not be failed');
    }
  }

  /** Claims waiting reads while this process has room for them. */
  nudge(): void {
    while (this.active < READS_AT_ONCE && !this.stopper.signal.aborted) {
      this.active += 1;
      const turn = this.claimAndRun().then((ran) => {
        this.active -= 1;
        this.running.delete(turn);
        // The slot is free again: the next waiting read may have it.
        if (ran) this.nudge();
      });
      this.running.add(turn);
    }
  }

  /** No read is claimed any more, and those running are told to stop; resolves once they end. */
  async stop(): Promise<void> {
    this.stopper.abort();
    await Promise.all(this.running);
  }

  /** Claims one read and runs it; false when none was waiting (or none could be claimed). */
  private async claimAndRun(): Promise<boolean> {
    let read: CardReadRow | undefined;
    try {
      read = await this.deps.jobs.claim();
    } catch (err) {
      this.deps.logger?.warn({ err }, 'No card read could be claimed');
      return false;
    }
    if (!read) return false;
    try {
      await this.deps.run(read, this.stopper.signal);
    } catch (err) {
      // Its end could not be recorded; the read is failed once it is stale.
      this.deps.logger?.error({ err, read: read.id }, 'A card read’s end was not recorded');
    }
    return true;
  }
}
