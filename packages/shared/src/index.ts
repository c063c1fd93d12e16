export * from './constants.js';
export * from './messages.js';
export * from './form-messages.js';
export * from './pages.js';
export {
  parseAmount,
  formatAmount,
  formatDecimal,
  scaleAmount,
  replaceAmounts,
  type AmountResult,
  type AmountErrorCode,
} from './parsing/amount.js';
export {
  parseIngredientLine,
  parseIngredients,
  formatIngredient,
  ingredientToLine,
} from './ingredients/parse.js';
export { INGREDIENT_MODEL_FIELDS, type IngredientLine } from './ingredients/model.js';
export { rebuiltText, storedIngredient, type IngredientFields } from './ingredients/stored.js';
export { understood } from './ingredients/understood.js';
export { isHeadingLine } from './ingredients/heading.js';
export { INGREDIENT_PARSER_VERSION } from './ingredients/version.js';
export { jsonTextDepth, utf8Bytes } from './parsing/json-text.js';
export { cleanLines, cleanTags, parseLines, parseTags, scaleServing } from './parsing/lines.js';
export {
  ingredientSchema,
  recipeMoreSchema,
  recipeSchema,
  recipeSummarySchema,
  recipeInputSchema,
  recipeLinkSchema,
  reviewSchema,
  reviewsSchema,
  statusChangeSchema,
  validateRecipeInput,
  RECIPE_JSON_FIELDS,
  type Ingredient,
  type RecipeLink,
  type Review,
  type StatusChange,
  type RecipeMore,
  type Recipe,
  type RecipeInput,
  type RecipeSummary,
} from './schemas/recipe.js';
export {
  statusNoteSchema,
  digestSettingSchema,
  type StatusNote,
  type DigestSetting,
} from './schemas/moderation.js';
export {
  userRecordSchema,
  adminUserListItemSchema,
  insertUserInputSchema,
  updateUserInputSchema,
  type UserRecord,
  type AdminUserListItem,
  type InsertUserInput,
  type UpdateUserInput,
} from './schemas/user.js';
export {
  contactMessageInputSchema,
  validateContactInput,
  type ContactMessageInput,
} from './schemas/contact.js';
export {
  apiErrorSchema,
  fieldErrorSchema,
  runtimeConfigSchema,
  listQuerySchema,
  searchQuerySchema,
  SORT_FIELDS,
  type ApiErrorBody,
  type RuntimeConfig,
  type ListQuery,
  type SearchQuery,
  type SortField,
} from './schemas/api.js';
export type { FieldError, ValidationResult } from './schemas/validation.js';
export {
  SEARCH_CORRECTED_HEADER,
  formatSearchCorrected,
  type SearchCorrection,
} from './rules/search-corrected.js';
export {
  UNIT_SYSTEMS,
  baseAmount,
  convertIngredient,
  convertMeasure,
  formatConvertedIngredient,
  friendlyUsValue,
  unitLabel,
  type DisplayIngredient,
  type Measure,
  type UnitSystem,
} from './units/convert.js';
export {
  celsiusToFahrenheit,
  convertTemperatures,
  fahrenheitToCelsius,
} from './units/temperature.js';
export {
  UNITS,
  findUnit,
  type FoundUnit,
  type UnitId,
  type UnitInfo,
  type UnitKind,
} from './units/units.js';
export {
  BACKUP_FORMAT,
  BACKUP_KITCHEN_SECTIONS,
  EXPORT_EXTENSION_KEY,
  EXPORT_KITCHEN_KEY,
  EXPORT_FORMAT_VERSION,
  EXPORT_FORMATS,
  backupCookedEntrySchema,
  backupFavouriteSchema,
  backupListItemSchema,
  backupListMemberSchema,
  backupMealPlanEntrySchema,
  backupSchema,
  backupShoppingListSchema,
  backupStatusChangeSchema,
  backupUserSchema,
  exportKitchenSchema,
  exportedRecipeSchema,
  exportQuerySchema,
  minutesToIsoDuration,
  recipeExportSchema,
  recipeExtensionSchema,
  restoreResultSchema,
  type Backup,
  type BackupCookedEntry,
  type BackupFavourite,
  type BackupKitchenSection,
  type BackupListItem,
  type BackupListMember,
  type BackupMealPlanEntry,
  type BackupShoppingList,
  type BackupStatusChange,
  type BackupUser,
  type ExportKitchen,
  type ExportedRecipe,
  type RecipeExport,
  type RecipeExtension,
} from './export/export-format.js';
export { EXPORT_IMAGE_TYPES, exportImageSchema, type ExportImage } from './export/export-image.js';
export type { RecipeDraft } from './export/recipe-draft.js';
export {
  RESTORE_SKIPPED,
  type BackupAccount,
  type RestoreResult,
} from './export/restore-report.js';
export {
  AUTH_MESSAGES,
  accountSchema,
  changePasswordSchema,
  confirmCodeSchema,
  loginSchema,
  resetEmailSchema,
  resetSchema,
  signUpSchema,
  type AccountValues,
  type ChangePasswordValues,
  type ConfirmCodeValues,
  type LoginValues,
  type ResetEmailValues,
  type ResetValues,
  type SignUpValues,
} from './schemas/auth.js';
export {
  ACCEPTED_IMAGE_ACCEPT,
  ACCEPTED_IMAGE_TYPES,
  DEFAULT_PHOTO_WIDTH,
  PHOTO_WIDTHS,
  isAcceptedImageType,
  type AcceptedImageType,
} from './rules/images.js';
export {
  meetsPasswordPolicy,
  passwordRequirements,
  type PasswordRequirement,
} from './rules/password.js';
export { hasGroup, isAdmin, isMember } from './rules/roles.js';
export { canonicalEmail } from './rules/email.js';
export {
  PLAN_WINDOW_YEARS,
  clampToPlanWindow,
  inPlanWindow,
  planWindow,
  type PlanWindow,
} from './rules/plan-window.js';
export { madeAgo } from './rules/made-ago.js';
export { aisleOf } from './shopping/aisles.js';
export { ingredientKey } from './shopping/ingredient-key.js';
export { singularize } from './shopping/words.js';
export {
  isShoppable,
  itemFromIngredient,
  parseItemText,
  type ParsedItem,
} from './shopping/items.js';
export {
  mergeInto,
  toListAmount,
  totalOf,
  type ListAmount,
  type ListLine,
} from './shopping/merge.js';
export { recipeServings } from './shopping/servings.js';
export { DEFAULT_STAPLES, isStaple, stapleKey } from './shopping/pantry.js';
export {
  PANTRY_LIMITS,
  PANTRY_MESSAGES,
  chosenLinesSchema,
  pantrySchema,
  replacePantrySchema,
  type Pantry,
  type PantryStaple,
  type ReplacePantryInput,
} from './schemas/pantry.js';
export {
  AISLES,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  LIST_UNIT_SYSTEMS,
  addItemSchema,
  addRecipeToListSchema,
  cookedChangeSchema,
  cookedDaySchema,
  cookedEntrySchema,
  cookedInputSchema,
  cookedVisibilitySchema,
  recipeNoteSchema,
  recipeNotesQuerySchema,
  RECIPE_NOTES_MAX_IDS,
  todayUtc,
  createListSchema,
  favouriteStateSchema,
  listMemberSchema,
  myCookedEntrySchema,
  planDateSchema,
  planDayInputSchema,
  planRangeSchema,
  planToListSchema,
  plannableDateSchema,
  planSurpriseSchema,
  shoppingItemSchema,
  shoppingItemSourceSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  itemConflictSchema,
  updateItemSchema,
  updatedItemSchema,
  updateListSchema,
  type AddItemInput,
  type AddRecipeToListInput,
  type Aisle,
  type CookedChange,
  type CookedEntry,
  type CookedInput,
  type RecipeNote,
  type RecipeNotesQuery,
  type CreateListInput,
  type FavouriteState,
  type ListMember,
  type ListUnitSystem,
  type MyCookedEntry,
  type PlanDayInput,
  type PlanRange,
  type PlanToListInput,
  type PlanSurpriseInput,
  type ShoppingItem,
  type ShoppingItemSource,
  type ShoppingList,
  type ShoppingListSummary,
  type UpdateItemInput,
  type UpdatedItem,
  type UpdateListInput,
} from './schemas/kitchen.js';
export * from './schemas/plan-entries.js';
export * from './schemas/aisles.js';
export {
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_MESSAGES,
  HOUSEHOLD_ROLES,
  handOverHouseholdSchema,
  householdInvitationSchema,
  householdMemberSchema,
  householdSchema,
  inviteToHouseholdSchema,
  joinHouseholdSchema,
  pendingInvitationSchema,
  renameHouseholdSchema,
  type HandOverHouseholdInput,
  type Household,
  type HouseholdInvitation,
  type HouseholdMember,
  type HouseholdRole,
  type InviteToHouseholdInput,
  type JoinHouseholdInput,
  type PendingInvitation,
  type RenameHouseholdInput,
} from './schemas/household.js';
export {
  BACKUP_KINDS,
  BACKUP_STATUSES,
  backupListSchema,
  backupNoticeSchema,
  backupRecordSchema,
  backupScheduleSchema,
  type BackupList,
  type BackupNotice,
  type BackupRecord,
  type BackupSchedule,
} from './schemas/backups.js';
export * from './contract/index.js';
export type {
  BackupAisleOrder,
  BackupHousehold,
  BackupHouseholdMember,
  BackupHouseholdPantry,
  BackupItemAisle,
  BackupPantryStaple,
} from './export/household-backup.js';
export {
  COOKBOOK_LIMITS,
  COOKBOOK_MESSAGES,
  COOKBOOK_ORDERS,
  COOKBOOK_PAGE_SIZES,
  COOKBOOK_PDF_STATUSES,
  COOKBOOK_SOURCES,
  cookbookChoiceInputSchema,
  cookbookChoiceSchema,
  cookbookInputSchema,
  cookbookListSchema,
  cookbookPdfSchema,
  cookbookRecipeSchema,
  cookbookSchema,
  type Cookbook,
  type CookbookChoice,
  type CookbookChoiceInput,
  type CookbookFields,
  type CookbookInput,
  type CookbookList,
  type CookbookOrder,
  type CookbookPageSize,
  type CookbookPdf,
  type CookbookPdfStatus,
  type CookbookRecipe,
  type CookbookSource,
} from './schemas/cookbooks.js';
