import type { Clock, RefreshOptions } from './session-deps';

/**
 * The session's one pending timer: the next refresh, lookup or, while a logout is pending, its
 * next try. `set` keeps the handle of the timer it starts; callers clear the pending one first.
 */
export class SessionTimer {
  private handle: unknown = null;

  constructor(private readonly clock: Clock) {}

  now(): number {
    return this.clock.now();
  }

  /** Runs `run` after `ms`; the handle is let go when it fires. */
  set(ms: number, run: () => void): void {
    this.handle = this.clock.setTimeout(() => {
      this.handle = null;
      run();
    }, ms);
  }

  clear(): void {
    if (this.handle === null) return;
    this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  /** Resolves after `ms`, beside the pending timer (a back-off between two tries). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.clock.setTimeout(resolve, ms);
    });
  }
}

/**
 * Milliseconds until the tokens of a lookup at `nowMs` are renewed: `leadTimeMs` before they run
 * out, or at once (0 or less) when less than `thresholdRatio` of their lifespan is left.
 */
export function refreshDelay(
  token: { exp: number; iat: number },
  nowMs: number,
  options: Pick<RefreshOptions, 'thresholdRatio' | 'leadTimeMs'>,
): number {
  const lifespanMs = (token.exp - token.iat) * 1000;
  const remainingMs = token.exp * 1000 - nowMs;
  return remainingMs < options.thresholdRatio * lifespanMs ? 0 : remainingMs - options.leadTimeMs;
}

/** The wait before a refresh answered 429 runs again: its Retry-After, else a minute. */
export function retryAfterMs(seconds: number | undefined): number {
  return seconds !== undefined && seconds > 0 ? seconds * 1000 : 60_000;
}
