import { z } from '../zod.js';
import { RECIPE_LIMITS } from '../constants.js';
import { KITCHEN_LIMITS } from '../schemas/kitchen.js';

/*
 * The fields the file format is made of. Every field of a restored or imported recipe is bounded
 * by the limits the forms apply (RECIPE_LIMITS), so a file cannot store what a cook could not
 * type: text is capped, lists are counted, photos are images of an accepted type within the
 * upload limit.
 */

export const text = (max: number) => z.string().max(max);
export const list = <T extends z.ZodType>(item: T, count: number) => z.array(item).max(count);
export const timestamp = z.iso.datetime({ offset: true });
export const day = z.iso.date();
/** An account's Cognito `sub`, which the kitchen's rows belong to (decision 024). */
export const sub = z.string().min(1).max(128);
/** A line of a list holds a recipe's ingredient or a free item the cook typed; so does its key. */
export const itemText = text(Math.max(KITCHEN_LIMITS.itemTextMax, RECIPE_LIMITS.ingredientMax));
