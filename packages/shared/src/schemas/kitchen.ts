import { z } from 'zod';
import { inPlanWindow, PLAN_WINDOW_YEARS } from '../rules/plan-window.js';
import { integer, integerText, optionalText, requiredText } from './fields.js';
import { MEALS, planItemInputSchema } from './plan-entries.js';

import { chosenLinesSchema, staplesChoice } from './pantry.js';

/*
 * The family kitchen's calls (docs/product.md, the family kitchen; decision 027): favourites,
 * "we made this", shopping lists and the meal plan. The API validates every body with these
 * schemas and the web app's forms use the same ones.
 */

export const KITCHEN_LIMITS = {
  rating: { min: 1, max: 5 },
  noteMax: 1_000,
  listNameMax: 80,
  itemTextMax: 200,
  servings: { min: 1, max: 100 },
  /** Lines in one list; adding beyond it is refused. */
  itemsPerList: 500,
  /** Lists one household keeps. */
  listsPerCook: 50,
  recipesPerMeal: 10,
  /** The longest range one GET /api/meal-plan reads. */
  planRangeDays: 62,
} as const;

export const KITCHEN_MESSAGES = {
  ratingInvalid: 'Rating must be a whole number from 1 to 5',
  ratingRequired: 'Rating is required',
  alreadyCookedToday: 'You have already noted this recipe today.',
  alreadyCookedThatDay: 'You already have a note for this recipe on that day.',
  cookedDayInFuture: 'The day you made it cannot be after today.',
  cookedChangeEmpty: 'Send a rating, a note, a day or hidden',
  photoRequired: 'Send one photo in the photo field.',
  recipeIdsInvalid: 'ids must be from 1 to 100 recipe ids separated by commas',
  listNameRequired: 'List name is required',
  itemRequired: 'Item is required',
  servingsInvalid: `Servings must be a whole number from ${KITCHEN_LIMITS.servings.min} to ${KITCHEN_LIMITS.servings.max}`,
  recipeIdInvalid: 'recipeId must be a recipe id',
  listFull: `A list holds at most ${KITCHEN_LIMITS.itemsPerList} lines.`,
  tooManyLists: `A household can keep at most ${KITCHEN_LIMITS.listsPerCook} lists.`,
  dateInvalid: 'Dates must be real days written YYYY-MM-DD',
  dateOutsideWindow: `Dates must be within ${PLAN_WINDOW_YEARS} years before or after today`,
  rangeInvalid: `to must be on or after from, at most ${KITCHEN_LIMITS.planRangeDays} days later`,
  nothingPlanned: 'Nothing is planned in those days.',
  itemChangedLater: 'Someone changed this line after you did; their change was kept.',
  baseVersionInvalid: 'base_version must be a whole number from 1',
  editedAtInvalid: 'edited_at must be a date and time with its offset',
  opIdInvalid: 'op_id must be a uuid',
} as const;

/**
 * An edit made offline carries an id of its own (decision 029): sent again after a lost answer,
 * it is recognised and changes nothing the second time.
 */
const opId = z.uuid({ error: KITCHEN_MESSAGES.opIdInvalid }).optional();

// ---------- Favourites and "we made this" ----------

