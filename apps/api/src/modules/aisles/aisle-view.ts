import {
  aisleOf,
  aislesOfHousehold,
  orderOfAisles,
  type StoredAisle,
} from '@family-recipes/shared';

/*
 * The household's aisles as a list shows them (decision 048): its aisles by id and name, the
 * order of the list's shop or else the household's, and where a line is shown. Read by one SQL
 * expression (aisleViewSql, aisles.repository.ts), so a write of shopping reads it in the
 * statement that locks the list.
 */

/** What a list needs of its household's aisles. */
export interface AisleView {
  /** The order the list is walked in: every aisle of the household once. */
  order: string[];
  /** Each aisle's name, by id. */
  names: Record<string, string>;
  /** The shop the list is set to, if it is one of the household's. */
  shopId: string | null;
  /** The household's shops a list may be set to. */
  shops: { id: string; name: string }[];
}

interface RawView {
  order?: unknown;
  shop?: { id?: unknown; aisles?: unknown } | null;
  aisles?: unknown;
  shops?: unknown;
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : undefined;

const storedAislesOf = (value: unknown): StoredAisle[] =>
  (Array.isArray(value) ? value : []).flatMap((row: Record<string, unknown>) =>
    typeof row['id'] === 'string' && typeof row['name'] === 'string'
      ? [{ id: row['id'], name: row['name'], hidden: row['hidden'] === true }]
      : [],
  );

/** The view from aisleViewSql's value (null: a household without aisle rows). */
export function aisleViewOf(raw: unknown): AisleView {
  const view = (raw ?? {}) as RawView;
  const aisles = aislesOfHousehold(storedAislesOf(view.aisles));
  const shop = view.shop && typeof view.shop.id === 'string' ? view.shop : undefined;
  return {
    order: orderOfAisles(strings(shop ? shop.aisles : view.order), aisles),
    names: Object.fromEntries(aisles),
    shopId: shop ? String(shop.id) : null,
    shops: (Array.isArray(view.shops) ? view.shops : []).flatMap((row: Record<string, unknown>) =>
      typeof row['id'] === 'string' && typeof row['name'] === 'string'
        ? [{ id: row['id'], name: row['name'] }]
        : [],
    ),
  };
}

/**
 * Where a line is shown: its aisle while the household has it, else the aisle it would be in by
 * itself, else 'other' (an aisle removed, or a list brought from another household).
 */
export function shownAisle(
  aisle: string,
  ingredient: string,
  names: Record<string, string>,
): string {
  if (Object.hasOwn(names, aisle)) return aisle;
  const automatic = aisleOf(ingredient);
  return Object.hasOwn(names, automatic) ? automatic : 'other';
}
