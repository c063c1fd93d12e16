import { sql } from 'drizzle-orm';
import { jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { momentNow, rowId } from '../../db/columns.js';

/** The site's user records: name, email, the account's `sub`, birthday and groups. */
export const users = pgTable(
  'users',
  {
    id: rowId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The account's Cognito `sub`: whose record this is. Null until the account is known. */
    sub: text('sub'),
    birthDay: smallint('birth_day'),
    birthMonth: smallint('birth_month'),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    /** The site language the user reads in on every device; null follows each device. */
    language: text('language'),
    createdOn: momentNow('created_on'),
    updatedOn: momentNow('updated_on'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_sub_unique')
      .on(t.sub)
      .where(sql`${t.sub} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
