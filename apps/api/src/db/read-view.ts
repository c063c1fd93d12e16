import { getTableColumns, getTableName } from 'drizzle-orm';
import { QueryBuilder, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A table as other modules' queries read it: a subquery of its columns under the table's own
 * name, which PostgreSQL reads as the table itself (the same plans). The owning module exports it
 * (its index.ts); the others select from it, join and filter it, and cannot write through it.
 */
export function readView<T extends PgTable>(table: T) {
  return new QueryBuilder()
    .select(getTableColumns(table))
    .from(table as PgTable)
    .as(getTableName(table));
}
