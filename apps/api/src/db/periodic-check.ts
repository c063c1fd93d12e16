import type { Logger } from 'pino';

/**
 * Work that every replica checks for on a timer (a scheduled backup, the daily digest): a check
 * runs every `everyMs` and once `firstMs` after start (at once when 0), never twice at the same
 * time: a check that is still running when the next is due is not started again. A check's error
 * is logged as `failure`; `stop` waits for the check that is running.
 */
export abstract class PeriodicCheck {
  protected readonly clock: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly runtime: { logger?: Logger | undefined; clock?: (() => Date) | undefined },
    private readonly failure: string,
  ) {
    this.clock = runtime.clock ?? (() => new Date());
  }

  /** Does the work if it is due. */
  abstract runIfDue(): Promise<unknown>;

  protected startChecks(everyMs: number, firstMs: number): void {
    if (this.timer) return;
    const run = () => {
      if (this.running) return;
      this.running = this.runIfDue()
        .catch((err: unknown) => this.runtime.logger?.error({ err }, this.failure))
        .finally(() => {
          this.running = undefined;
        });
    };
    this.timer = setInterval(run, everyMs);
    this.timer.unref();
    if (firstMs === 0) {
      run();
      return;
    }
    this.first = setTimeout(run, firstMs);
    this.first.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.first);
    this.timer = undefined;
    await this.running;
  }
}
