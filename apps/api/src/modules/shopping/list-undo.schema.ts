import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, moment, momentNow, rowId } from '../../db/columns.js';
import {
  shoppingLists,
  type ShoppingItemShareRow,
  type ShoppingItemSourceRow,
} from './shopping.schema.js';

/** A line of a list as a removal took it (or as it was before a recipe's share left it). */
export interface UndoLineRow {
  id: string;
  ingredient: string;
  ingredientKey: string;
  quantity: number | null;
  units: string;
  aisle: string;
  checked: boolean;
  sources: ShoppingItemSourceRow[];
  shares: ShoppingItemShareRow[] | null;
  version: number;
  /** ISO time: the line comes back to its place in the list. */
  createdOn: string;
}

/** A line a recipe's removal subtracted from: as it was before, and the version it was left at. */
export interface ReducedLineRow {
  before: UndoLineRow;
  version: number;
}

export type UndoKind = 'item' | 'recipe' | 'ticked';

/**
 * What a removal took off a shopping list (migration 0031), kept until `expires_on` so a cook of
 * the list's household can put it back once (list-undo.ts). It goes with its list; a household's
 * move drops its lists' undo rows (household-lists.repository.ts).
 */
export const shoppingListUndos = pgTable(
  'shopping_list_undos',
  {
    id: rowId(),
    listId: belongsTo('list_id', () => shoppingLists.id),
    kind: text('kind').$type<UndoKind>().notNull(),
    /** The recipe whose lines were taken off (kind `recipe`). */
    recipeId: uuid('recipe_id'),
    taken: jsonb('taken').$type<UndoLineRow[]>().notNull().default([]),
    reduced: jsonb('reduced').$type<ReducedLineRow[]>().notNull().default([]),
    undoneOn: moment('undone_on'),
    createdOn: momentNow('created_on'),
    expiresOn: moment('expires_on').notNull(),
  },
  (t) => [
    index('shopping_list_undos_list_idx').on(t.listId),
    index('shopping_list_undos_expires_idx').on(t.expiresOn),
  ],
);

export type ListUndoRow = typeof shoppingListUndos.$inferSelect;
