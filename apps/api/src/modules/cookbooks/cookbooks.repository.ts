import { DEFAULT_LANGUAGE, type CookbookEdition, type SiteLanguage } from '@family-recipes/shared';
import { and, count, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sameHouseholdSql } from '../households/index.js';
import { chosenLanguages } from '../users/index.js';
import { cookbooks, type CookbookRow } from './cookbooks.schema.js';

export type CookbookValues = Pick<
  CookbookRow,
  | 'title'
  | 'subtitle'
  | 'dedication'
  | 'recipeIds'
  | 'orderBy'
  | 'chapters'
  | 'cardRecipeIds'
  | 'familyPages'
  | 'coverRecipeId'
  | 'pageSize'
  | 'photos'
  | 'shared'
  | 'language'
>;

/** A book the caller may reach, and whether it is theirs. */
export interface VisibleBook {
  row: CookbookRow;
  mine: boolean;
}

/** The end of an attempt: what was made, or why not. */
export type PdfOutcome =
  | {
      status: 'ready';
      key: string;
      /** The print edition's cover PDF; null for the screen edition. */
      coverKey: string | null;
      size: number;
      pages: number;
      madeOn: Date;
    }
  | { status: 'failed'; error: string };

/**
 * True for a book the caller may reach: their own, or one shared by a cook who is in the caller's
 * household now (a removed member loses it with their membership row).
 */
function visibleTo(sub: string): SQL | undefined {
  return or(
    eq(cookbooks.ownerSub, sub),
    and(eq(cookbooks.shared, true), sameHouseholdSql(sql`${cookbooks.ownerSub}`, sql`${sub}`)),
  );
}

const view = (sub: string) => ({
  row: cookbooks,
  mine: sql<boolean>`${cookbooks.ownerSub} = ${sub}`,
});

/** The only code that reads and writes cookbooks and their PDF's record. */
export class CookbooksRepository {
  constructor(private readonly db: Db) {}

  async insert(ownerSub: string, ownerName: string, values: CookbookValues): Promise<CookbookRow> {
    const [row] = await this.db
      .insert(cookbooks)
      .values({ ownerSub, ownerName, ...values })
      .returning();
    if (!row) throw new Error('The cookbook was not stored');
    return row;
  }

  /** The language the account of `email` chose (users.language); English when it chose none. */
  async accountLanguage(email: string): Promise<SiteLanguage> {
    const chosen = await chosenLanguages(this.db, [email]);
    return chosen.get(email.trim().toLowerCase()) ?? DEFAULT_LANGUAGE;
  }

  async countOwnedBy(sub: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(cookbooks)
      .where(eq(cookbooks.ownerSub, sub));
    return row?.n ?? 0;
  }

  async findVisible(id: string, sub: string): Promise<VisibleBook | undefined> {
    const [found] = await this.db
      .select(view(sub))
      .from(cookbooks)
      .where(and(eq(cookbooks.id, id), visibleTo(sub)));
    return found;
  }

  /** The caller's books and those shared with them, the last changed first. */
  listVisible(sub: string): Promise<VisibleBook[]> {
    return this.db
      .select(view(sub))
      .from(cookbooks)
      .where(visibleTo(sub))
      .orderBy(desc(cookbooks.updatedOn), desc(cookbooks.id));
  }

  /** Changes what the cook set; the PDF's record is left as it is. */
  async update(
    id: string,
    values: Partial<CookbookValues> & Partial<Pick<CookbookRow, 'coverImage'>>,
  ): Promise<CookbookRow | undefined> {
    const [row] = await this.db
      .update(cookbooks)
      .set({ ...values, updatedOn: new Date() })
      .where(eq(cookbooks.id, id))
      .returning();
    return row;
  }

  async delete(id: string): Promise<CookbookRow | undefined> {
    const [row] = await this.db.delete(cookbooks).where(eq(cookbooks.id, id)).returning();
    return row;
  }

