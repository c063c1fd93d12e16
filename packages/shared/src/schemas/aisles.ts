import { z } from 'zod';
import { AISLES, type Aisle } from './kitchen.js';

/*
 * The household's aisles (docs/product.md, the family kitchen): the order its members walk the
 * shop in, and the aisle they moved an ingredient to, remembered for every list of the household.
 * The aisles themselves are the seven of AISLES; a household orders them and moves lines between
 * them, it does not make new ones.
 */

const AISLE_NAMES = AISLES.join(', ');

export const AISLE_MESSAGES = {
  aisleInvalid: `aisle must be one of ${AISLE_NAMES}`,
  orderInvalid: `order must name every aisle once: ${AISLE_NAMES}`,
  opIdInvalid: 'op_id must be a uuid',
} as const;

const isAisle = (value: string): value is Aisle => (AISLES as readonly string[]).includes(value);

/** True when `order` names each of AISLES exactly once. */
export function isAisleOrder(order: readonly string[]): order is Aisle[] {
  return (
    order.length === AISLES.length && order.every(isAisle) && new Set(order).size === AISLES.length
  );
}

const aisle = z.enum(AISLES, { error: AISLE_MESSAGES.aisleInvalid });

/** GET/PUT /api/household/aisles answer: the household's order, and every aisle there is. */
export const householdAislesSchema = z.object({
  /** The order the household walks the shop in: the list's groups follow it. */
  order: z.array(z.enum(AISLES)),
  /** The aisles a line can be in, in their first order. */
  aisles: z.array(z.enum(AISLES)),
});
export type HouseholdAisles = z.infer<typeof householdAislesSchema>;

/** PUT /api/household/aisles body: every aisle once, in the household's order. */
export const aisleOrderSchema = z.object({
  order: z
    .array(z.string({ error: AISLE_MESSAGES.orderInvalid }), { error: AISLE_MESSAGES.orderInvalid })
    .max(AISLES.length * 2, { error: AISLE_MESSAGES.orderInvalid })
    .refine(isAisleOrder, { error: AISLE_MESSAGES.orderInvalid }),
});
export type AisleOrderInput = z.infer<typeof aisleOrderSchema>;

/**
 * PUT /api/shopping-lists/:id/items/:itemId/aisle body: the line goes to `aisle`, and so does
 * every line of the same ingredient on the household's lists from then on.
 */
export const moveItemAisleSchema = z.object({ aisle });
export type MoveItemAisleInput = z.infer<typeof moveItemAisleSchema>;

/**
 * POST /api/shopping-lists/:id/clear-ticked and /untick-all body (may be left out): with an
 * `op_id`, the same clean-up sent again changes nothing the second time.
 */
export const listCleanupSchema = z.object({
  op_id: z.uuid({ error: AISLE_MESSAGES.opIdInvalid }).optional(),
});
export type ListCleanupInput = z.infer<typeof listCleanupSchema>;

/** The aisle order of a household that never chose one, and the fallback for a stored one. */
export function aisleOrderOf(stored: readonly string[] | undefined): Aisle[] {
  return stored && isAisleOrder(stored) ? [...stored] : [...AISLES];
}