/** PUT/DELETE /api/recipes/:id/favourite answer. */
export const favouriteStateSchema = z.object({ favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** POST /api/recipes/:id/cooked body. */
export const cookedInputSchema = z.object({
  rating: integerText(
    integer(KITCHEN_LIMITS.rating, {
      invalid: KITCHEN_MESSAGES.ratingInvalid,
      required: KITCHEN_MESSAGES.ratingRequired,
    }),
  ),
  note: optionalText('Note', KITCHEN_LIMITS.noteMax),
  op_id: opId,
});
export type CookedInput = z.infer<typeof cookedInputSchema>;

/** PATCH /api/recipes/:id/cooked/:entryId body (the recipe's owner or an administrator). */
export const cookedVisibilitySchema = z.object({ hidden: z.boolean() });

/** Today's date in UTC, YYYY-MM-DD: the day a new "we made this" entry is given. */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day a cook says they made a recipe: a real day, not after today (UTC). */
export const cookedDaySchema = z.iso
  .date({ error: KITCHEN_MESSAGES.dateInvalid })
  .refine((day) => day <= todayUtc(), { message: KITCHEN_MESSAGES.cookedDayInFuture });

/**
 * PATCH /api/recipes/:id/cooked/:entryId body: the author changes their own entry's rating, note
 * or day; the recipe's owner or an administrator hides or shows it. Only what is sent changes.
 */
export const cookedChangeSchema = z
  .object({
    hidden: z.boolean({ error: 'hidden must be true or false' }).optional(),
    rating: integerText(
      integer(KITCHEN_LIMITS.rating, { invalid: KITCHEN_MESSAGES.ratingInvalid }),
    ).optional(),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(KITCHEN_LIMITS.noteMax, `Note must be at most ${KITCHEN_LIMITS.noteMax} characters`)
      .optional(),
    cooked_on: cookedDaySchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: KITCHEN_MESSAGES.cookedChangeEmpty,
    path: ['rating'],
  });
export type CookedChange = z.infer<typeof cookedChangeSchema>;

const UUID_TEXT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** At most this many recipes in one GET /api/household/recipe-notes: a page of cards. */
export const RECIPE_NOTES_MAX_IDS = 100;

/** GET /api/household/recipe-notes query: the recipes of a page, their ids joined by commas. */
export const recipeNotesQuerySchema = z.object({
  ids: z
    .string({ error: KITCHEN_MESSAGES.recipeIdsInvalid })
    .regex(new RegExp(`^${UUID_TEXT}(?:,${UUID_TEXT}){0,${RECIPE_NOTES_MAX_IDS - 1}}$`), {
      message: KITCHEN_MESSAGES.recipeIdsInvalid,
    }),
});
export type RecipeNotesQuery = z.infer<typeof recipeNotesQuerySchema>;

/**
 * One recipe as the caller's household knows it: the last day a member made it, and how many
 * members (the caller included) keep it among their favourites.
 */
export const recipeNoteSchema = z.object({
  recipe_id: z.uuid(),
  /** YYYY-MM-DD, or null when no member has noted making it. */
  last_made: z.iso.date().nullable(),
  loved_by: z.number().int().min(0),
});
export type RecipeNote = z.infer<typeof recipeNoteSchema>;

/** One "we made this" entry as the recipe page lists it, newest first. */
export const cookedEntrySchema = z.object({
  _id: z.uuid(),
  recipe_id: z.uuid(),
  user_name: z.string(),
  rating: z.number().int().min(1).max(5),
  note: z.string(),
  /** The day it was cooked (UTC), YYYY-MM-DD. */
  cooked_on: z.iso.date(),
  /** Hidden notes reach only the recipe's owner and administrators (marked), and their author. */
  hidden: z.boolean(),
  /** True for the caller's own entry. */
  mine: z.boolean(),
  /** The URL of the photo's largest WebP variant (as a recipe's thumbnail_image), or null. */
  photo: z.string().nullable(),
});
export type CookedEntry = z.infer<typeof cookedEntrySchema>;

/** GET /api/my-cooked: the caller's entries with the recipe they belong to. */
export const myCookedEntrySchema = cookedEntrySchema.extend({
  recipe: z.object({ _id: z.uuid(), title: z.string(), thumbnail_image: z.string() }),
});
export type MyCookedEntry = z.infer<typeof myCookedEntrySchema>;

// ---------- Shopping lists ----------

export const AISLES = [
  'produce',
  'dairy',
  'bakery',
  'meat and fish',
  'pantry',
  'frozen',
  'other',
] as const;
export type Aisle = (typeof AISLES)[number];

export const LIST_UNIT_SYSTEMS = ['metric', 'us'] as const;
export type ListUnitSystem = (typeof LIST_UNIT_SYSTEMS)[number];

export const shoppingItemSourceSchema = z.object({
  recipe_id: z.uuid(),
  title: z.string(),
  servings: z.number(),
});
export type ShoppingItemSource = z.infer<typeof shoppingItemSourceSchema>;

export const shoppingItemSchema = z.object({
  _id: z.uuid(),
  /** As the cook reads it ("plain flour"). */
  ingredient: z.string(),
  /** The merge key: the ingredient folded to its plain singular form. */
  key: z.string(),
  quantity: z.number().nullable(),
  /** A unit id of packages/shared/src/units, free text ("cloves"), or ''. */
  units: z.string(),
  aisle: z.enum(AISLES),
  checked: z.boolean(),
  /** The recipes this line came from; empty for a free item. */
  sources: z.array(shoppingItemSourceSchema),
  /** Grows with every change of the line. */
  version: z.number().int(),
  updated_on: z.iso.datetime({ offset: true }),
});
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;

export const listMemberSchema = z.object({ name: z.string(), email: z.string() });
export type ListMember = z.infer<typeof listMemberSchema>;

/** GET /api/shopping-lists: the caller's own lists and those shared with them. */
export const shoppingListSummarySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  unit_system: z.enum(LIST_UNIT_SYSTEMS),
  owner_name: z.string(),
  /** True when the caller owns the list (only the owner deletes it or shares it). */
  is_owner: z.boolean(),
  shared: z.boolean(),
  item_count: z.number().int(),
  unchecked_count: z.number().int(),
  updated_on: z.iso.datetime({ offset: true }),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummarySchema>;

/** GET /api/shopping-lists/:id and the answer of every write to a list. */
export const shoppingListSchema = shoppingListSummarySchema.extend({
  members: z.array(listMemberSchema),
  items: z.array(shoppingItemSchema),
  /** The household's aisle order: the lines' groups follow it (each line's `aisle` is the household's). */
  aisle_order: z.array(z.enum(AISLES)).optional(),
});
export type ShoppingList = z.infer<typeof shoppingListSchema>;

const listName = requiredText(
  'List name',
  KITCHEN_MESSAGES.listNameRequired,
  KITCHEN_LIMITS.listNameMax,
);
const unitSystem = z.enum(LIST_UNIT_SYSTEMS, {
  error: `unit_system must be one of ${LIST_UNIT_SYSTEMS.join(', ')}`,
});

/** POST /api/shopping-lists body. */
export const createListSchema = z.object({
  name: listName,
  unit_system: unitSystem.default('metric'),
});
export type CreateListInput = z.infer<typeof createListSchema>;

/** PATCH /api/shopping-lists/:id body. */
export const updateListSchema = z.object({
  name: listName.optional(),
  unit_system: unitSystem.optional(),
});
export type UpdateListInput = z.infer<typeof updateListSchema>;

/** POST /api/shopping-lists/:id/members body: share the list with a registered cook. */

const servings = integerText(
  integer(KITCHEN_LIMITS.servings, { invalid: KITCHEN_MESSAGES.servingsInvalid }),
);

/**
 * POST /api/shopping-lists/:id/recipes body: the recipe's ingredients scaled from its own
 * servings to `servings` (the recipe's own when left out).
 */
export const addRecipeToListSchema = z.object({
  recipeId: z.uuid({ error: KITCHEN_MESSAGES.recipeIdInvalid }),
  servings: servings.optional(),
  lines: chosenLinesSchema.optional(),
});
export type AddRecipeToListInput = z.infer<typeof addRecipeToListSchema>;

/** POST /api/shopping-lists/:id/items body: a free item, one ingredient line ("2 lemons"). */
export const addItemSchema = z.object({
  text: requiredText('Item', KITCHEN_MESSAGES.itemRequired, KITCHEN_LIMITS.itemTextMax),
  op_id: opId,
});
export type AddItemInput = z.infer<typeof addItemSchema>;

/**
 * PATCH /api/shopping-lists/:id/items/:itemId body: check off, or rewrite the line. An edit that
 * waited on the cook's device names the line's `version` it was made on and when it was made
 * (decision 029): when someone changed the line since, the later of the two edits is kept.
 */
export const updateItemSchema = z
  .object({
    checked: z.boolean().optional(),
    text: requiredText(
      'Item',
      KITCHEN_MESSAGES.itemRequired,
      KITCHEN_LIMITS.itemTextMax,
    ).optional(),
    base_version: z
      .number({ error: KITCHEN_MESSAGES.baseVersionInvalid })
      .int({ error: KITCHEN_MESSAGES.baseVersionInvalid })
      .min(1, { error: KITCHEN_MESSAGES.baseVersionInvalid })
      .max(2_147_483_647, { error: KITCHEN_MESSAGES.baseVersionInvalid })
      .optional(),
    edited_at: z.iso.datetime({ offset: true, error: KITCHEN_MESSAGES.editedAtInvalid }).optional(),
    op_id: opId,
  })
  .refine((value) => value.checked !== undefined || value.text !== undefined, {
    message: 'Send checked or text',
    path: ['checked'],
  });
export type UpdateItemInput = z.infer<typeof updateItemSchema>;

/**
 * The answer of PATCH .../items/:itemId: the line as it is now. `conflict` is there when the
 * cook's edit replaced a change someone made after the version the edit was made on.
 */
export const updatedItemSchema = shoppingItemSchema.extend({
  conflict: z.object({ kept: z.literal('yours'), other: shoppingItemSchema }).optional(),
  /** The list's numbers after the change, as its overview shows them. */
  list: shoppingListSummarySchema
    .pick({ item_count: true, unchecked_count: true, updated_on: true })
    .optional(),
});
export type UpdatedItem = z.infer<typeof updatedItemSchema>;

/** The 409 answer of PATCH .../items/:itemId when the other edit was the later one. */
export const itemConflictSchema = z.object({
  message: z.string(),
  item: shoppingItemSchema,
});

// ---------- Meal plan ----------

/** A real calendar day written YYYY-MM-DD. */
export const planDateSchema = z.iso.date({ error: KITCHEN_MESSAGES.dateInvalid });

/**
 * A day a plan may hold: real, and within the window around today (rules/plan-window.ts). The
 * day written by PUT /api/meal-plan/:date and the one picked on the web app's form.
 */
export const plannableDateSchema = planDateSchema.pipe(
  // Piped, so a day that is not real gets only the message saying so.
  z.string().refine((day) => inPlanWindow(day), { message: KITCHEN_MESSAGES.dateOutsideWindow }),
);

/**
 * True when `to` is on or after `from` and the range is short enough. Days that are not real are
 * reported by their own field, so the range is not judged then.
 */
function rangeFits({ from, to }: { from: string; to: string }): boolean {
  if (!planDateSchema.safeParse(from).success || !planDateSchema.safeParse(to).success) return true;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days >= 0 && days < KITCHEN_LIMITS.planRangeDays;
}
const rangeError = { message: KITCHEN_MESSAGES.rangeInvalid, path: ['to'] };

/** GET /api/meal-plan query. */
export const planRangeSchema = z
  .object({ from: planDateSchema, to: planDateSchema })
  .refine(rangeFits, rangeError);
export type PlanRange = z.infer<typeof planRangeSchema>;

const mealRecipes = z
  .array(planItemInputSchema)
  .max(KITCHEN_LIMITS.recipesPerMeal, `At most ${KITCHEN_LIMITS.recipesPerMeal} recipes a meal`)
  .default([]);

/**
 * PUT /api/meal-plan/:date body: the whole day, each meal's lines in order: recipe ids, recipes
 * with their servings, or notes (plan-entries.ts).
 */
export const planDayInputSchema = z.object({
  breakfast: mealRecipes,
  lunch: mealRecipes,
  dinner: mealRecipes,
  other: mealRecipes,
});
export type PlanDayInput = z.infer<typeof planDayInputSchema>;

/** POST /api/meal-plan/shopping-list body: every recipe planned in the range into one list. */
export const planToListSchema = z
  .object({ from: planDateSchema, to: planDateSchema, listId: z.uuid(), ...staplesChoice })
  .refine(rangeFits, rangeError);
export type PlanToListInput = z.infer<typeof planToListSchema>;

/** POST /api/meal-plan/surprise body: the meal to fill with a recipe not yet planned that week. */
export const planSurpriseSchema = z.object({
  date: planDateSchema,
  meal: z.enum(MEALS, { error: `meal must be one of ${MEALS.join(', ')}` }),
});
export type PlanSurpriseInput = z.infer<typeof planSurpriseSchema>;
