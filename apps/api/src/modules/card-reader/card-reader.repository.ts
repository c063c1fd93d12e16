import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/owned-tables.js';
import {
  cardReadPhotos,
  cardReaderSettings,
  cardReads,
  type CardReadRow,
  type CardReaderSettingsRow,
} from './card-reader.schema.js';

/** The reads counted this month: all of the site's, the cook's, and the tokens reported. */
export interface MonthUse {
  site: number;
  mine: number;
  tokens: number;
}

/** The settings to save; the sealed key is left as it is when absent. */
export type SettingsValues = Omit<CardReaderSettingsRow, 'id' | 'updatedOn' | 'apiKeySealed'> & {
  apiKeySealed?: string | null;
};

/** The first moment of this calendar month in UTC, by the database's clock. */
const MONTH_START = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;

async function monthUse(db: Db | Tx, sub: string): Promise<MonthUse> {
  const [use] = await db
    .select({
      site: sql`count(*) filter (where ${cardReads.charged})`.mapWith(Number),
      mine: sql`count(*) filter (where ${cardReads.charged} and ${cardReads.cookSub} = ${sub})`.mapWith(
        Number,
      ),
      tokens: sql`coalesce(sum(${cardReads.tokens}), 0)`.mapWith(Number),
    })
    .from(cardReads)
    .where(gte(cardReads.createdOn, MONTH_START));
  return use ?? { site: 0, mine: 0, tokens: 0 };
}

async function settingsRow(db: Db | Tx, lock: boolean): Promise<CardReaderSettingsRow> {
  const query = db.select().from(cardReaderSettings).where(eq(cardReaderSettings.id, 1));
  const [row] = await (lock ? query.for('update') : query);
  // Migration 0041 makes the one row; nothing deletes it.
  if (!row) throw new Error('card_reader_settings has no row');
  return row;
}

/**
 * The reader's settings and the reads as a request sees them: reserving a read, giving it its
 * photos or letting it go, and a cook's own reads.
 */
export class CardReaderRepository {
  constructor(private readonly db: Db) {}

  settings(): Promise<CardReaderSettingsRow> {
    return settingsRow(this.db, false);
  }

  async saveSettings(values: SettingsValues): Promise<CardReaderSettingsRow> {
    const [row] = await this.db
      .update(cardReaderSettings)
      .set({ ...values, updatedOn: sql`now()` })
      .where(eq(cardReaderSettings.id, 1))
      .returning();
    if (!row) throw new Error('card_reader_settings has no row');
    return row;
  }

  /** This month's use, with `sub`'s own reads. */
  monthUse(sub = ''): Promise<MonthUse> {
    return monthUse(this.db, sub);
  }

  /**
   * Counts a new read of `sub`'s when `admit` lets it (it throws to refuse, given the settings and
   * this month's use). The settings row is locked while the reads are counted and the new one is
   * written, so reads reserved at once, on any instance, are counted one after the other: the
   * budget and the limit hold under any burst.
   */
  reserve(
    sub: string,
    admit: (settings: CardReaderSettingsRow, use: MonthUse) => void,
  ): Promise<CardReadRow> {
    return this.db.transaction(async (tx) => {
      admit(await settingsRow(tx, true), await monthUse(tx, sub));
      const [row] = await tx.insert(cardReads).values({ cookSub: sub }).returning();
      if (!row) throw new Error('No read was written');
      return row;
    });
  }

  /** A reserved read that will not run (its photos were refused): it counts no more. */
  async release(id: string): Promise<void> {
    await this.db.delete(cardReads).where(eq(cardReads.id, id));
  }

  /** The read's photos, front first, in one statement: a read is claimed only once it has them. */
  async attachPhotos(id: string, photos: Buffer[]): Promise<void> {
    await this.db
      .insert(cardReadPhotos)
      .values(photos.map((jpeg, position) => ({ readId: id, position, jpeg })));
  }

  async findOwn(id: string, sub: string): Promise<CardReadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardReads)
      .where(and(eq(cardReads.id, id), eq(cardReads.cookSub, sub)));
    return row;
  }
}
