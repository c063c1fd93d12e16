import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recountRatings } from '../../db/recipe-ratings.js';
import { cookedEntries, recipes, type CookedEntryRow } from '../../db/schema.js';
import type { Page, PageOptions } from '../../http/list-page.js';
import { AppliedOps } from '../applied-ops/index.js';
import { usableBy } from '../recipes/index.js';

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

/** Thrown inside the transaction to roll back the rating already added. */
class AlreadyCookedToday extends Error {}
class RecipeGone extends Error {}

/** The only code that reads and writes "we made this" entries. */
export class CookedRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the entry and recounts the recipe's rating in one transaction (recipe-ratings.ts: each
   * cook once, with their latest rating, never the owner). The day is the database's UTC date,
   * and the unique index `cooked_entries_once_a_day` decides which of two entries racing for the
   * same day wins: the other changes nothing.
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
        await recountRatings(tx, eq(recipes.id, entry.recipeId));
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
