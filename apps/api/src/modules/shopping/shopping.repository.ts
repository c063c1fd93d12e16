import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppliedOps } from '../applied-ops/index.js';
import { HouseholdAislesRepository } from '../aisles/index.js';
import { householdIdOf, memberCount, membersOf } from '../households/index.js';
import { recipesForLists, type RecipeForList } from '../recipes/index.js';
import { LineWritesRepository } from './line-writes.repository.js';
import { notifyList, notifySessionEnded, type ListNotice } from './list-channel.repository.js';
import type { ItemPatch, ItemRow, ListRow, MemberRow, NewItemRow } from './shopping-rows.js';
import { shoppingListItems, shoppingLists } from './shopping.schema.js';
import { ListCleanupRepository } from './list-cleanup.repository.js';
import { ListUndoRepository } from './list-undo.repository.js';

/** A list as its summary shows it, with the counts of its lines. */
export interface ListSummaryRow extends ListRow {
  memberCount: number;
  itemCount: number;
  uncheckedCount: number;
}

/** Selected columns are written unqualified, so the counts name the outer list row in full. */
const listIdColumn = sql.raw('"shopping_lists"."id"');

/** The only code that reads and writes shopping lists and their lines. */
export class ShoppingRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `work` in one transaction, with a repository bound to it. Everything a write reads
   * (the list's lines before a merge, the caller's household) is read under the list's lock.
   */
  transaction<T>(work: (tx: ShoppingRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ShoppingRepository(tx as unknown as Db)));
  }

  /** Locks the list row until the transaction ends: concurrent writes to it wait in turn. */
  async lockList(id: string): Promise<ListRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shoppingLists)
      .where(eq(shoppingLists.id, id))
      .for('update');
    return row;
  }

  async findList(id: string): Promise<ListRow | undefined> {
    const [row] = await this.db.select().from(shoppingLists).where(eq(shoppingLists.id, id));
    return row;
  }

  /** The household the cook is a member of now, if any. */
  householdIdOf(sub: string): Promise<string | undefined> {
    return householdIdOf(this.db, sub);
  }

  /** The household's lists, most recently changed first. */
  async listsOf(householdId: string): Promise<ListSummaryRow[]> {
    const members = await memberCount(this.db, householdId);
    const rows = await this.db
      .select({
        id: shoppingLists.id,
        householdId: shoppingLists.householdId,
        ownerSub: shoppingLists.ownerSub,
        ownerName: shoppingLists.ownerName,
        name: shoppingLists.name,
        unitSystem: shoppingLists.unitSystem,
        createdOn: shoppingLists.createdOn,
        updatedOn: shoppingLists.updatedOn,
        itemCount: sql<number>`(select count(*)::int from ${shoppingListItems} i where i.list_id = ${listIdColumn})`,
        uncheckedCount: sql<number>`(select count(*)::int from ${shoppingListItems} i where i.list_id = ${listIdColumn} and not i.checked)`,
      })
      .from(shoppingLists)
      .where(eq(shoppingLists.householdId, householdId))
      .orderBy(desc(shoppingLists.updatedOn), desc(shoppingLists.id));
    const others = Math.max(members - 1, 0);
    return rows.map((row) => ({ ...row, memberCount: others }));
  }

  /** How many lists the household keeps. */
  async countOf(householdId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(shoppingLists)
      .where(eq(shoppingLists.householdId, householdId));
    return row?.n ?? 0;
  }

  async createList(values: typeof shoppingLists.$inferInsert): Promise<ListRow> {
    const [row] = await this.db.insert(shoppingLists).values(values).returning();
    if (!row) throw new Error('The list was not stored');
    return row;
  }

  /** Changes the list's own fields (if any) and marks it changed now. */
  async touchList(
    id: string,
    patch: Partial<Pick<ListRow, 'name' | 'unitSystem'>> = {},
  ): Promise<ListRow | undefined> {
    const [row] = await this.db
      .update(shoppingLists)
      .set({ ...patch, updatedOn: sql`now()` })
      .where(eq(shoppingLists.id, id))
      .returning();
    return row;
  }

  async deleteList(id: string): Promise<void> {
    await this.db.delete(shoppingLists).where(eq(shoppingLists.id, id));
  }

  /** The other members of the household, oldest member first: who else sees the list. */
  members(householdId: string, except: string): Promise<MemberRow[]> {
    return membersOf(this.db, householdId, except);
  }

  /** The list's lines in the order they were made. */
  items(listId: string): Promise<ItemRow[]> {
    return this.db
      .select()
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, listId))
      .orderBy(asc(shoppingListItems.createdOn), asc(shoppingListItems.id));
  }

  async countItems(listId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(shoppingListItems)
      .where(eq(shoppingListItems.listId, listId));
    return row?.n ?? 0;
  }

  /** The line, locked until the transaction ends: its version is checked and written at once. */
  async lockItem(listId: string, itemId: string): Promise<ItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, itemId)))
      .for('update');
    return row;
  }

  /** The ids of writes sent from cooks' devices, in this repository's transaction. */
  ops(): AppliedOps {
    return new AppliedOps(this.db);
  }

  /** A list's clean-up writes (list-cleanup.ts), in this repository's transaction. */
  cleanup(): ListCleanupRepository {
    return new ListCleanupRepository(this.db);
  }

  /** What removals took, to be put back (list-undo.ts), in this repository's transaction. */
  undos(): ListUndoRepository {
    return new ListUndoRepository(this.db);
  }

  /** The writes of one line (line-writes.repository.ts), in this repository's transaction. */
  lines(): LineWritesRepository {
    return new LineWritesRepository(this.db);
  }

  /** The household's aisles (modules/aisles), in this repository's transaction. */
  aisles(): HouseholdAislesRepository {
    return new HouseholdAislesRepository(this.db);
  }

  async insertItems(values: NewItemRow[]): Promise<void> {
    if (values.length > 0) await this.db.insert(shoppingListItems).values(values);
  }

  /**
   * Writes the line's new state and grows its version; the line counts as changed at `updatedOn`
   * (an edit made earlier on a cook's device), or now.
   */
  async updateItem(
    listId: string,
    itemId: string,
    patch: ItemPatch,
    updatedOn?: Date,
  ): Promise<ItemRow | undefined> {
    const [row] = await this.db
      .update(shoppingListItems)
      .set({
        ...patch,
        version: sql`${shoppingListItems.version} + 1`,
        updatedOn: updatedOn ?? sql`now()`,
      })
      .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, itemId)))
      .returning();
    return row;
  }

  recipesByIds(ids: string[]): Promise<RecipeForList[]> {
    return recipesForLists(this.db, ids);
  }

  /** Announces the change on the lists' channel (list-channel.repository.ts) once committed. */
  notify(notice: ListNotice): Promise<void> {
    return notifyList(this.db, notice);
  }

  notifySessionEnded(session: string): Promise<void> {
    return notifySessionEnded(this.db, session);
  }
}
