import type { Db } from '../../db/client.js';
import { recipesForLists, type RecipeForList } from '../recipes/index.js';

/** What a week's preview and its add read of a planned recipe: its servings and ingredients. */
export type PlannedRecipe = RecipeForList;

/** The recipes a week on its way to a list reads, through the recipes module. */
export class PlanToListRepository {
  constructor(private readonly db: Db) {}

  /** These recipes by id (those deleted are left out). */
  async recipes(ids: readonly string[]): Promise<Map<string, PlannedRecipe>> {
    const rows = await recipesForLists(this.db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, row]));
  }
}
