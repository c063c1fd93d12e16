import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './owned-tables.js';

/**
 * One table of the family kitchen as a backup writes it and a restore reads it back
 * (modules/export): given by the module that owns the table. `Row` is the table's row, `Entry`
 * the backup's entry (packages/shared's export format), `RowIn` the row a restore writes.
 */
export interface BackupPart<Row, Entry, RowIn = Row> {
  table: PgTable;
  /**
   * The primary key's columns by the row's property of each, in order: a backup reads the table
   * a page at a time after the key of the last row read, which a row written or deleted
   * meanwhile cannot shift the way an offset would.
   */
  key: readonly (keyof Row & string)[];
  toBackup(row: Row): Entry;
  toRow(entry: Entry): RowIn;
  /** Writes restored rows when a plain insert does not fit (a row that is there already). */
  restore?: (tx: Tx, rows: RowIn[]) => Promise<void>;
}

/** A time as a backup writes it. */
export const iso = (date: Date): string => date.toISOString();

/** The part's key columns, each with the row's property it holds. */
export function keyColumnsOf<Row>(
  part: Pick<BackupPart<Row, unknown>, 'table' | 'key'>,
): [PgColumn, keyof Row & string][] {
  const columns = getTableColumns(part.table);
  return part.key.map((property) => {
    const column = columns[property];
    if (!column) throw new Error(`No column ${property} in the backup part's table`);
    return [column, property];
  });
}
