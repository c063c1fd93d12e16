import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Every table, for Drizzle and drizzle-kit: the recipes and their derived tables in
 * recipes.schema.ts, the family kitchen in kitchen.schema.ts, and the site's accounts, mail and
 * counters here. Everything else imports tables from this file.
 */
export * from './recipes.schema.js';
export * from './kitchen.schema.js';
export * from './households.schema.js';
export * from './aisles.schema.js';
export * from './pantry.schema.js';
export * from './restored-accounts.schema.js';
export * from './backups.schema.js';
export * from './cookbooks.schema.js';
export * from './data-versions.schema.js';

/**
 * Mail the site sends to its members (moderation results, the admins' daily digest), stored before
 * it is sent and delivered by the same outbox as contact messages (decision 019).
 */
export const noticeMails = pgTable(
  'notice_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'approved' | 'denied' | 'digest' | 'household-invitation'>().notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipeId: uuid('recipe_id'),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notice_mails_outbox_idx').on(t.status, t.nextAttemptAt)],
);

/** Administrators who asked for the daily digest of new submissions (off by default). */
export const digestSubscriptions = pgTable('digest_subscriptions', {
  email: text('email').primaryKey(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per day whose digest has been claimed: the instance whose insert wins sends it, so
 * several instances never send the same day's digest twice.
 */
export const digestRuns = pgTable('digest_runs', {
  day: text('day').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  recipes: integer('recipes').notNull().default(0),
});

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

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'sent'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_outbox_idx').on(t.status, t.nextAttemptAt)],
);

export type UserRow = typeof users.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NoticeMailRow = typeof noticeMails.$inferSelect;

/** Fixed-window request counters shared by every API instance (docs/architecture.md). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull().default(0),
});
