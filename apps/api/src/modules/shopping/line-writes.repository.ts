import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aisleViewSql, chosenAisleSql, chosenAislesSql } from '../aisles/index.js';
import { opSeenSql, recordOpSql } from '../applied-ops/index.js';
import { householdIdOfSql, membersJsonSql } from '../households/index.js';
import { lineChangedNotice } from './list-channel.repository.js';
import type { ShoppingItemShareRow, ShoppingItemSourceRow } from './shopping.schema.js';
import type { ItemPatch, ItemRow, ListRow, MemberRow, NewItemRow } from './shopping-rows.js';

/**
 * The list locked for a write of one line, read in the statement that locks it: whether the caller
 * may use it is part of that statement's condition (only the household's members find it).
 */
interface LockedList {
  list: ListRow;
  itemCount: number;
  uncheckedCount: number;
  /** The caller applied this op id before. */
  seen: boolean;
  /** The aisle the household chose for the key the write gives its line, if any. */
  chosenAisle: string | undefined;
}

export interface LockedLine extends LockedList {
  item: ItemRow | undefined;
  /** The aisle the household chose for the line's key as it is. */
  itemAisle: string | undefined;
}

export interface LockedForAdd extends LockedList {
  members: MemberRow[];
  items: ItemRow[];
  /** The household's aisles and the list's order (aisleViewOf reads it). */
  aisleOrder: unknown;
  /** The household's aisles for the keys of the list's lines and of the line added. */
  chosen: Map<string, string>;
}

/** A line's write, once committed: the line and when the list changed. */
export interface WrittenLine {
  item: ItemRow;
  listUpdatedOn: Date;
}

type Raw = Record<string, unknown>;

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));
const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A line as a row or a JSON object of the database (snake_case; times as dates or text). */
function itemOf(raw: Raw): ItemRow {
  return {
    id: String(raw['id']),
    listId: String(raw['list_id']),
    ingredient: String(raw['ingredient']),
    ingredientKey: String(raw['ingredient_key']),
    quantity: raw['quantity'] === null ? null : Number(raw['quantity']),
    units: String(raw['units']),
    aisle: String(raw['aisle']),
    checked: raw['checked'] === true,
    sources: raw['sources'] as ShoppingItemSourceRow[],
    shares: raw['shares'] as ShoppingItemShareRow[] | null,
    version: Number(raw['version']),
    createdOn: dateOf(raw['created_on']),
    updatedOn: dateOf(raw['updated_on']),
  };
}

function listOf(raw: Raw): ListRow {
  return {
    id: String(raw['id']),
    householdId: String(raw['household_id']),
    ownerSub: String(raw['owner_sub']),
    ownerName: String(raw['owner_name']),
    name: String(raw['name']),
    unitSystem: raw['unit_system'] === 'us' ? 'us' : 'metric',
    createdOn: dateOf(raw['created_on']),
    updatedOn: dateOf(raw['updated_on']),
  };
}

const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

/**
 * The writes of one line (a tick, a rewrite, a free item): one statement locks the list and reads
 * what the write needs, one writes the line, records the op id, marks the list changed and
 * announces it. The lock waits for another write of the list; the statement's reads are then
 * older than the lock, so they are read once more (`fresh`: the row locked is the row read).
 */
export class LineWritesRepository {
  constructor(private readonly db: Db) {}

  /**
   * Locks the list `sub` may use, with its line `itemId`; undefined when the list is not theirs
   * (or not there). `key` is the merge key the write gives the line (its own for a tick).
   */
  async lockLine(
    listId: string,
    itemId: string | undefined,
    sub: string,
    opId: string | undefined,
    key: string | undefined,
  ): Promise<LockedLine | undefined> {
    const ofItem = (column: SQL) => sql`(select ${column} from shopping_list_items i
        where i.list_id = l.id and i.id = ${itemId ?? null}::uuid)`;
    const extra = sql`,
      ${ofItem(sql`to_jsonb(i)`)} as item,
      ${chosenAisleSql(sql`l.household_id`, ofItem(sql`i.ingredient_key`))} as item_aisle`;
    const raw = await this.locked(listId, sub, opId, key, extra);
    if (!raw) return undefined;
    const item = raw['item'] as Raw | null;
    return {
      ...lockedListOf(raw),
      item: item ? itemOf(item) : undefined,
      itemAisle: asString(raw['item_aisle']),
    };
  }

  /** Locks the list `sub` may use, with what a whole-list answer needs; undefined when not theirs. */
  async lockForAdd(
    listId: string,
    sub: string,
    opId: string | undefined,
    key: string,
  ): Promise<LockedForAdd | undefined> {
    const extra = sql`,
      (select coalesce(jsonb_agg(to_jsonb(i) order by i.created_on, i.id), '[]'::jsonb)
        from shopping_list_items i where i.list_id = l.id) as items,
      ${membersJsonSql(sql`l.household_id`, sub)} as members,
      ${aisleViewSql(sql`l.household_id`, sql`l.id`)} as aisle_order,
      ${chosenAislesSql(
        sql`l.household_id`,
        sql`(select i.ingredient_key from shopping_list_items i where i.list_id = l.id)`,
      )} as chosen`;
    const raw = await this.locked(listId, sub, opId, key, extra);
    if (!raw) return undefined;
    const chosen = new Map(Object.entries(raw['chosen'] as Record<string, string>));
    const locked = lockedListOf(raw);
    if (locked.chosenAisle !== undefined) chosen.set(key, locked.chosenAisle);
    return {
      ...locked,
      items: (raw['items'] as Raw[]).map(itemOf),
      members: raw['members'] as MemberRow[],
      aisleOrder: raw['aisle_order'],
      chosen,
    };
  }

