import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { householdIdOf } from '../households/index.js';
import { householdPantries, pantryStaples } from './pantry.schema.js';

export interface StapleRecord {
  key: string;
  name: string;
}

/** The only code that reads and writes households' pantries. */
export class PantryRepository {
  constructor(private readonly db: Db) {}

  /** The household's staples in their order; undefined when it never edited its pantry. */
  async staples(householdId: string): Promise<StapleRecord[] | undefined> {
    const [edited] = await this.db
      .select({ householdId: householdPantries.householdId })
      .from(householdPantries)
      .where(eq(householdPantries.householdId, householdId))
      .limit(1);
    if (!edited) return undefined;
    return this.db
      .select({ key: pantryStaples.key, name: pantryStaples.name })
      .from(pantryStaples)
      .where(eq(pantryStaples.householdId, householdId))
      .orderBy(asc(pantryStaples.position));
  }

  /**
   * The staples of the household `sub` is a member of; undefined when that household never edited
   * its pantry or the cook has no household yet. Only reads: a cook's household is never made here.
   */
  async staplesOfMember(sub: string): Promise<StapleRecord[] | undefined> {
    const householdId = await householdIdOf(this.db, sub);
    return householdId === undefined ? undefined : this.staples(householdId);
  }

  /**
   * Replaces every staple of the household in one transaction. The household's pantry row is
   * written first and stays locked to the end, so two replacements at once happen one after the
   * other and the later one wins whole.
   */
  async replace(householdId: string, staples: readonly StapleRecord[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(householdPantries)
        .values({ householdId })
        .onConflictDoUpdate({
          target: householdPantries.householdId,
          set: { updatedAt: new Date() },
        });
      await tx.delete(pantryStaples).where(eq(pantryStaples.householdId, householdId));
      if (staples.length === 0) return;
      await tx
        .insert(pantryStaples)
        .values(staples.map((staple, position) => ({ householdId, ...staple, position })));
    });
  }
}
