import { and, asc, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import {
  digestRuns,
  digestSubscriptions,
  noticeMails,
  recipes,
  type NoticeMailRow,
} from '../../db/schema.js';
import { DEFAULT_CLAIM_LEASE_MS, type OutboxQueue } from '../mail/index.js';
import type { DigestEntry, NewNoticeMail } from './notice-mails.js';

const LAST_ERROR_MAX_LENGTH = 1000;
/** A digest lists at most this many new recipes, then says how many wait in all. */
const DIGEST_MAX_ENTRIES = 50;

/**
 * The only code that reads and writes the members' mail outbox and the daily digest's tables.
 * Claims work as the contact outbox's do (ContactRepository.claimDue).
 */
export class NoticeRepository implements OutboxQueue<NoticeMailRow> {
  constructor(private readonly db: Db) {}

  async claimDue(
    limit: number,
    now: Date,
    leaseMs: number = DEFAULT_CLAIM_LEASE_MS,
  ): Promise<NoticeMailRow[]> {
    const claimed = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: noticeMails.id })
        .from(noticeMails)
        .where(and(eq(noticeMails.status, 'pending'), lte(noticeMails.nextAttemptAt, now)))
        .orderBy(asc(noticeMails.nextAttemptAt), asc(noticeMails.createdOn))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(noticeMails)
        .set({
          nextAttemptAt: new Date(now.getTime() + leaseMs),
          attempts: sql`${noticeMails.attempts} + 1`,
        })
        .where(
          inArray(
            noticeMails.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    return claimed.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db
      .update(noticeMails)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(eq(noticeMails.id, id));
  }

  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .update(noticeMails)
      .set({ lastError: error.slice(0, LAST_ERROR_MAX_LENGTH), nextAttemptAt })
      .where(and(eq(noticeMails.id, id), eq(noticeMails.status, 'pending')));
  }

  /** Stored mail, newest first (tests and support). */
  list(filter: { recipeId?: string; toAddress?: string } = {}): Promise<NoticeMailRow[]> {
    return this.db
      .select()
      .from(noticeMails)
      .where(
        and(
          filter.recipeId ? eq(noticeMails.recipeId, filter.recipeId) : undefined,
          filter.toAddress ? eq(noticeMails.toAddress, filter.toAddress) : undefined,
        ),
      )
      .orderBy(desc(noticeMails.createdOn));
  }

  async isSubscribed(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ email: digestSubscriptions.email })
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.email, email.toLowerCase()))
      .limit(1);
    return !!row;
  }

  async setSubscribed(email: string, on: boolean): Promise<void> {
    if (on) {
      await this.db
        .insert(digestSubscriptions)
        .values({ email: email.toLowerCase() })
        .onConflictDoNothing();
    } else {
      await this.db
        .delete(digestSubscriptions)
        .where(eq(digestSubscriptions.email, email.toLowerCase()));
    }
  }

  /**
   * Claims `day`'s digest and stores its mails, in one transaction: the instance whose insert of
   * the day's row wins writes the mails; every other instance (or a second run) gets false and
   * writes nothing. New submissions are those since the previous claimed digest (at most a day
   * back for the first one). Only subscribers in `recipients` get one. `compose` gets the entries
   * and the number waiting in all.
   */
  async claimDigest(
    day: string,
    now: Date,
    recipients: ReadonlySet<string>,
    compose: (to: string, entries: DigestEntry[], waiting: number) => NewNoticeMail,
  ): Promise<{ claimed: boolean; mails: number }> {
    return this.db.transaction(async (tx) => {
      const [won] = await tx
        .insert(digestRuns)
        .values({ day, claimedAt: now })
        .onConflictDoNothing()
        .returning({ day: digestRuns.day });
      if (!won) return { claimed: false, mails: 0 };
      const [previous] = await tx
        .select({ claimedAt: digestRuns.claimedAt })
        .from(digestRuns)
        .where(sql`${digestRuns.day} < ${day}`)
        .orderBy(desc(digestRuns.day))
        .limit(1);
      const since = previous?.claimedAt ?? new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const pending = eq(recipes.status, RECIPE_STATUS.PENDING);
      const entries = await tx
        .select({
          id: recipes.id,
          title: recipes.title,
          cookName: recipes.userName,
          createdOn: recipes.createdOn,
        })
        .from(recipes)
        .where(and(pending, gt(recipes.createdOn, since), lte(recipes.createdOn, now)))
        .orderBy(asc(recipes.createdOn))
        .limit(DIGEST_MAX_ENTRIES);
      await tx.update(digestRuns).set({ recipes: entries.length }).where(eq(digestRuns.day, day));
      if (entries.length === 0) return { claimed: true, mails: 0 };
      const [waiting] = await tx.select({ n: count() }).from(recipes).where(pending);
      const subscribers = (
        await tx
          .select({ email: digestSubscriptions.email })
          .from(digestSubscriptions)
          .orderBy(asc(digestSubscriptions.email))
      ).filter((s) => recipients.has(s.email));
      if (subscribers.length === 0) return { claimed: true, mails: 0 };
      await tx.insert(noticeMails).values(
        subscribers.map((s) => ({
          ...compose(s.email, entries, waiting?.n ?? entries.length),
          nextAttemptAt: now,
          createdOn: now,
        })),
      );
      return { claimed: true, mails: subscribers.length };
    });
  }
}
