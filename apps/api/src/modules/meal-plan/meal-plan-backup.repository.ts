import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { BackupMealPlanEntry } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { readView } from '../../db/read-view.js';
import type { BackupPart } from '../../db/backup-part.js';
import { mealPlanEntries, type MealPlanEntryRow } from './meal-plan.schema.js';

/**
 * A plan line as a restore reads it: its household is the one the backup names, or, in a backup
 * written before households, its cook's, found then (modules/export).
 */
type RestoredPlanRow = Omit<MealPlanEntryRow, 'householdId'> & {
  householdId?: string | undefined;
};

/** Every household's meal plan in a backup (modules/export); not the calendar feeds' tokens. */
export const PLAN_BACKUP: BackupPart<MealPlanEntryRow, BackupMealPlanEntry, RestoredPlanRow> = {
  table: mealPlanEntries,
  key: ['userSub', 'day', 'meal', 'position'],
  toBackup: (row) => ({
    household_id: row.householdId,
    user_sub: row.userSub,
    day: row.day,
    meal: row.meal,
    position: row.position,
    recipe_id: row.recipeId,
    note: row.note,
    servings: row.servings,
  }),
  toRow: (entry) => ({
    householdId: entry.household_id,
    userSub: entry.user_sub,
    day: entry.day,
    meal: entry.meal,
    position: entry.position,
    recipeId: entry.recipe_id,
    note: entry.note ?? null,
    servings: entry.servings ?? null,
  }),
};

/** The household's planned recipes (not its notes) by day, meal and place (a cook's own export). */
export function planOfHousehold(
  db: Pick<Db, 'select'>,
  householdId: string,
): Promise<MealPlanEntryRow[]> {
  return db
    .select()
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.householdId, householdId), isNotNull(mealPlanEntries.recipeId)))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.meal), asc(mealPlanEntries.position));
}

/** The plan lines as other modules' queries read them (src/db/read-view.ts). */
export const planRows = readView(mealPlanEntries);
