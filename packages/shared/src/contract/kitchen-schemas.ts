import { z } from '../zod.js';
import {
  aisleNameSchema,
  aisleOrderSchema,
  householdAisleSchema,
  householdAislesSchema,
  householdShopSchema,
  listCleanupSchema,
  moveItemAisleSchema,
} from '../schemas/aisles.js';
import {
  cookbookChoiceInputSchema,
  cookbookChoiceSchema,
  cookbookInputSchema,
  cookbookListSchema,
  cookbookPdfRequestSchema,
  cookbookPdfSchema,
  cookbookSchema,
} from '../schemas/cookbooks.js';
import {
  cookedChangeSchema,
  cookedEntrySchema,
  cookedInputSchema,
  cookedVisibilitySchema,
  favouriteStateSchema,
  myCookedEntrySchema,
  recipeNoteSchema,
  recipeNotesQuerySchema,
} from '../schemas/cooked.js';
import {
  handOverHouseholdSchema,
  householdInvitationSchema,
  householdSchema,
  inviteToHouseholdSchema,
  joinHouseholdSchema,
  joinPreviewInputSchema,
  joinPreviewSchema,
  pendingInvitationSchema,
  renameHouseholdSchema,
} from '../schemas/households.js';
import {
  planDayInputSchema,
  planRangeSchema,
  planSurpriseSchema,
  planToListSchema,
  planToListPreviewInputSchema,
  planToListPreviewSchema,
} from '../schemas/meal-plan.js';
import {
  mealRulesInputSchema,
  mealRulesSchema,
  planFillDinnersSchema,
  planFillResultSchema,
} from '../schemas/meal-rules.js';
import { pantrySchema, replacePantrySchema } from '../schemas/pantry.js';
import {
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  mealPlanSchema,
  planDaySchema,
  planSurpriseResultSchema,
} from '../schemas/plan-entries.js';
import {
  addItemSchema,
  addRecipeToListSchema,
  createListSchema,
  itemConflictSchema,
  listUndoSchema,
  shoppingListRemovalSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
  updateItemSchema,
  updatedItemSchema,
  updateListSchema,
} from '../schemas/shopping.js';

/**
 * The schemas of the family kitchen's calls: favourites and "we made this", the meal plan,
 * shopping lists, the household, its aisles and pantry, and cookbooks (CONTRACT_SCHEMAS).
 */
export const KITCHEN_SCHEMAS = {
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
  PlanToListPreviewInput: planToListPreviewInputSchema,
  PlanToListPreview: planToListPreviewSchema,
  PlanSurprise: planSurpriseSchema,
  PlanSurpriseResult: planSurpriseResultSchema,
  MealRulesInput: mealRulesInputSchema,
  MealRules: mealRulesSchema,
  PlanFillDinners: planFillDinnersSchema,
  PlanFillResult: planFillResultSchema,
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
  ListUndo: listUndoSchema,
  ShoppingListRemoval: shoppingListRemovalSchema,
  EventStream: z.string().describe('event: changed\\ndata: {"list":"<id>"}'),

  Household: householdSchema,
  RenameHousehold: renameHouseholdSchema,
  InviteToHousehold: inviteToHouseholdSchema,
  HouseholdInvitation: householdInvitationSchema,
  PendingInvitation: pendingInvitationSchema,
  JoinHousehold: joinHouseholdSchema,
  JoinPreviewInput: joinPreviewInputSchema,
  JoinPreview: joinPreviewSchema,
  HandOverHousehold: handOverHouseholdSchema,
  HouseholdAisles: householdAislesSchema,
  HouseholdAisle: householdAisleSchema,
  HouseholdShop: householdShopSchema,
  AisleName: aisleNameSchema,
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
  CookbookPdfRequest: cookbookPdfRequestSchema,
  CookbookPdf: cookbookPdfSchema,
  CookbookCoverForm: z.object({
    cover: z.string().describe('binary: a JPEG, PNG, WebP or AVIF photo for the cover'),
  }),
  CookbookPagePhotoForm: z.object({
    photo: z.string().describe('binary: a JPEG, PNG, WebP or AVIF photo for the family page'),
  }),
  CookbookPdfFile: z.string().describe('binary: the PDF'),
} as const satisfies Record<string, z.ZodType>;
