import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cookedEntries, recipes } from '../../db/schema.js';

/** What decides who may see a stored photo: the recipe that shows it, and the note if a note does. */
export interface PhotoOwner {
  recipeStatus: number;
  /** The recipe's owning account; null for recipes of nobody (demo recipes). */
  recipeOwnerSub: string | null;
  /** The "we made this" entry's author when the photo is an entry's; null for a recipe's own. */
  noteAuthorSub: string | null;
  /** Whether that entry is hidden; false for a recipe's own photo. */
  noteHidden: boolean;
}

/**
 * Finds what shows a stored photo, from the URL of its largest variant: the recipes whose photo or
 * card it is and the "we made this" entries that carry it (with their recipe). One statement, each
 * part by a hash index of migration 0029. Only reads; the recipes and cooked modules write these
 * rows.
 */
export class PhotoOwnersRepository {
  constructor(private readonly db: Db) {}

  async ownersOf(url: string): Promise<PhotoOwner[]> {
    const ofRecipes = this.db
      .select({
        recipeStatus: recipes.status,
        recipeOwnerSub: recipes.ownerSub,
        noteAuthorSub: sql<string | null>`null::text`,
        noteHidden: sql<boolean>`false`,
      })
      .from(recipes)
      .where(or(eq(recipes.thumbnailImage, url), eq(recipes.cardImage, url)));
    const ofNotes = this.db
      .select({
        recipeStatus: recipes.status,
        recipeOwnerSub: recipes.ownerSub,
        noteAuthorSub: cookedEntries.userSub,
        noteHidden: cookedEntries.hidden,
      })
      .from(cookedEntries)
      .innerJoin(recipes, eq(recipes.id, cookedEntries.recipeId))
      .where(eq(cookedEntries.photo, url));
    return ofRecipes.unionAll(ofNotes);
  }
}
