import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/columns.js';

/** Fixed-window request counters shared by every API instance (docs/architecture.md). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: moment('window_start').notNull(),
  hits: integer('hits').notNull().default(0),
});
