import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { rowId } from '../../db/columns.js';
import { outboxColumns } from '../../db/outbox.js';

/** Contact messages, stored before they are sent and delivered by the outbox (decision 007). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: rowId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    ...outboxColumns(),
  },
  (t) => [index('contact_messages_outbox_idx').on(t.status, t.nextAttemptAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
