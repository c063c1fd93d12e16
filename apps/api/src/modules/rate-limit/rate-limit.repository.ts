import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rateLimits } from './rate-limit.schema.js';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  hits: number;
  windowStart: Date;
}

/** The only code that touches the rate_limits table. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one request for `key` in a fixed window of `windowMs`, opening a new window when the
   * stored one has run out. One statement, so concurrent requests on any number of API instances
   * never lose a count: the row lock of ON CONFLICT serialises them.
   */
  async hit(key: string, now: Date, windowMs: number): Promise<WindowCount> {
    const nowParam = sql`${now.toISOString()}::timestamptz`;
    const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        // Both CASEs read the row as it was before this update, so they agree on "expired".
        set: {
          hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          windowStart: sql`CASE WHEN ${expired} THEN ${nowParam} ELSE ${rateLimits.windowStart} END`,
        },
      })
      .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
    if (!row) throw new Error('Rate limit upsert returned no row');
    return row;
  }

  /** Removes counters whose window started before `before`; they would be reset on next use anyway. */
  async deleteStartedBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, before))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }
}
