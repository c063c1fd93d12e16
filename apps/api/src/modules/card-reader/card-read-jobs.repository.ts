import { CARD_READER_MESSAGES, type CardReaderAnswer } from '@family-recipes/shared';
import { and, asc, eq, exists, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cardReadPhotos,
  cardReads,
  type CardReadRow,
  type CardReadStatus,
} from './card-reader.schema.js';

/** How a read ends: its answer, or why not and whether it still counts against the budget. */
export type ReadOutcome =
  | { status: 'done'; answer: CardReaderAnswer; tokens: number }
  | { status: 'failed'; error: string; charged: boolean; tokens: number };

const photosOfRead = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(cardReadPhotos)
    .where(eq(cardReadPhotos.readId, cardReads.id));

const ago = (ms: number) => sql`now() - ${ms} * interval '1 millisecond'`;

/** The reads as the background runner works them: claimed, moved on, ended. */
export class CardReadJobsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Fails, uncounted, the reads a stopped process left: running and not moved on for `staleMs`,
   * or reserved that long ago and never given their photos. Their photos go with them.
   */
  async failStale(staleMs: number): Promise<number> {
    const running: CardReadStatus[] = ['reading', 'checking', 'retrying'];
    const stale = await this.db
      .update(cardReads)
      .set({
        status: 'failed',
        progress: 100,
        charged: false,
        error: CARD_READER_MESSAGES.interrupted,
        updatedOn: sql`now()`,
      })
      .where(
        or(
          and(inArray(cardReads.status, running), lt(cardReads.updatedOn, ago(staleMs))),
          and(
            eq(cardReads.status, 'queued'),
            lt(cardReads.createdOn, ago(staleMs)),
            notExists(photosOfRead(this.db)),
          ),
        ),
      )
      .returning({ id: cardReads.id });
    if (stale.length > 0) {
      await this.db.delete(cardReadPhotos).where(
        inArray(
          cardReadPhotos.readId,
          stale.map((read) => read.id),
        ),
      );
    }
    return stale.length;
  }

  /**
   * Forgets the answers of reads that ended more than `keepMs` ago: what a card said is the
   * cook's draft, kept for the page that asked for it, not a copy of the family's recipes. The
   * read itself stays, for the month's counts.
   */
  async forgetAnswers(keepMs: number): Promise<number> {
    const forgotten = await this.db
      .update(cardReads)
      .set({ answer: null })
      .where(and(sql`${cardReads.answer} is not null`, lt(cardReads.updatedOn, ago(keepMs))))
      .returning({ id: cardReads.id });
    return forgotten.length;
  }

  /**
   * The oldest queued read that has its photos, now 'reading' and this caller's. A read another
   * instance is claiming is skipped, not waited for, so instances share the queue.
   */
  async claim(): Promise<CardReadRow | undefined> {
    const next = this.db
      .select({ id: cardReads.id })
      .from(cardReads)
      .where(and(eq(cardReads.status, 'queued'), exists(photosOfRead(this.db))))
      .orderBy(asc(cardReads.createdOn))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(cardReads)
      .set({ status: 'reading', progress: 20, updatedOn: sql`now()` })
      .where(and(eq(cardReads.id, sql`(${next})`), eq(cardReads.status, 'queued')))
      .returning();
    return row;
  }

  async photosOf(id: string): Promise<Buffer[]> {
    const rows = await this.db
      .select({ jpeg: cardReadPhotos.jpeg })
      .from(cardReadPhotos)
      .where(eq(cardReadPhotos.readId, id))
      .orderBy(asc(cardReadPhotos.position));
    return rows.map((row) => row.jpeg);
  }

  async step(id: string, status: CardReadStatus, progress: number, tokens: number): Promise<void> {
    await this.db
      .update(cardReads)
      .set({ status, progress, tokens, updatedOn: sql`now()` })
      .where(eq(cardReads.id, id));
  }

  /** Records how the read ended and lets its photos go. */
  async finish(id: string, outcome: ReadOutcome): Promise<void> {
    const ended =
      outcome.status === 'done'
        ? { status: outcome.status, answer: outcome.answer, error: null }
        : { status: outcome.status, error: outcome.error, charged: outcome.charged };
    await this.db.transaction(async (tx) => {
      await tx
        .update(cardReads)
        .set({ ...ended, progress: 100, tokens: outcome.tokens, updatedOn: sql`now()` })
        .where(eq(cardReads.id, id));
      await tx.delete(cardReadPhotos).where(eq(cardReadPhotos.readId, id));
    });
  }
}
