import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favourites } from './favourites.schema.js';
import type { Page, PageOptions } from '../../http/list-page.js';
import {
  recipeListFields as recipeListColumns,
  recipeRows as recipes,
  usableBy,
  type RecipeListRow,
} from '../recipes/index.js';

/** The only code that reads and writes favourites. */
export class FavouritesRepository {
  constructor(private readonly db: Db) {}

  /** Keeps the first time it was favourited: a second PUT changes nothing. */
  async add(userSub: string, recipeId: string): Promise<void> {
    await this.db.insert(favourites).values({ userSub, recipeId }).onConflictDoNothing();
  }

  async remove(userSub: string, recipeId: string): Promise<void> {
    await this.db
      .delete(favourites)
      .where(and(eq(favourites.userSub, userSub), eq(favourites.recipeId, recipeId)));
  }

  /** The cook's favourites they can still reach, newest favourite first. */
  async list(userSub: string, options: PageOptions): Promise<Page<RecipeListRow>> {
    const where = and(eq(favourites.userSub, userSub), usableBy(userSub));
    const [items, [total]] = await Promise.all([
      this.db
        .select(recipeListColumns)
        .from(favourites)
        .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
        .where(where)
        .orderBy(desc(favourites.createdOn), desc(favourites.recipeId))
        .limit(options.limit)
        .offset((options.page - 1) * options.limit),
      this.db
        .select({ n: count() })
        .from(favourites)
        .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
        .where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  }

  /** The ids of the same recipes as `list`, all of them. */
  async ids(userSub: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: favourites.recipeId })
      .from(favourites)
      .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
      .where(and(eq(favourites.userSub, userSub), usableBy(userSub)))
      .orderBy(desc(favourites.createdOn), desc(favourites.recipeId));
    return rows.map((row) => row.id);
  }
}