  /** The cook's attempts whose heartbeat stopped before `before` are recorded failed. */
  async failStopped(before: Date, error: string): Promise<void> {
    await this.db
      .update(cookbooks)
      .set({ pdfStatus: 'failed', pdfError: error, pdfJob: null, pdfStage: null })
      .where(and(eq(cookbooks.pdfStatus, 'making'), lt(cookbooks.pdfHeartbeat, before)));
  }

  /**
   * Records an attempt at `edition` as started when the book is not being made; answers the row,
   * or undefined when it is. The unique index refuses a second attempt of the same cook
   * (isOneAtATime).
   */
  async claim(
    id: string,
    attempt: { makerSub: string; job: string; edition: CookbookEdition; cropMarks?: boolean },
    now: Date,
  ): Promise<CookbookRow | undefined> {
    const { makerSub, job, edition, cropMarks = false } = attempt;
    const [row] = await this.db
      .update(cookbooks)
      .set({
        pdfStatus: 'making',
        pdfEdition: edition,
        pdfCropMarks: cropMarks,
        pdfJob: job,
        pdfMakerSub: makerSub,
        pdfProgress: 0,
        pdfStage: null,
        pdfStartedOn: now,
        pdfHeartbeat: now,
        pdfError: null,
      })
      .where(and(eq(cookbooks.id, id), sql`${cookbooks.pdfStatus} <> 'making'`))
      .returning();
    return row;
  }

  /**
   * Records progress and renews the heartbeat while `job` holds the book; false when it no longer
   * does (the book was deleted, or its attempt taken for stopped).
   */
  async progress(
    id: string,
    job: string,
    progress: number,
    stage: string | null,
  ): Promise<boolean> {
    const held = await this.db
      .update(cookbooks)
      .set({
        pdfProgress: progress,
        ...(stage === null ? {} : { pdfStage: stage }),
        pdfHeartbeat: new Date(),
      })
      .where(and(eq(cookbooks.id, id), eq(cookbooks.pdfJob, job)))
      .returning({ id: cookbooks.id });
    return held.length > 0;
  }

  /**
   * Records the end of `job`; answers the keys of the files it replaced (the PDF and its cover;
   * none for a failure), or undefined when the job no longer holds the book (deleted, or taken for
   * stopped and made again).
   */
  async finish(id: string, job: string, outcome: PdfOutcome): Promise<string[] | undefined> {
    return this.db.transaction(async (tx) => {
      const [held] = await tx
        .select({
          key: cookbooks.pdfKey,
          coverKey: cookbooks.pdfCoverKey,
          startedOn: cookbooks.pdfStartedOn,
        })
        .from(cookbooks)
        .where(and(eq(cookbooks.id, id), eq(cookbooks.pdfJob, job)))
        .for('update');
      if (!held) return undefined;
      const done = { pdfJob: null, pdfStage: null };
      if (outcome.status === 'failed') {
        await tx
          .update(cookbooks)
          .set({ ...done, pdfStatus: 'failed', pdfError: outcome.error })
          .where(eq(cookbooks.id, id));
        return [];
      }
      await tx
        .update(cookbooks)
        .set({
          ...done,
          pdfStatus: 'ready',
          pdfProgress: 1,
          pdfKey: outcome.key,
          pdfCoverKey: outcome.coverKey,
          pdfBuiltFrom: held.startedOn,
          pdfMadeOn: outcome.madeOn,
          pdfSize: outcome.size,
          pdfPages: outcome.pages,
          pdfError: null,
        })
        .where(eq(cookbooks.id, id));
      return [held.key, held.coverKey].filter((key): key is string => key !== null);
    });
  }
}

/**
 * True when the database refused a cook's second attempt at once: the claim's update can break
 * no other unique index than cookbooks_one_making.
 */
export function isOneAtATime(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth += 1) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (code === '23505') return true;
    e = cause;
  }
  return false;
}
