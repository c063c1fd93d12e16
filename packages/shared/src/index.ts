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
export { INGREDIENT_MODEL_FIELDS, wholeLine, type IngredientLine } from './ingredients/model.js';
export { rebuiltText, storedIngredient, type IngredientFields } from './ingredients/stored.js';
export { understood } from './ingredients/understood.js';
export { isHeadingLine } from './ingredients/heading.js';
export { INGREDIENT_PARSER_VERSION } from './ingredients/version.js';
export { jsonTextDepth, utf8Bytes } from './parsing/json-text.js';
export { cleanLines, cleanTags, parseLines, parseTags, scaleServing } from './parsing/lines.js';
export {
  describeSeconds,
  findDurations,
  formatClock,
  type StepDuration,
} from './parsing/durations.js';
export {
  planDinners,
  type DinnerCandidate,
  type DinnerChoice,
  type DinnerRules,
  type PlannedDay,
} from './rules/plan-dinners.js';
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
export { toListAmount, type ListAmount } from './shopping/list-amount.js';
export { mergeInto, totalOf, type ListLine } from './shopping/merge.js';
export {
  aisleTitle,
  lineAsText,
  listAsText,
  NOTHING_TO_BUY,
  type TextLine,
  type TextList,
} from './shopping/list-text.js';
export { recipeServings } from './shopping/servings.js';
export { DEFAULT_STAPLES, isStaple, stapleKey } from './shopping/pantry.js';
export * from './schemas/index.js';
export * from './export/index.js';
export * from './contract/index.js';
export {
  DEFAULT_LANGUAGE,
  SITE_LANGUAGES,
  SITE_LANGUAGE_NAMES,
  isSiteLanguage,
  textDirection,
  type SiteLanguage,
} from './languages/languages.js';
export {
  RECIPE_LANGUAGES,
  isRecipeLanguage,
  languageName,
  searchConfigOf,
  type RecipeLanguage,
} from './languages/recipe-languages.js';
export { LANGUAGE_COOKIE, acceptedLanguages, pageLanguage } from './languages/negotiate.js';
export { guessLanguage } from './languages/guess.js';
export { MessageSyntaxError, formatMessage, type MessageValues } from './i18n/message-format.js';
export { messageArguments } from './i18n/message-arguments.js';
export { SHARED_TEXTS, sharedTextKey, sharedTextMatch } from './i18n/shared-texts.js';
export { FOOD_KEYS, foodName, foodOf, isFoodKey, type FoodKey } from './ingredients/foods.js';
export { takesPlural, unitName } from './units/unit-names.js';
export { shoppingFoodName, shoppingLineText, type LanguageLine } from './shopping/list-language.js';
export { decimalSeparator, pointDecimal, withDecimalSeparator } from './parsing/decimal-comma.js';
export { customsLocale, firstDayOfWeek, measuresInUsUnits } from './languages/week-start.js';
export {
  cardDrafts,
  type CardDraft,
  type CardDraftOptions,
  type CardField,
  type CardFlag,
} from './card-scan/card-draft.js';
export type { CardBox, CardWord, CardLine, CardSide } from './card-scan/card-text.js';
export {
  readerDrafts,
  readerReading,
  type PhotoSize,
  type ReaderReading,
} from './card-scan/card-reader-draft.js';
