import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { momentNow, rowId } from '../../db/columns.js';
import { outboxColumns } from '../../db/outbox.js';

/**
 * Mail the site sends to its members (moderation results, the admins' daily digest), stored before
 * it is sent and delivered by the same outbox as contact messages (decision 019).
 */
export const noticeMails = pgTable(
  'notice_mails',
  {
    id: rowId(),
    kind: text('kind').$type<'approved' | 'denied' | 'digest' | 'household-invitation'>().notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipeId: uuid('recipe_id'),
    ...outboxColumns(),
  },
  (t) => [index('notice_mails_outbox_idx').on(t.status, t.nextAttemptAt)],
);

/** Administrators who asked for the daily digest of new submissions (off by default). */
export const digestSubscriptions = pgTable('digest_subscriptions', {
  email: text('email').primaryKey(),
  createdOn: momentNow('created_on'),
});

/**
 * One row per day whose digest has been claimed: the instance whose insert wins sends it, so
 * several instances never send the same day's digest twice.
 */
export const digestRuns = pgTable('digest_runs', {
  day: text('day').primaryKey(),
  claimedAt: momentNow('claimed_at'),
  recipes: integer('recipes').notNull().default(0),
});

export type NoticeMailRow = typeof noticeMails.$inferSelect;
