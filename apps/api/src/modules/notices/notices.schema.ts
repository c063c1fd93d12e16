import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export type NoticeMailRow = typeof noticeMails.$inferSelect;
