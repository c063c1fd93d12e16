export * from './constants.js';
export * from './messages.js';
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
} from './parsing/ingredients.js';
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
  statusNoteSchema,
  digestSettingSchema,
  validateRecipeInput,
  RECIPE_JSON_FIELDS,
  type Ingredient,
  type RecipeLink,
  type Review,
  type StatusChange,
  type StatusNote,
  type DigestSetting,
  type RecipeMore,
  type Recipe,
  type RecipeInput,
  type RecipeSummary,
} from './schemas/recipe.js';
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
  SORT_FIELDS,
  type ApiErrorBody,
  type RuntimeConfig,
  type ListQuery,
  type SortField,
} from './schemas/api.js';
export type { FieldError, ValidationResult } from './schemas/validation.js';
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
  EXPORT_EXTENSION_KEY,
  EXPORT_FORMAT_VERSION,
  EXPORT_FORMATS,
  EXPORT_IMAGE_TYPES,
  backupSchema,
  backupStatusChangeSchema,
  backupUserSchema,
  exportImageSchema,
  exportedRecipeSchema,
  exportQuerySchema,
  minutesToIsoDuration,
  recipeExportSchema,
  recipeExtensionSchema,
  restoreResultSchema,
  type Backup,
  type BackupStatusChange,
  type BackupUser,
  type ExportImage,
  type ExportedRecipe,
  type RecipeExtension,
} from './export/export-format.js';
export type { RecipeDraft } from './export/recipe-draft.js';
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
