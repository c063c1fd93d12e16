import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/owned-tables.js';
import {
  digestRuns,
  digestSubscriptions,
  noticeMails,
  type NoticeMailRow,
} from './notices.schema.js';
import { DEFAULT_CLAIM_LEASE_MS, type OutboxQueue } from '../mail/index.js';
import type { DigestEntry, NewNoticeMail } from './notice-mails.js';

const LAST_ERROR_MAX_LENGTH = 1000;

/**
 * The recipes submitted after `since` up to `until` and still pending, oldest first, at most
 * `limit`, and how many are pending in all: read in the digest's transaction.
 */
export type NewSubmissions = (
  tx: Tx,
  since: Date,
  until: Date,
  limit: number,
) => Promise<{ entries: DigestEntry[]; waiting: number }>;
/** A digest lists at most this many new recipes, then says how many wait in all. */
const DIGEST_MAX_ENTRIES = 50;

/**
 * The only code that reads and writes the members' mail outbox and the daily digest's tables.
 * Claims work as the contact outbox's do (ContactRepository.claimDue).
 */
export class NoticeRepository implements OutboxQueue<NoticeMailRow> {
  /** `submissions`: the recipes module's new submissions, which a digest lists (createNoticesModule). */
  constructor(
    private readonly db: Db,
    private readonly submissions?: NewSubmissions,
  ) {}

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
      if (!this.submissions) throw new Error('A digest needs the new submissions of recipes');
      const { entries, waiting } = await this.submissions(tx, since, now, DIGEST_MAX_ENTRIES);
      await tx.update(digestRuns).set({ recipes: entries.length }).where(eq(digestRuns.day, day));
      if (entries.length === 0) return { claimed: true, mails: 0 };
      const subscribers = (
        await tx
          .select({ email: digestSubscriptions.email })
          .from(digestSubscriptions)
          .orderBy(asc(digestSubscriptions.email))
      ).filter((s) => recipients.has(s.email));
      if (subscribers.length === 0) return { claimed: true, mails: 0 };
      await storeNoticeMails(
        tx,
        subscribers.map((s) => ({
          ...compose(s.email, entries, waiting),
          nextAttemptAt: now,
          createdOn: now,
        })),
      );
      return { claimed: true, mails: subscribers.length };
    });
  }
}

/** Stores mails in the outbox, in the caller's transaction: it sends them once committed. */
export async function storeNoticeMails(
  tx: Pick<Db, 'insert'>,
  mails: (typeof noticeMails.$inferInsert)[],
): Promise<void> {
  if (mails.length > 0) await tx.insert(noticeMails).values(mails);
}
