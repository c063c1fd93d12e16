import { z } from 'zod';
import { CATEGORIES, DIFFICULTIES, RECIPE_STATUSES } from '../constants.js';
import {
  backupSchema,
  exportQuerySchema,
  recipeExportSchema,
  restoreResultSchema,
} from '../export/export-format.js';
import {
  apiErrorSchema,
  listQuerySchema,
  runtimeConfigSchema,
  searchQuerySchema,
} from '../schemas/api.js';
import { backupListSchema, backupRecordSchema } from '../schemas/backups.js';
import { contactMessageInputSchema } from '../schemas/contact.js';
import {
  cookbookChoiceInputSchema,
  cookbookChoiceSchema,
  cookbookInputSchema,
  cookbookListSchema,
  cookbookPdfSchema,
  cookbookSchema,
} from '../schemas/cookbooks.js';
import {
  addItemSchema,
  addRecipeToListSchema,
  cookedChangeSchema,
  cookedEntrySchema,
  cookedInputSchema,
  cookedVisibilitySchema,
  createListSchema,
  favouriteStateSchema,
  itemConflictSchema,
  myCookedEntrySchema,
  planDayInputSchema,
  planRangeSchema,
  planSurpriseSchema,
  planToListSchema,
  recipeNoteSchema,
  recipeNotesQuerySchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  updateItemSchema,
  updatedItemSchema,
  updateListSchema,
} from '../schemas/kitchen.js';
import {
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  mealPlanSchema,
  planDaySchema,
  planSurpriseResultSchema,
} from '../schemas/plan-entries.js';
import {
  handOverHouseholdSchema,
  householdInvitationSchema,
  householdSchema,
  inviteToHouseholdSchema,
  joinHouseholdSchema,
  pendingInvitationSchema,
  renameHouseholdSchema,
} from '../schemas/household.js';
import { pantrySchema, replacePantrySchema } from '../schemas/pantry.js';
import {
  aisleOrderSchema,
  householdAislesSchema,
  listCleanupSchema,
  moveItemAisleSchema,
} from '../schemas/aisles.js';
import { digestSettingSchema, statusNoteSchema } from '../schemas/moderation.js';
import {
  ingredientSchema,
  recipeInputSchema,
  recipeSchema,
  recipeSummarySchema,
} from '../schemas/recipe.js';
import {
  adminUserListItemSchema,
  insertUserInputSchema,
  updateUserInputSchema,
  userRecordSchema,
} from '../schemas/user.js';

/** The words of the input checks declared here rather than beside a shared form. */
export const CONTRACT_MESSAGES = {
  tokensRequired: 'idToken, accessToken and refreshToken are required.',
  invalidToken: 'Invalid token',
  groupRequired: 'Group is required',
  urlRequired: 'Enter the address of a recipe page.',
} as const;

/** Far above any Cognito token, far below what would strain the cookie header. */
export const TOKEN_MAX_LENGTH = 8_192;
/** Cognito's own limit for usernames. */
const USERNAME_MAX_LENGTH = 128;
/** The longest page address an import reads. */
export const IMPORT_URL_MAX_LENGTH = 2_048;

const token = z
  .string({ error: CONTRACT_MESSAGES.tokensRequired })
  .trim()
  .min(1, CONTRACT_MESSAGES.tokensRequired)
  .max(TOKEN_MAX_LENGTH, CONTRACT_MESSAGES.invalidToken);

const signedInAnswer = z.object({
  loggedIn: z.literal(true),
  name: z.string(),
  email: z.string(),
  groups: z.array(z.string()),
  idToken: z.string(),
  exp: z.number().int(),
  iat: z.number().int(),
});

const nullableMinutes = z.number().int().nonnegative().nullable();

/** A JSON object as it is, anything else as an empty one: its fields then say what is missing. */
const objectOrEmpty = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/** The submit and edit forms as multipart: the fields of recipeInputSchema and the photo. */
const recipeForm = (photoRequired: boolean) =>
  z.object({
    ...Object.fromEntries(
      Object.keys(recipeInputSchema.shape).map((field) => [
        field,
        z.string().describe('Text; instructions, tags, ingredients, reviews, more, tips as JSON'),
      ]),
    ),
    thumbnail_image: photoRequired
      ? z.string().describe('binary: JPEG, PNG, WebP or AVIF, at most 15 MB')
      : z.string().describe('binary: a new photo (optional)').optional(),
    card_image: z
      .string()
      .describe('binary: a scan or photo of the handwritten recipe card (optional)')
      .optional(),
  });

const fileUpload = (description: string) =>
  z.object({ file: z.string().describe(`binary: ${description}`) });

/**
 * Every schema an endpoint uses, by name: each becomes `#/components/schemas/<name>` in the
 * OpenAPI document, and the declarations in ./endpoints name them (docs/decisions/032).
 */
