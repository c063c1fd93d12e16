/* The aisles' limits and messages, apart from their zod schemas (aisles.ts re-exports them). */

export const AISLE_LIMITS = {
  /** Aisles a household adds of its own. */
  ownAisles: 30,
  /** Shops a household names. */
  shops: 10,
  nameMax: 40,
} as const;

export const AISLE_MESSAGES = {
  aisleInvalid: 'aisle must be one of your household’s aisles',
  orderInvalid: 'order must name every aisle of your household once',
  opIdInvalid: 'op_id must be a uuid',
  aisleIdInvalid: 'aisleId must be one of the seven aisles or an id the site gave an aisle',
  aisleNotFound: 'Aisle not found',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${AISLE_LIMITS.nameMax} characters`,
  aislesFull: `Your household has ${AISLE_LIMITS.ownAisles} aisles of its own already. Remove one to add another.`,
  otherStays: '“Other” always stays: it holds what no other aisle sells.',
  shopIdInvalid: 'shop_id must be one of your household’s shops, or null',
  shopNotFound: 'Shop not found',
  shopPathInvalid: 'shopId must be a uuid',
  shopsFull: `Your household has ${AISLE_LIMITS.shops} shops already. Remove one to add another.`,
} as const;
