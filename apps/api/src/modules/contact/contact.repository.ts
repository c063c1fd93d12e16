import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages, type ContactMessageRow } from './contact.schema.js';
import { DEFAULT_CLAIM_LEASE_MS } from '../mail/index.js';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string | null;
  body: string;
}

const LAST_ERROR_MAX_LENGTH = 1000;

/**
 * The only code that reads and writes contact messages: the outbox of
 * docs/decisions/007-contact-outbox.md.
 */
export class ContactRepository {
  constructor(private readonly db: Db) {}

  /** Stores a message as pending and due at once. */
  async insert(message: NewContactMessage, now: Date): Promise<ContactMessageRow> {
    const [created] = await this.db
      .insert(contactMessages)
      .values({ ...message, status: 'pending', nextAttemptAt: now, createdOn: now })
      .returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async findById(id: string): Promise<ContactMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .limit(1);
    return row;
  }

  /**
   * Reserves up to `limit` due pending messages for this caller, oldest due first, and counts the
   * attempt. Rows another transaction is claiming are skipped rather than waited for, and the lease
   * written in the same transaction keeps them out of every other claim after the commit, while the
   * send runs outside any transaction (holding a row lock through an SMTP conversation would pin a
   * connection, and on the embedded engine block the whole database).
   */
  async claimDue(
    limit: number,
    now: Date,
    leaseMs: number = DEFAULT_CLAIM_LEASE_MS,
  ): Promise<ContactMessageRow[]> {
    const claimed = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(and(eq(contactMessages.status, 'pending'), lte(contactMessages.nextAttemptAt, now)))
        .orderBy(asc(contactMessages.nextAttemptAt), asc(contactMessages.createdOn))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(contactMessages)
        .set({
          nextAttemptAt: new Date(now.getTime() + leaseMs),
          attempts: sql`${contactMessages.attempts} + 1`,
        })
        .where(
          inArray(
            contactMessages.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    // UPDATE ... RETURNING has no defined order.
    return claimed.sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db
      .update(contactMessages)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(eq(contactMessages.id, id));
  }

  /** Keeps the message pending and due again at `nextAttemptAt`; a message already sent stays sent. */
  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .update(contactMessages)
      .set({ lastError: error.slice(0, LAST_ERROR_MAX_LENGTH), nextAttemptAt })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'pending')));
  }
}