export const CONTRACT_SCHEMAS = {
  ApiError: apiErrorSchema,
  Message: z.object({ message: z.string() }),
  Text: z.string(),
  Uuid: z.uuid(),
  IsoDate: z.iso.date(),
  ModerationStatus: z.enum(['101', '199']),

  Health: z.object({ status: z.literal('ok') }),
  Readiness: z.object({ status: z.literal('ready'), database: z.string() }),
  RuntimeConfig: runtimeConfigSchema,
  OpenApiDocument: z.record(z.string(), z.unknown()),
  HtmlPage: z.string(),

  SetTokens: z.object({ idToken: token, accessToken: token, refreshToken: token }),
  UserToken: z.union([z.object({ loggedIn: z.literal(false) }), signedInAnswer]),
  RefreshedTokens: z.object({ idToken: z.string(), accessToken: z.string() }),

  AssignRole: z.object({
    username: z
      .string()
      .trim()
      .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
      .optional(),
    group: z
      .string({ error: CONTRACT_MESSAGES.groupRequired })
      .trim()
      .min(1, CONTRACT_MESSAGES.groupRequired),
  }),
  RoleAssigned: z.object({ message: z.string(), username: z.string(), group: z.string() }),
  InsertUserInput: insertUserInputSchema,
  UpdateUserInput: updateUserInputSchema,
  UserRecord: userRecordSchema,
  AdminUserListItem: adminUserListItemSchema,

  ListQuery: listQuerySchema,
  SearchQuery: searchQuerySchema,
  Recipe: recipeSchema,
  RecipeSummary: recipeSummarySchema,
  RecipeSubmitForm: recipeForm(true),
  RecipeEditForm: recipeForm(false),
  StatusNote: statusNoteSchema,
  DigestSetting: digestSettingSchema,

  ContactMessageInput: contactMessageInputSchema,
  ImportUrl: z.preprocess(
    objectOrEmpty,
    z.object({
      url: z
        .string({ error: CONTRACT_MESSAGES.urlRequired })
        .refine((text) => text.trim() !== '', CONTRACT_MESSAGES.urlRequired)
        .max(
          IMPORT_URL_MAX_LENGTH,
          `The address is too long. The limit is ${IMPORT_URL_MAX_LENGTH} characters.`,
        ),
    }),
  ),
  ImportDraft: z.object({
    title: z.string(),
    description: z.string(),
    category: z.enum(CATEGORIES),
    tags: z.array(z.string()),
    ingredients: z.array(ingredientSchema),
    instructions: z.array(z.string()),
    tips: z.array(z.string()),
    reviews: z.array(z.never()),
    more: z.object({
      prep_time: nullableMinutes,
      cook_time: nullableMinutes,
      total_time: nullableMinutes,
      serving: z.string(),
      difficulty: z.enum(DIFFICULTIES),
      source: z.string(),
    }),
    thumbnail_image: z.string().nullable(),
    warnings: z.array(z.string()),
  }),
  ImportFile: fileUpload('a JSON file of schema.org Recipe objects or GET /api/export/my-recipes'),
  ImportReport: z.object({
    imported: z.array(
      z.object({
        index: z.number().int().positive(),
        _id: z.uuid(),
        title: z.string(),
        status: z.literal(RECIPE_STATUSES),
      }),
    ),
    failed: z.array(
      z.object({
        index: z.number().int().positive(),
        title: z.string(),
        message: z.string(),
        errors: z.array(z.string()),
      }),
    ),
  }),
  ExportQuery: exportQuerySchema,
  RecipeExport: recipeExportSchema,
  Backup: backupSchema,
  BackupFile: fileUpload('a backup from GET /api/admin/backup'),
  RestoreResult: restoreResultSchema,
  BackupList: backupListSchema,
  BackupRecord: backupRecordSchema,

  FavouriteState: favouriteStateSchema,
  CookedInput: cookedInputSchema,
  CookedVisibility: cookedVisibilitySchema,
  CookedChange: cookedChangeSchema,
  CookedEntry: cookedEntrySchema,
  CookedPhotoForm: z.object({
    photo: z.string().describe('binary: a JPEG, PNG, WebP or AVIF photo of the dish'),
  }),
  MyCookedEntry: myCookedEntrySchema,
  RecipeNotesQuery: recipeNotesQuerySchema,
  RecipeNote: recipeNoteSchema,

  PlanRange: planRangeSchema,
  MealPlan: mealPlanSchema,
  PlanDayInput: planDayInputSchema,
  PlanDay: planDaySchema,
  PlanToList: planToListSchema,
  PlanSurprise: planSurpriseSchema,
  PlanSurpriseResult: planSurpriseResultSchema,
  CalendarFeedState: calendarFeedStateSchema,
  CalendarFeedCreated: calendarFeedCreatedSchema,
  Calendar: z.string().describe('iCalendar text (RFC 5545)'),

  ShoppingListSummary: shoppingListSummarySchema,
  ShoppingList: shoppingListSchema,
  CreateList: createListSchema,
  UpdateList: updateListSchema,
  AddRecipeToList: addRecipeToListSchema,
  AddItem: addItemSchema,
  UpdateItem: updateItemSchema,
  UpdatedItem: updatedItemSchema,
  ItemConflict: itemConflictSchema,
  EventStream: z.string().describe('event: changed\\ndata: {"list":"<id>"}'),

  Household: householdSchema,
  RenameHousehold: renameHouseholdSchema,
  InviteToHousehold: inviteToHouseholdSchema,
  HouseholdInvitation: householdInvitationSchema,
  PendingInvitation: pendingInvitationSchema,
  JoinHousehold: joinHouseholdSchema,
  HandOverHousehold: handOverHouseholdSchema,
  HouseholdAisles: householdAislesSchema,
  AisleOrder: aisleOrderSchema,
  MoveItemAisle: moveItemAisleSchema,
  ListCleanup: listCleanupSchema,
  Pantry: pantrySchema,
  ReplacePantry: replacePantrySchema,

  CookbookInput: cookbookInputSchema,
  Cookbook: cookbookSchema,
  CookbookList: cookbookListSchema,
  CookbookChoiceInput: cookbookChoiceInputSchema,
  CookbookChoice: cookbookChoiceSchema,
  CookbookPdf: cookbookPdfSchema,
  CookbookCoverForm: z.object({
    cover: z.string().describe('binary: a JPEG, PNG, WebP or AVIF photo for the cover'),
  }),
  CookbookPdfFile: z.string().describe('binary: the PDF'),
} as const satisfies Record<string, z.ZodType>;
