import type { shoppingListItems, shoppingLists } from './shopping.schema.js';

/*
 * The shopping lists' rows as the repositories read and write them: shared by
 * shopping.repository.ts and line-writes.repository.ts.
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
