import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from 'pino';
import { PeriodicCheck } from './periodic-check.js';

/** A check whose runs end when the test says, each failing when it is told to. */
class HeldCheck extends PeriodicCheck {
  readonly runs: { end: () => void; fail: (err: Error) => void }[] = [];

  constructor(logger: Logger) {
    super({ logger }, 'held check failed');
  }

  runIfDue(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.runs.push({ end: resolve, fail: reject });
    });
  }

  start(everyMs: number, firstMs: number) {
    this.startChecks(everyMs, firstMs);
  }
}

function loggerSpy() {
  const error = vi.fn();
  return { error, logger: { error } as unknown as Logger };
}

describe('a periodic check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when a check is still running at the next interval, then no second check starts until it ends', async () => {
    const { logger } = loggerSpy();
    const check = new HeldCheck(logger);
    check.start(1000, 0);
    expect(check.runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(check.runs).toHaveLength(1);
    check.runs[0]?.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(check.runs).toHaveLength(2);
    check.runs[1]?.end();
    await check.stop();
  });

  it('when a check fails, then the failure is logged and the next interval checks again', async () => {
    const { logger, error } = loggerSpy();
    const check = new HeldCheck(logger);
    check.start(1000, 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(check.runs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const failure = new Error('disk full');
    check.runs[0]?.fail(failure);
    await vi.advanceTimersByTimeAsync(500);
    expect(error).toHaveBeenCalledWith({ err: failure }, 'held check failed');
    expect(check.runs).toHaveLength(2);
    check.runs[1]?.end();
    await check.stop();
  });

  it('when stopped during a check, then stop waits for it and no check starts after', async () => {
    const { logger } = loggerSpy();
    const check = new HeldCheck(logger);
    check.start(1000, 0);
    let stopped = false;
    const stopping = check.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    check.runs[0]?.end();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check.runs).toHaveLength(1);
  });
});
