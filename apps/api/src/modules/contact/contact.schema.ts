import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Contact messages, stored before they are sent and delivered by the outbox (decision 007). */
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

export type ContactMessageRow = typeof contactMessages.$inferSelect;
