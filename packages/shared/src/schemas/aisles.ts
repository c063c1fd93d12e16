import { z } from '../zod.js';
import { AISLES, type Aisle } from './kitchen.js';
import { AISLE_LIMITS, AISLE_MESSAGES } from './aisle-messages.js';

export { AISLE_LIMITS, AISLE_MESSAGES } from './aisle-messages.js';

/*
 * The household's aisles (docs/product.md, the family kitchen; decision 048): the seven of AISLES,
 * which it may rename or remove ('other' always stays), and aisles of its own. Its members walk
 * the shop in the household's order, or in the order of one of its shops, and the aisle they
 * moved an ingredient to is remembered for every list of the household.
 */

/** The id of an aisle a household added: `a_` and 32 hex digits, made by the server. */
export const OWN_AISLE_ID = /^a_[0-9a-f]{32}$/;

/** "Your household already has an aisle called “Drinks”." */
export const aisleNameTaken = (name: string) =>
  `Your household already has an aisle called “${name}”.`;
export const shopNameTaken = (name: string) =>
  `Your household already has a shop called “${name}”.`;

/** An aisle id: one of AISLES, or one the server made for an aisle a household added. */
export type AisleId = Aisle | `a_${string}`;

export const isBuiltInAisle = (value: string): value is Aisle =>
  (AISLES as readonly string[]).includes(value);

export const isAisleId = (value: unknown): value is AisleId =>
  typeof value === 'string' && (isBuiltInAisle(value) || OWN_AISLE_ID.test(value));

/** A built-in aisle's name until the household renames it: "meat and fish" is "Meat and fish". */
export const builtInAisleName = (aisle: Aisle): string =>
  aisle.charAt(0).toUpperCase() + aisle.slice(1);

/** True when `order` names each of AISLES exactly once. */
export function isAisleOrder(order: readonly string[]): order is Aisle[] {
  return (
    order.length === AISLES.length &&
    order.every(isBuiltInAisle) &&
    new Set(order).size === AISLES.length
  );
}

/** Any aisle id: a built-in one, or one of the form the server gives a household's own. */
const AISLE_ID = new RegExp(`^(${AISLES.join('|')}|a_[0-9a-f]{32})$`);

export const aisleIdSchema = z
  .string({ error: AISLE_MESSAGES.aisleInvalid })
  .regex(AISLE_ID, { error: AISLE_MESSAGES.aisleInvalid });

/** An aisle of the household: its id and its name. */
export const householdAisleSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One of the seven every household starts with (it shows its first name until renamed). */
  built_in: z.boolean(),
});
export type HouseholdAisle = z.infer<typeof householdAisleSchema>;

/** A shop of the household and the order its aisles are walked in there. */
export const householdShopSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  order: z.array(z.string()),
});
export type HouseholdShop = z.infer<typeof householdShopSchema>;

/** GET /api/household/aisles and the answer of every change to the aisles or shops. */
export const householdAislesSchema = z.object({
  /** The household's order (every aisle id once): a list set to no shop follows it. */
  order: z.array(z.string()),
  /** The household's aisles, in its order. */
  aisles: z.array(householdAisleSchema),
  /** Its shops, by name. */
  shops: z.array(householdShopSchema),
});
export type HouseholdAisles = z.infer<typeof householdAislesSchema>;

/**
 * PUT /api/household/aisles and PUT /api/household/shops/:shopId/order body: every aisle of the
 * household once (the server checks they are the household's).
 */
export const aisleOrderSchema = z.object({
  order: z
    .array(
      z
        .string({ error: AISLE_MESSAGES.orderInvalid })
        .regex(AISLE_ID, { error: AISLE_MESSAGES.orderInvalid }),
      {
        error: AISLE_MESSAGES.orderInvalid,
      },
    )
    .max(AISLES.length + AISLE_LIMITS.ownAisles, { error: AISLE_MESSAGES.orderInvalid })
    .refine((order) => new Set(order).size === order.length, {
      error: AISLE_MESSAGES.orderInvalid,
    }),
});
export type AisleOrderInput = z.infer<typeof aisleOrderSchema>;

const name = z
  .string({ error: AISLE_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: AISLE_MESSAGES.nameRequired })
  .max(AISLE_LIMITS.nameMax, { error: AISLE_MESSAGES.nameTooLong });

/** POST /api/household/aisles, PATCH /api/household/aisles/:aisleId and the same for shops. */
export const aisleNameSchema = z.object({ name });
export type AisleNameInput = z.infer<typeof aisleNameSchema>;

/**
 * PUT /api/shopping-lists/:id/items/:itemId/aisle body: the line goes to `aisle`, and so does
 * every line of the same ingredient on the household's lists from then on.
 */
export const moveItemAisleSchema = z.object({ aisle: aisleIdSchema });
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

/** A row of the household's aisles as stored: a renamed or removed built-in, or its own. */
export interface StoredAisle {
  id: string;
  name: string;
  hidden: boolean;
}

/**
 * The household's aisles by id and name: the built-ins it did not remove (their first name until
 * renamed), then its own in the order they were added ('other' always stays).
 */
export function aislesOfHousehold(stored: readonly StoredAisle[]): Map<string, string> {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const aisles = new Map<string, string>();
  for (const aisle of AISLES) {
    const row = byId.get(aisle);
    if (row?.hidden && aisle !== 'other') continue;
    aisles.set(aisle, row && !row.hidden ? row.name : builtInAisleName(aisle));
  }
  for (const row of stored) {
    if (!row.hidden && OWN_AISLE_ID.test(row.id)) aisles.set(row.id, row.name);
  }
  return aisles;
}

/**
 * Every aisle of `aisles` once, in the stored order: ids no longer the household's are left out,
 * and aisles the stored order does not name follow, 'other' kept last among them.
 */
export function orderOfAisles(
  stored: readonly string[] | null | undefined,
  aisles: ReadonlyMap<string, string> | ReadonlySet<string>,
): string[] {
  const order = [...new Set((stored ?? []).filter((id) => aisles.has(id)))];
  const missing = [...aisles.keys()].filter((id) => !order.includes(id));
  const other = missing.indexOf('other');
  if (other >= 0) missing.push(...missing.splice(other, 1));
  return [...order, ...missing];
}
