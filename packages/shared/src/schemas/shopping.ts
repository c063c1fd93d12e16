import { z } from '../zod.js';
import { integer, integerText, requiredText } from './fields.js';
import { aisleIdSchema, AISLE_MESSAGES } from './aisles.js';
import { KITCHEN_LIMITS, KITCHEN_MESSAGES, LIST_UNIT_SYSTEMS, opId } from './kitchen.js';
import { chosenLinesSchema } from './pantry.js';

export { LIST_UNDO_MESSAGES } from './kitchen-messages.js';

/* The shopping lists' calls: the lists, their lines, and what a write answers. */

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
  /** An aisle id of the household (decision 048). */
  aisle: aisleIdSchema,
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
  aisle_order: z.array(aisleIdSchema).optional(),
  /** The name of each aisle of `aisle_order`. */
  aisle_names: z.record(z.string(), z.string()).optional(),
  /** The household's shop the list is walked in (its order is `aisle_order`), or null. */
  shop_id: z.uuid().nullable().optional(),
  /** The household's shops the list may be set to. */
  shops: z.array(z.object({ id: z.uuid(), name: z.string() })).optional(),
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
  /** One of the household's shops, or null for the household's own order. */
  shop_id: z.uuid({ error: AISLE_MESSAGES.shopIdInvalid }).nullable().optional(),
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

/**
 * What a removal from a list answers beside its usual answer: `undo`, the id that puts back what
 * it took (POST .../undo/:undoId) for KITCHEN_LIMITS.undoMinutes. Absent when nothing was taken.
 */
export const listUndoSchema = z.object({ undo: z.uuid().optional() });
export type ListUndo = z.infer<typeof listUndoSchema>;

/** The answer of "Clear ticked" and of taking a recipe's lines off: the list, and its undo id. */
export const shoppingListRemovalSchema = shoppingListSchema.extend(listUndoSchema.shape);
export type ShoppingListRemoval = z.infer<typeof shoppingListRemovalSchema>;
