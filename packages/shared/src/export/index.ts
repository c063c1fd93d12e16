/* The export, backup and restore file formats (the package's index.ts re-exports them). */

export {
  EXPORT_EXTENSION_KEY,
  EXPORT_FORMAT_VERSION,
  backupStatusChangeSchema,
  exportedRecipeSchema,
  minutesToIsoDuration,
  recipeExtensionSchema,
  type BackupStatusChange,
  type ExportedRecipe,
  type RecipeExtension,
} from './exported-recipe.js';
export * from './kitchen-backup.js';
export {
  BACKUP_FORMAT,
  BACKUP_KITCHEN_SECTIONS,
  EXPORT_KITCHEN_KEY,
  EXPORT_FORMATS,
  backupSchema,
  backupUserSchema,
  exportQuerySchema,
  recipeExportSchema,
  type Backup,
  type BackupKitchenSection,
  type BackupUser,
  type RecipeExport,
} from './export-format.js';
export {
  BACKUP_MESSAGES,
  RESTORE_MESSAGES,
  RESTORE_SKIPPED,
  restoreResultSchema,
  type BackupAccount,
  type RestoreResult,
} from './restore-report.js';
export { EXPORT_IMAGE_TYPES, exportImageSchema, type ExportImage } from './export-image.js';
export type { RecipeDraft } from './recipe-draft.js';
export type {
  BackupAisleOrder,
  BackupHousehold,
  BackupHouseholdAisle,
  BackupHouseholdMember,
  BackupHouseholdPantry,
  BackupHouseholdShop,
  BackupItemAisle,
  BackupListShop,
  BackupPantryStaple,
} from './household-backup.js';
