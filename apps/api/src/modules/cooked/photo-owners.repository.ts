import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PhotoOwner, PhotoOwners } from '../images/photo-files.js';
import { recipeRows as recipes } from '../recipes/index.js';
import { cookedEntries } from './cooked.schema.js';

/**
 * Finds what shows a stored photo, from the URL of its largest variant: the recipes whose photo or
 * card it is and the "we made this" entries that carry it (with their recipe). One statement, each
 * part by a hash index of migration 0029. Only reads; the recipes and cooked modules write these
 * rows.
 */
export class PhotoOwnersRepository implements PhotoOwners {
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
