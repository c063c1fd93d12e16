import { z } from '../zod.js';
import { integer, integerText, optionalText } from './fields.js';
import { KITCHEN_LIMITS, KITCHEN_MESSAGES, opId } from './kitchen.js';

/* Favourites, "we made this" and what a household knows of a recipe (decision 027). */

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
