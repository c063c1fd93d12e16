import { eq, sql } from 'drizzle-orm';
import { KITCHEN_LIMITS } from '@family-recipes/shared';
import type { Db } from '../../db/client.js';
import { ownTables, type JoinCount, type Tx } from '../../db/owned-tables.js';
import { notifyHouseholdLists } from './list-channel.repository.js';
import { ListUndoRepository } from './list-undo.repository.js';
import { shoppingListUndos } from './list-undo.schema.js';
import { shoppingLists } from './shopping.schema.js';

/*
 * What a change of a household's members does to its shopping lists, inside its transaction
 * (modules/households iterates src/db/owned-tables.ts). The lists' event streams stay open when
 * their lists move: the cook who brought them is in the new household.
 */

/**
 * The lists of household `from` join household `to`: on joining, as far as `to` has room for them
 * (`KITCHEN_LIMITS.listsPerCook`, most recently changed first; the rest stay behind and go with
 * `from`); merged by a claim, all of them.
 */
async function joinHousehold(tx: Tx, from: string, to: string, how: 'bring' | 'merge') {
  if (how === 'merge') {
    await tx
      .update(shoppingLists)
      .set({ householdId: to })
      .where(eq(shoppingLists.householdId, from));
    return;
  }
  await tx.execute(sql`
    update ${shoppingLists} set household_id = ${to}::uuid
    where id in (
      select id from ${shoppingLists} where household_id = ${from}::uuid
      order by updated_on desc, id desc
      limit greatest(${KITCHEN_LIMITS.listsPerCook} - (
        select count(*) from ${shoppingLists} where household_id = ${to}::uuid
      ), 0)
    )`);
}

/** How many lists `from` has, and how many of them `to` has room for. */
async function countLists(tx: Tx | Db, from: string, to: string): Promise<JoinCount> {
  const result = await tx.execute(sql`
    select (select count(*)::int from ${shoppingLists} where household_id = ${from}::uuid) as total,
      greatest(${KITCHEN_LIMITS.listsPerCook} - (
        select count(*)::int from ${shoppingLists} where household_id = ${to}::uuid
      ), 0) as room`);
  const [row] = (result as { rows: { total: number; room: number }[] }).rows;
  const total = row?.total ?? 0;
  return { part: 'lists', total, fits: Math.min(total, row?.room ?? 0) };
}

/*
 * A list belongs to its household; `owner_sub` is the member who made it, moved by a claim. A
 * member who leaves no longer reaches the lists: their open streams of them end at once. A
 * household that ends takes its lists with it: every stream of them ends.
 */
ownTables('shopping', [
  /*
   * What removals took from the household's lists (list-undo.ts) is dropped when another
   * household's rows join it or its rows join another (before its lists move): an undo never puts
   * lines back for cooks of another household. A member who leaves can no longer undo anyway.
   */
  {
    table: shoppingListUndos,
    accountColumns: [],
    joinHousehold: async (tx, from) => {
      await new ListUndoRepository(tx).dropOfHousehold(from);
    },
  },
  {
    table: shoppingLists,
    accountColumns: [shoppingLists.ownerSub],
    household: shoppingLists.householdId,
    joinHousehold,
    joinCount: countLists,
    leaveHousehold: (tx, householdId, leaver) =>
      notifyHouseholdLists(tx, householdId, { kind: 'left', sub: leaver }),
    endHousehold: (tx, householdId) => notifyHouseholdLists(tx, householdId, { kind: 'deleted' }),
  },
]);
