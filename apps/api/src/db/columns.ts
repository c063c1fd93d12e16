import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/* Column kinds that many tables of the schema declare alike. */

/** A table's own id: a random uuid. */
export const rowId = () => uuid('id').primaryKey().defaultRandom();

/** A moment, with its time zone. */
export const moment = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** A moment set to the time the row is written unless one is given. */
export const momentNow = <N extends string>(name: N) => moment(name).notNull().defaultNow();

/** The row of another table that this one belongs to, deleted with it. */
export const belongsTo = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });
