import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cookedEntries, type CookedEntryRow } from './cooked.schema.js';
import type { Page, PageOptions } from '../../http/list-page.js';
import { AppliedOps } from '../applied-ops/index.js';
import { recipeRows as recipes, usableBy } from '../recipes/index.js';
import { recountRatings } from './recipe-ratings.repository.js';

interface NewCookedEntry {
  recipeId: string;
  userSub: string;
  userName: string;
  rating: number;
  note: string;
}

/** Why an entry was not stored. */
type CookedRefusal = 'already-today' | 'recipe-gone';

/** An entry of the cook's own, with the recipe it belongs to. */
interface MyCookedRow {
  entry: CookedEntryRow;
  recipe: { id: string; title: string; thumbnailImage: string };
}

/** The most entries one recipe page lists. */
const RECIPE_ENTRIES_MAX = 100;

/** What the author may change of their entry. */
export interface CookedEdit {
  rating?: number | undefined;
  note?: string | undefined;
  cookedOn?: string | undefined;
  hidden?: boolean | undefined;
}

/** Thrown inside the transaction to roll back the rating already added. */
class AlreadyCookedToday extends Error {}
class RecipeGone extends Error {}

/** Postgres' unique_violation, wherever the driver puts it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The only code that reads and writes "we made this" entries. */
export class CookedRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the entry and recounts the recipe's rating in one transaction
   * (recipe-ratings.repository.ts: each cook once, with their latest rating, never the owner). The
   * day is the database's UTC date, and the unique index `cooked_entries_once_a_day` decides
   * which of two entries racing for the same day wins: the other changes nothing.
   */
  async add(entry: NewCookedEntry, opId?: string): Promise<CookedEntryRow | CookedRefusal> {
    try {
      return await this.db.transaction(async (tx) => {
        // Sent again from the cook's device (decision 029): the entry that write made, unchanged.
        const claim = opId ? await new AppliedOps(tx).claim(opId, entry.userSub) : 'new';
        if (claim === 'replay') return (await this.latest(tx, entry)) ?? 'recipe-gone';
        // The recipe row first: its lock keeps the recipe from being deleted or hidden meanwhile,
        // and makes two notes on one recipe recount its rating one after the other.
        const [recipe] = await tx
          .select({ id: recipes.id })
          .from(recipes)
          .where(and(eq(recipes.id, entry.recipeId), usableBy(entry.userSub)))
          .for('update');
        // Thrown, not returned: the op id recorded above goes with the rollback.
        if (!recipe) throw new RecipeGone();
        const [row] = await tx
          .insert(cookedEntries)
          .values({ ...entry, cookedOn: sql`(now() at time zone 'UTC')::date` })
          .onConflictDoNothing({
            target: [cookedEntries.recipeId, cookedEntries.userSub, cookedEntries.cookedOn],
          })
          .returning();
        if (!row) throw new AlreadyCookedToday();
        // updated_on stays: a rating is not an edit of the recipe.
        await recountRatings(tx, [entry.recipeId]);
        return row;
      });
    } catch (err) {
      if (err instanceof AlreadyCookedToday) return 'already-today';
      if (err instanceof RecipeGone) return 'recipe-gone';
      throw err;
    }
  }

  /** The cook's newest entry on the recipe, if the recipe is still theirs to use. */
  private async latest(
    db: Pick<Db, 'select'>,
    entry: Pick<NewCookedEntry, 'recipeId' | 'userSub'>,
  ): Promise<CookedEntryRow | undefined> {
    const [row] = await db
      .select({ entry: cookedEntries })
      .from(cookedEntries)
      .innerJoin(recipes, eq(recipes.id, cookedEntries.recipeId))
      .where(
        and(
          eq(cookedEntries.recipeId, entry.recipeId),
          eq(cookedEntries.userSub, entry.userSub),
          usableBy(entry.userSub),
        ),
      )
      .orderBy(desc(cookedEntries.createdOn), desc(cookedEntries.id))
      .limit(1);
    return row?.entry;
  }

  /**
   * A recipe's entries, newest first. Hidden ones only when `hidden` says so: all of them, or
   * those of one author.
   */
  forRecipe(recipeId: string, hidden: 'all' | { authorSub: string }): Promise<CookedEntryRow[]> {
    const visible =
      hidden === 'all'
        ? undefined
        : or(eq(cookedEntries.hidden, false), eq(cookedEntries.userSub, hidden.authorSub));
    return this.db
      .select()
      .from(cookedEntries)
      .where(and(eq(cookedEntries.recipeId, recipeId), visible))
      .orderBy(desc(cookedEntries.createdOn), desc(cookedEntries.id))
      .limit(RECIPE_ENTRIES_MAX);
  }

  /** Hides or shows an entry of this recipe; undefined when the recipe has no such entry. */
  async setHidden(
    recipeId: string,
    entryId: string,
    hidden: boolean,
  ): Promise<CookedEntryRow | undefined> {
    const [row] = await this.db
      .update(cookedEntries)
      .set({ hidden })
      .where(and(eq(cookedEntries.id, entryId), eq(cookedEntries.recipeId, recipeId)))
      .returning();
    return row;
  }

  /** The recipe's entry `entryId`, if it has one. */
  async find(recipeId: string, entryId: string): Promise<CookedEntryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cookedEntries)
      .where(and(eq(cookedEntries.id, entryId), eq(cookedEntries.recipeId, recipeId)))
      .limit(1);
    return row;
  }

  /**
   * Changes an entry and recounts its recipe's rating in one transaction. 'same-day' when the
   * author already has another entry on the new day (the unique index decides); nothing changes.
   */
  async change(
    recipeId: string,
    entryId: string,
    edit: CookedEdit,
  ): Promise<CookedEntryRow | undefined | 'same-day'> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(cookedEntries)
          .set(edit)
          .where(and(eq(cookedEntries.id, entryId), eq(cookedEntries.recipeId, recipeId)))
          .returning();
        if (row && (edit.rating !== undefined || edit.cookedOn !== undefined)) {
          await recountRatings(tx, [recipeId]);
        }
        return row;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 'same-day';
      throw err;
    }
  }

  /** Deletes the author's own entry and recounts the rating; the deleted row, if there was one. */
  remove(recipeId: string, entryId: string, userSub: string): Promise<CookedEntryRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(cookedEntries)
        .where(
          and(
            eq(cookedEntries.id, entryId),
            eq(cookedEntries.recipeId, recipeId),
            eq(cookedEntries.userSub, userSub),
          ),
        )
        .returning();
      if (row) await recountRatings(tx, [recipeId]);
      return row;
    });
  }

  /**
   * Sets (or, with null, clears) the photo of the author's own entry; the entry as it is now and
   * the photo it had before, or undefined when the author has no such entry.
   */
  setPhoto(
    recipeId: string,
    entryId: string,
    userSub: string,
    photo: string | null,
  ): Promise<{ row: CookedEntryRow; previous: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const own = and(
        eq(cookedEntries.id, entryId),
        eq(cookedEntries.recipeId, recipeId),
        eq(cookedEntries.userSub, userSub),
      );
      const [before] = await tx
        .select({ photo: cookedEntries.photo })
        .from(cookedEntries)
        .where(own)
        .for('update');
      if (!before) return undefined;
      const [row] = await tx.update(cookedEntries).set({ photo }).where(own).returning();
      return row ? { row, previous: before.photo } : undefined;
    });
  }

  /** The cook's entries on recipes they can still reach, newest first. */
  async byAuthor(userSub: string, options: PageOptions): Promise<Page<MyCookedRow>> {
    const where = and(eq(cookedEntries.userSub, userSub), usableBy(userSub));
    const [items, [total]] = await Promise.all([
      this.db
        .select({
          entry: cookedEntries,
          recipe: { id: recipes.id, title: recipes.title, thumbnailImage: recipes.thumbnailImage },
        })
        .from(cookedEntries)
        .innerJoin(recipes, eq(recipes.id, cookedEntries.recipeId))
        .where(where)
        .orderBy(desc(cookedEntries.createdOn), desc(cookedEntries.id))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      this.db
        .select({ n: count() })
        .from(cookedEntries)
        .innerJoin(recipes, eq(recipes.id, cookedEntries.recipeId))
        .where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }
}
