import {
  getShoppingList,
  listShoppingLists,
  type ShoppingList,
  type ShoppingListSummary,
  type UpdatedItem,
} from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey } from '../../lib/endpoint-query';

/** The key of one list's read, as the list's page reads it. */
export const listKey = (id: string) => endpointKey(getShoppingList, { params: { id } });

/** The numbers of a list its overview shows, as a line's answer carries them. */
type ListNumbers = Pick<ShoppingListSummary, 'item_count' | 'unchecked_count' | 'updated_on'>;

/**
 * Puts a list's new numbers into the overview, if it is cached: the list changed last, so it
 * comes first. Nothing is read for it.
 */
function storeNumbers(queryClient: QueryClient, listId: string, numbers: ListNumbers) {
  queryClient.setQueryData(endpointKey(listShoppingLists, {}), (rows) => {
    const row = rows?.find((r) => r._id === listId);
    if (!rows || !row) return rows;
    const { item_count, unchecked_count, updated_on } = numbers;
    return [
      { ...row, item_count, unchecked_count, updated_on },
      ...rows.filter((r) => r._id !== listId),
    ];
  });
}

/** A free item's answer, the whole list: shown as it is, its numbers in the overview. */
export function storeWholeList(queryClient: QueryClient, list: ShoppingList): void {
  queryClient.setQueryData(listKey(list._id), list);
  storeNumbers(queryClient, list._id, list);
}

const byName = (a: { ingredient: string }, b: { ingredient: string }) =>
  a.ingredient.localeCompare(b.ingredient, 'en', { sensitivity: 'base' });

/**
 * A line's answer put in place of the line (unless the cache holds a later version): a line
 * typed again is sorted by its new name, as the list comes from the server. With the list's
 * numbers in the answer, the list and the overview take them, and nothing needs to be read.
 */
export function storeLine(queryClient: QueryClient, listId: string, answer: UpdatedItem): void {
  const { list: numbers, conflict: _conflict, ...item } = answer;
  queryClient.setQueryData(listKey(listId), (list) => {
    if (!list || typeof item._id !== 'string') return list;
    let renamed = false;
    const replaced = list.items.map((line) => {
      if (line._id !== item._id || line.version > item.version) return line;
      renamed ||= line.ingredient !== item.ingredient;
      return { ...line, ...item };
    });
    const items = renamed ? [...replaced].sort(byName) : replaced;
    return {
      ...list,
      items,
      unchecked_count: items.filter((line) => !line.checked).length,
      ...(numbers ?? {}),
    };
  });
  if (numbers) storeNumbers(queryClient, listId, numbers);
}

/**
 * Whether an answer carries all the page shows: a free item's whole list, or a line's with its
 * list's numbers. An answer without them (a write applied before) leaves the list to be read.
 */
export function answerIsComplete(kind: 'add' | 'check' | 'edit', answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  return kind === 'add' ? 'items' in answer : 'list' in answer;
}
