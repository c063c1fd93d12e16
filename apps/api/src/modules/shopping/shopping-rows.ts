import type { shoppingListItems, shoppingLists } from '../../db/schema.js';

/*
 * The shopping lists' rows as the repositories read and write them, and the channel their changes
 * are announced on: shared by shopping.repository.ts and line-writes.repository.ts.
 */

export type ListRow = typeof shoppingLists.$inferSelect;
/** A member of the list's household, as the list shows them. */
export interface MemberRow {
  sub: string;
  name: string;
  email: string;
}
export type ItemRow = typeof shoppingListItems.$inferSelect;
export type NewItemRow = typeof shoppingListItems.$inferInsert;
export type ItemPatch = Partial<
  Pick<
    ItemRow,
    | 'ingredient'
    | 'ingredientKey'
    | 'quantity'
    | 'units'
    | 'aisle'
    | 'checked'
    | 'sources'
    | 'shares'
  >
>;

/** The database channel a list's changes are announced on (list-events.ts listens). */
export const LIST_CHANNEL = 'shopping_list';
