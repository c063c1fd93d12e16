import type { BackupMealRules } from '@family-recipes/shared';
import { iso, type BackupPart } from '../../db/backup-part.js';
import { householdMealRules } from './meal-rules.schema.js';

type MealRulesRow = typeof householdMealRules.$inferSelect;

/**
 * Each household's meal rules in a backup (modules/export), as PUT /api/household/meal-rules
 * stores them; a household without a row follows the defaults, before and after a restore.
 */
export const MEAL_RULES_BACKUP: BackupPart<MealRulesRow, BackupMealRules> = {
  table: householdMealRules,
  key: ['householdId'],
  toBackup: (row) => ({
    household_id: row.householdId,
    meals: row.meals,
    no_repeat_days: row.noRepeatDays,
    favourite_a_week: row.favouriteAWeek,
    updated_on: iso(row.updatedOn),
  }),
  toRow: (entry) => ({
    householdId: entry.household_id,
    meals: entry.meals,
    noRepeatDays: entry.no_repeat_days,
    favouriteAWeek: entry.favourite_a_week,
    updatedOn: new Date(entry.updated_on),
  }),
};
