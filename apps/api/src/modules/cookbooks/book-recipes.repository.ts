import { and, asc, desc, eq, gt, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { RECIPE_STATUS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { favouriteRows as favourites } from '../favourites/index.js';
import { planRows as mealPlanEntries } from '../meal-plan/index.js';
import { recipeRows as recipes, usableBy, type RecipeRow } from '../recipes/index.js';

/** A recipe as the book builder lists it. */
export type BookRecipeRow = Pick<
  RecipeRow,
  'id' | 'title' | 'category' | 'thumbnailImage' | 'userName' | 'updatedOn' | 'cardImage'
>;

const listed = {
  id: recipes.id,
  title: recipes.title,
  category: recipes.category,
  thumbnailImage: recipes.thumbnailImage,
  userName: recipes.userName,
  updatedOn: recipes.updatedOn,
  cardImage: recipes.cardImage,
};

const printed = {
  ...listed,
  description: recipes.description,
  story: recipes.story,
  fromKitchenOf: recipes.fromKitchenOf,
  serving: recipes.serving,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  totalTime: recipes.totalTime,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
  tips: recipes.tips,
};

/** What a recipe's pages print. */
export type PrintedRecipeRow = BookRecipeRow &
  Pick<
    RecipeRow,
    | 'description'
    | 'story'
    | 'fromKitchenOf'
    | 'serving'
    | 'prepTime'
    | 'cookTime'
    | 'totalTime'
    | 'ingredients'
    | 'instructions'
    | 'tips'
  >;

const approved = eq(recipes.status, RECIPE_STATUS.APPROVED);

/**
 * The recipes a book holds and the ones it can be started from. A book may hold approved
 * recipes and its maker's own (usableBy the maker); the rest are left out wherever they appear.
 */
export class BookRecipesRepository {
  constructor(private readonly db: Db) {}

  /** Those of `ids` the maker's book may hold, in no particular order. */
  usable(ids: readonly string[], makerSub: string): Promise<BookRecipeRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(listed)
      .from(recipes)
      .where(and(inArray(recipes.id, [...ids]), usableBy(makerSub)));
  }

  /** Whole rows, for printing. */
  printable(ids: readonly string[], makerSub: string): Promise<PrintedRecipeRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(printed)
      .from(recipes)
      .where(and(inArray(recipes.id, [...ids]), usableBy(makerSub)));
  }

  /** True when one of `ids` changed after `since`. */
  async changedSince(ids: readonly string[], since: Date): Promise<boolean> {
    if (ids.length === 0) return false;
    const [row] = await this.db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(inArray(recipes.id, [...ids]), gt(recipes.updatedOn, since)))
      .limit(1);
    return row !== undefined;
  }

  /** The recipes `where` picks, by title, at most `limit`. */
  private byTitle(where: SQL | undefined, limit: number): Promise<BookRecipeRow[]> {
    return this.db
      .select(listed)
      .from(recipes)
      .where(where)
      .orderBy(asc(recipes.title), asc(recipes.id))
      .limit(limit);
  }

  byCategory(category: string, limit: number): Promise<BookRecipeRow[]> {
    return this.byTitle(and(approved, eq(recipes.category, category)), limit);
  }

  /** Approved recipes whose cook's name (as recipes show it) is `name`, in any case. */
  byCook(name: string, limit: number): Promise<BookRecipeRow[]> {
    return this.byTitle(and(approved, sql`lower(${recipes.userName}) = lower(${name})`), limit);
  }

  allApproved(limit: number): Promise<BookRecipeRow[]> {
    return this.byTitle(approved, limit);
  }

  /** The cook's own recipes, every status. */
  ownedBy(sub: string, limit: number): Promise<BookRecipeRow[]> {
    return this.byTitle(eq(recipes.ownerSub, sub), limit);
  }

  /** The cook's favourites they can still use, the latest loved first. */
  favouritesOf(sub: string, limit: number): Promise<BookRecipeRow[]> {
    return this.db
      .select(listed)
      .from(favourites)
      .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
      .where(and(eq(favourites.userSub, sub), usableBy(sub)))
      .orderBy(desc(favourites.createdOn), asc(recipes.id))
      .limit(limit);
  }

  /** Recipes planned on the household's days before `today`, the latest planned first. */
  plannedBefore(
    householdId: string,
    today: string,
    sub: string,
    limit: number,
  ): Promise<BookRecipeRow[]> {
    const lastPlanned = sql`max(${mealPlanEntries.day})`;
    // By every column read: the recipes are a view here, whose key PostgreSQL does not know.
    return this.db
      .select(listed)
      .from(mealPlanEntries)
      .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
      .where(
        and(
          eq(mealPlanEntries.householdId, householdId),
          lt(mealPlanEntries.day, today),
          isNotNull(mealPlanEntries.recipeId),
          usableBy(sub),
        ),
      )
      .groupBy(...Object.values(listed))
      .orderBy(desc(lastPlanned), asc(recipes.title))
      .limit(limit);
  }
}
