import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SiteLanguage } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { OutboxTableQueue } from '../../db/outbox.js';
import type { Tx } from '../../db/owned-tables.js';
import {
  digestRuns,
  digestSubscriptions,
  noticeMails,
  type NoticeMailRow,
} from './notices.schema.js';
import { DEFAULT_CLAIM_LEASE_MS, recipientLanguage, type OutboxQueue } from '../mail/index.js';
import { chosenLanguages } from '../users/index.js';
import type { DigestEntry, NewNoticeMail } from './notice-mails.js';

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
 * Its mails are claimed as the contact messages are (OutboxTableQueue).
 */
export class NoticeRepository
  extends OutboxTableQueue<NoticeMailRow>
  implements OutboxQueue<NoticeMailRow>
{
  /** `submissions`: the recipes module's new submissions, which a digest lists (createNoticesModule). */
  constructor(
    db: Db,
    private readonly submissions?: NewSubmissions,
  ) {
    super(db, noticeMails, DEFAULT_CLAIM_LEASE_MS);
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
   * back for the first one). Only subscribers in `recipients` get one. `compose` gets the entries,
   * the number waiting in all and the language the subscriber's user record chose (else English).
   */
  async claimDigest(
    day: string,
    now: Date,
    recipients: ReadonlySet<string>,
    compose: (
      to: string,
      entries: DigestEntry[],
      waiting: number,
      language: SiteLanguage,
    ) => NewNoticeMail,
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
      const languages = await chosenLanguages(
        tx,
        subscribers.map((s) => s.email),
      );
      await storeNoticeMails(
        tx,
        subscribers.map((s) => ({
          ...compose(s.email, entries, waiting, recipientLanguage(languages, s.email)),
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