  /**
   * Writes the line's new state and grows its version (it counts as changed at `updatedOn`, or
   * now); undefined when the op id was recorded meanwhile (the edit was applied already).
   */
  updateLine(
    listId: string,
    itemId: string,
    patch: ItemPatch,
    updatedOn: Date | undefined,
    op: { opId: string | undefined; sub: string },
  ): Promise<WrittenLine | undefined> {
    const set = Object.entries({
      ingredient: patch.ingredient,
      ingredient_key: patch.ingredientKey,
      units: patch.units,
      aisle: patch.aisle,
    })
      .filter(([, value]) => value !== undefined)
      .map(([column, value]) => sql`${sql.identifier(column)} = ${value}::text`);
    if (patch.quantity !== undefined) set.push(sql`quantity = ${patch.quantity}::float8`);
    if (patch.checked !== undefined) set.push(sql`checked = ${patch.checked}::boolean`);
    if (patch.sources !== undefined) {
      set.push(sql`sources = ${JSON.stringify(patch.sources)}::jsonb`);
    }
    if (patch.shares !== undefined) {
      set.push(sql`shares = ${patch.shares === null ? null : JSON.stringify(patch.shares)}::jsonb`);
    }
    set.push(sql`version = version + 1`);
    set.push(sql`updated_on = coalesce(${updatedOn?.toISOString() ?? null}::timestamptz, now())`);
    return this.announced(
      listId,
      op,
      sql`update shopping_list_items set ${sql.join(set, sql`, `)}
        where list_id = ${listId}::uuid and id = ${itemId}::uuid and ${opApplies(op.opId)}
        returning *`,
    );
  }

  /** Adds the line; undefined when the op id was recorded meanwhile (it was added already). */
  insertLine(
    line: NewItemRow,
    op: { opId: string | undefined; sub: string },
  ): Promise<WrittenLine | undefined> {
    return this.announced(
      line.listId,
      op,
      sql`insert into shopping_list_items
          (list_id, ingredient, ingredient_key, quantity, units, aisle, sources, shares,
            created_on)
        select ${line.listId}::uuid, ${line.ingredient}::text, ${line.ingredientKey}::text,
          ${line.quantity ?? null}::float8, ${line.units ?? ''}::text, ${line.aisle}::text,
          ${JSON.stringify(line.sources ?? [])}::jsonb,
          ${line.shares ? JSON.stringify(line.shares) : null}::jsonb,
          coalesce(${line.createdOn?.toISOString() ?? null}::timestamptz, now())
        where ${opApplies(op.opId)}
        returning *`,
    );
  }

  /** The statement that locks the list, checks the caller and reads; read again when it waited. */
  private async locked(
    listId: string,
    sub: string,
    opId: string | undefined,
    key: string | undefined,
    extra: SQL,
  ): Promise<Raw | undefined> {
    const statement = sql`
      select to_jsonb(l) as list,
        l.xmin = (select s.xmin from shopping_lists s where s.id = l.id) as fresh,
        (select count(*)::int from shopping_list_items i where i.list_id = l.id) as item_count,
        (select count(*)::int from shopping_list_items i
          where i.list_id = l.id and not i.checked) as unchecked_count,
        ${opSeenSql(sub, opId)} as seen,
        ${chosenAisleSql(sql`l.household_id`, sql`${key ?? null}::text`)} as chosen_aisle
        ${extra}
      from shopping_lists l
      where l.id = ${listId}::uuid and l.household_id = ${householdIdOfSql(sub)}
      for update of l`;
    const [first] = rowsOf(await this.db.execute(statement));
    if (!first || first['fresh'] === true) return first;
    // Another write of the list committed while this one waited for it: its reads were older.
    const [again] = rowsOf(await this.db.execute(statement));
    return again;
  }

  /**
   * `change` (a statement that answers the line) together with the op id's record, the list
   * marked changed and the notice of the line's new version, in one statement.
   */
  private async announced(
    listId: string,
    { opId, sub }: { opId: string | undefined; sub: string },
    change: SQL,
  ): Promise<WrittenLine | undefined> {
    const [raw] = rowsOf(
      await this.db.execute(sql`
        with ${recordOpSql(sub, opId)},
        line as (${change}),
        touched as (
          update shopping_lists set updated_on = now()
          where id = ${listId}::uuid and exists (select 1 from line)
          returning id, updated_on
        ),
        told as (${lineChangedNotice})
        select to_jsonb(n) as item, t.updated_on as list_updated_on,
          (select count(*)::int from told) as told
        from line n, touched t`),
    );
    if (!raw) return undefined;
    return { item: itemOf(raw['item'] as Raw), listUpdatedOn: dateOf(raw['list_updated_on']) };
  }
}

/** With an op id, the write happens only when this statement recorded it. */
const opApplies = (opId: string | undefined): SQL =>
  opId === undefined ? sql`true` : sql`exists (select 1 from recorded)`;

function lockedListOf(raw: Raw): LockedList {
  return {
    list: listOf(raw['list'] as Raw),
    itemCount: Number(raw['item_count']),
    uncheckedCount: Number(raw['unchecked_count']),
    seen: raw['seen'] === true,
    chosenAisle: asString(raw['chosen_aisle']),
  };
}
