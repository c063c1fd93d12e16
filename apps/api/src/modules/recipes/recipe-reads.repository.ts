import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import { RECIPE_STATUS, type Ingredient } from '@family-recipes/shared';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { readView } from '../../db/read-view.js';
import type { NewSubmissions } from '../notices/index.js';
import { recipeColumns, recipeCounts, recipeListColumns, recipes } from './recipes.schema.js';

/*
 * What other modules read of recipes, through this module (index.ts): they never query its
 * tables themselves.
 */

type Reader = Pick<Db, 'select'>;

/** What adding a recipe to a shopping list needs of it. */
export interface RecipeForList {
  id: string;
  title: string;
  status: number;
  ownerSub: string | null;
  serving: string;
  ingredients: Ingredient[];
}

/** These recipes' servings and ingredients (those deleted are left out), in no order. */
export function recipesForLists(db: Reader, ids: readonly string[]): Promise<RecipeForList[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: recipes.id,
      title: recipes.title,
      status: recipes.status,
      ownerSub: recipes.ownerSub,
      serving: recipes.serving,
      ingredients: recipes.ingredients,
    })
    .from(recipes)
    .where(inArray(recipes.id, [...ids]));
}

/** The new submissions a daily digest lists (modules/notices): pending, oldest first. */
export const newSubmissions: NewSubmissions = async (tx, since, until, limit) => {
  const pending = eq(recipes.status, RECIPE_STATUS.PENDING);
  const entries = await tx
    .select({
      id: recipes.id,
      title: recipes.title,
      cookName: recipes.userName,
      createdOn: recipes.createdOn,
    })
    .from(recipes)
    .where(and(pending, gt(recipes.createdOn, since), lte(recipes.createdOn, until)))
    .orderBy(asc(recipes.createdOn))
    .limit(limit);
  const [waiting] = await tx.select({ n: count() }).from(recipes).where(pending);
  return { entries, waiting: waiting?.n ?? entries.length };
};

/**
 * The recipes as other modules' queries read them (src/db/read-view.ts): every column but the
 * search document, under the name `recipes` (or another, for a second reading in one statement).
 */
export const recipeView = (name: string) =>
  new QueryBuilder().select(recipeColumns).from(recipes).as(name);
export const recipeRows = recipeView('recipes');

/** The columns a list of recipe cards reads (recipeListColumns), of recipeRows. */
export const recipeListFields = Object.fromEntries(
  Object.keys(recipeListColumns).map((key) => [key, recipeRows[key as keyof typeof recipeRows]]),
) as { [K in keyof typeof recipeListColumns]: (typeof recipeRows)[K] };

/** The recipe counts kept by trigger (migration 0004), as other modules read them. */
export const recipeCountRows = readView(recipeCounts);
