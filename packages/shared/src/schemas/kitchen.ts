import { z } from '../zod.js';
import { KITCHEN_MESSAGES } from './kitchen-messages.js';

export { KITCHEN_LIMITS, KITCHEN_MESSAGES } from './kitchen-messages.js';

/*
 * The family kitchen's calls (docs/product.md, the family kitchen; decision 027): favourites and
 * "we made this" (cooked.ts), shopping lists (shopping-lists.ts) and the meal plan (meal-plan.ts).
 * The API validates every body with those schemas and the web app's forms use the same ones; this
 * file holds what they share: the limits, the messages and the lists of values.
 */

/**
 * An edit made offline carries an id of its own (decision 029): sent again after a lost answer,
 * it is recognised and changes nothing the second time.
 */
export const opId = z.uuid({ error: KITCHEN_MESSAGES.opIdInvalid }).optional();

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
