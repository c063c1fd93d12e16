import type { Request, RequestHandler } from 'express';
import type { RateLimitDeclaration } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { clientKey } from './client-key.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

export type Clock = () => Date;

export interface RateLimitDecision {
  allowed: boolean;
  hits: number;
  remaining: number;
  resetAt: Date;
  /** Whole seconds until the window resets, at least 1 (the Retry-After header). */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  clock?: Clock;
  /** Counters idle longer than this are deleted; it must exceed the longest window in use. */
  retainMs?: number;
  /** How often one instance cleans up idle counters. */
  pruneIntervalMs?: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Fixed-window limiter whose counters live in PostgreSQL, so every API instance behind a load
 * balancer sees the same counts (docs/architecture.md, several instances).
 */
export class RateLimiter {
  private readonly clock: Clock;
  private readonly retainMs: number;
  private readonly pruneIntervalMs: number;
  private nextPruneAt = 0;

  constructor(
    private readonly repository: RateLimitRepository,
    options: RateLimiterOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.retainMs = options.retainMs ?? 24 * HOUR_MS;
    this.pruneIntervalMs = options.pruneIntervalMs ?? HOUR_MS;
  }

  async hit(key: string, limit: { windowMs: number; max: number }): Promise<RateLimitDecision> {
    const now = this.clock();
    // One key per client IP would otherwise accumulate forever; a rare sweep keeps the table small.
    if (now.getTime() >= this.nextPruneAt) {
      this.nextPruneAt = now.getTime() + this.pruneIntervalMs;
      await this.prune();
    }
    const { hits, windowStart } = await this.repository.hit(key, now, limit.windowMs);
    const resetAt = new Date(windowStart.getTime() + limit.windowMs);
    return {
      allowed: hits <= limit.max,
      hits,
      remaining: Math.max(0, limit.max - hits),
      resetAt,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
    };
  }

  /** Deletes counters idle for longer than the retention; returns how many. */
  prune(): Promise<number> {
    return this.repository.deleteStartedBefore(new Date(this.clock().getTime() - this.retainMs));
  }
}

export interface RateLimitOptions {
  limiter: RateLimiter;
  /** Separates the counters of different limits for the same client. */
  name: string;
  windowMs: number;
  max: number;
  /** The 429 message shown to the caller. */
  message: string;
  /** Whom the count is for; the client address (clientKey) when not given. */
  by?: (req: Request) => string;
}

/** req.ip honours the app's "trust proxy" setting (TRUST_PROXY), so clients behind a proxy differ. */
const byClient = (req: Request) => clientKey(req.ip);

/** Express middleware: at most `max` requests per client (IP) per window, then 429 with Retry-After. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const { limiter, name, windowMs, max, message, by = byClient } = options;
  return async (req, res, next) => {
    const decision = await limiter.hit(`${name}:${by(req)}`, { windowMs, max });
    if (!decision.allowed) {
      res.setHeader('Retry-After', String(decision.retryAfterSeconds));
      throw new AppError(429, message);
    }
    next();
  };
}

/**
 * The middleware that counts a limit the contract declares (RATE_LIMITS): per account after the
 * access check (an anonymous call is refused before it costs a count), else per client address.
 */
export function limitHandler(
  limiter: RateLimiter,
  declaration: RateLimitDeclaration,
): RequestHandler {
  const { name, windowMs, max, message } = declaration;
  const by =
    declaration.by === 'account'
      ? (req: Request) => {
          if (!req.principal) throw new AppError(401, 'Authentication required');
          return req.principal.sub;
        }
      : undefined;
  return rateLimit({ limiter, name, windowMs, max, message, ...(by ? { by } : {}) });
}
