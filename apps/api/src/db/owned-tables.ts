import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/*
 * The tables each module owns, as the work that crosses modules sees them: which columns hold a
 * cook's account id (`sub`) and which the household a row belongs to, and what the owning module
 * does when an account's rows move to another account (a restored account claimed,
 * modules/identity/accounts) or a household's rows join another household (modules/households).
 * Each module adds its own tables (`ownTables`); the iterating modules read them all
 * (`ownedTables`) without importing the owners. src/db/owned-tables.test.ts fails when a table of
 * the schema with an account or household column is in no entry.
 */

/** A transaction of the site's database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The modules whose tables hold an account or a household column, in the order a claim moves
 * them: the recipes first, the household membership last (it may merge two households).
 */
export const TABLE_OWNERS = [
  'recipes',
  'users',
  'favourites',
  'cooked',
  'shopping',
  'meal-plan',
  'cookbooks',
  'card-reader',
  'applied-ops',
  'pantry',
  'aisles',
  'households',
  'identity',
] as const;
export type TableOwner = (typeof TABLE_OWNERS)[number];

/**
 * How the rows of household `from` join household `to`: a cook who had it to themselves brings
 * what fits (`bring`, on joining), or a claim merges the two households whole (`merge`).
 */
export type HouseholdJoin = 'bring' | 'merge';

/**
 * What a cook joining another household keeps of one kind of the rows of the household they had
 * to themselves: how many there are, and how many `bring` would move (the rest would be deleted).
 */
export interface JoinCount {
  part: 'meals' | 'lists';
  total: number;
  fits: number;
}

/** One table of a module, with what the work across modules needs to know of its rows. */
export interface OwnedTable {
  table: PgTable;
  /** The columns holding a cook's account id: a claim gives their rows to the claimer. */
  accountColumns: readonly PgColumn[];
  /** Account columns a claim leaves as they are (the entry's doc comment says why). */
  keptAccountColumns?: readonly PgColumn[];
  /**
   * With the account column, a unique key's other columns: where the claimer has a row with the
   * same values, theirs stays and the old account's row is deleted (`repeated: 'delete'`, the
   * default) or loses its account (`'unset'`). An empty list: an account has one row at most.
   */
  uniqueWith?: readonly PgColumn[];
  repeated?: 'delete' | 'unset';
  /** The column naming the household the row belongs to: it goes with its household. */
  household?: PgColumn;
  /** A claim's move of the rows, when setting the account columns is not enough; rows moved. */
  moveAccount?: (tx: Tx, from: string, to: string) => Promise<number>;
  /** What follows once rows became `sub`'s (after every table moved, or recipes were claimed). */
  afterAccountGains?: (tx: Tx, sub: string) => Promise<void>;
  /**
   * The waiting accounts of the address `email` (compare with canonicalEmail) were claimed by
   * `sub`: rows that name the address but no account may become `sub`'s too.
   */
  addressClaimed?: (tx: Tx, email: string, sub: string) => Promise<void>;
  /** The rows of household `from` join household `to`, before `from` ends. */
  joinHousehold?: (tx: Tx, from: string, to: string, how: HouseholdJoin) => Promise<void>;
  /** How many of household `from`'s rows a join into `to` would bring, of how many. */
  joinCount?: (tx: Tx | Db, from: string, to: string) => Promise<JoinCount>;
  /** `leaver` leaves the household, whose owner (if any) stays. */
  leaveHousehold?: (tx: Tx, householdId: string, leaver: string, owner?: string) => Promise<void>;
  /** The household is about to be deleted, with whatever of its rows is still in it. */
  endHousehold?: (tx: Tx, householdId: string) => Promise<void>;
}

export interface RegisteredTable extends OwnedTable {
  module: TableOwner;
}

const registry = new Map<TableOwner, RegisteredTable[]>();

/** Adds the module's tables (once its file is loaded; loading it again replaces them). */
export function ownTables(module: TableOwner, tables: readonly OwnedTable[]): void {
  registry.set(
    module,
    tables.map((table) => ({ ...table, module })),
  );
}

/**
 * Every module's tables, in the order of TABLE_OWNERS. Throws while a module has not added its
 * own: work that moves an account's rows must never leave a module's rows behind unseen.
 */
export function ownedTables(): RegisteredTable[] {
  const missing = TABLE_OWNERS.filter((module) => !registry.has(module));
  if (missing.length > 0) {
    throw new Error(`The tables of modules ${missing.join(', ')} are not registered yet`);
  }
  return TABLE_OWNERS.flatMap((module) => registry.get(module) ?? []);
}

/** Runs each table's `afterAccountGains`: rows became `sub`'s. */
export async function afterAccountGains(tx: Tx, sub: string): Promise<void> {
  for (const owned of ownedTables()) await owned.afterAccountGains?.(tx, sub);
}
