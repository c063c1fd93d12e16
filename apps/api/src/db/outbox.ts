import { and, asc, eq, inArray, lte, sql, type BuildColumns } from 'drizzle-orm';
import { integer, text, type PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { moment, momentNow, type rowId } from './columns.js';

/* Tables of stored mail that instances claim and send (docs/decisions/007-contact-outbox.md). */

/** A mail's delivery: pending until sent, the attempts made, when it is due next and why not. */
export const outboxColumns = () => ({
  status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: momentNow('next_attempt_at'),
  lastError: text('last_error'),
  sentAt: moment('sent_at'),
  createdOn: momentNow('created_on'),
});

/** The shape every outbox table has: its id and the delivery columns. */
type OutboxTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<
    string,
    ReturnType<typeof outboxColumns> & { id: ReturnType<typeof rowId> },
    'pg'
  >;
  dialect: 'pg';
}>;

const LAST_ERROR_MAX_LENGTH = 1000;

/** The claims on one outbox table, as modules/mail's MailOutbox makes them (OutboxQueue). */
export class OutboxTableQueue<Row extends { id: string; attempts: number; createdOn: Date }> {
  constructor(
    protected readonly db: Db,
    private readonly table: OutboxTable,
    private readonly defaultLeaseMs: number,
  ) {}

  /**
   * Reserves up to `limit` due pending mails for this caller, oldest due first, and counts the
   * attempt. Rows another transaction is claiming are skipped rather than waited for, and the lease
   * written in the same transaction keeps them out of every other claim after the commit, while the
   * send runs outside any transaction (holding a row lock through an SMTP conversation would pin a
   * connection, and on the embedded engine block the whole database).
   */
  async claimDue(limit: number, now: Date, leaseMs: number = this.defaultLeaseMs): Promise<Row[]> {
    const table = this.table;
    const claimed = await this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now)))
        .orderBy(asc(table.nextAttemptAt), asc(table.createdOn))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(table)
        .set({
          nextAttemptAt: new Date(now.getTime() + leaseMs),
          attempts: sql`${table.attempts} + 1`,
        })
        .where(
          inArray(
            table.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
    // UPDATE ... RETURNING has no defined order.
    return (claimed as unknown as Row[]).sort(
      (a, b) => a.createdOn.getTime() - b.createdOn.getTime(),
    );
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db
      .update(this.table)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(eq(this.table.id, id));
  }

  /** Keeps the mail pending and due again at `nextAttemptAt`; a mail already sent stays sent. */
  async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
    await this.db
      .update(this.table)
      .set({ lastError: error.slice(0, LAST_ERROR_MAX_LENGTH), nextAttemptAt })
      .where(and(eq(this.table.id, id), eq(this.table.status, 'pending')));
  }
}
