import { sql } from 'drizzle-orm';
import { jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The site's user records: name, email, the account's `sub`, birthday and groups. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The account's Cognito `sub`: whose record this is. Null until the account is known. */
    sub: text('sub'),
    birthDay: smallint('birth_day'),
    birthMonth: smallint('birth_month'),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
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
