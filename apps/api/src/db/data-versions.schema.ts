import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.js';

/*
 * Which version of each data step last went over the stored rows (migration 0027): a step whose
 * version in the code is higher runs again at the next start
 * (modules/recipes/ingredients-reread.repository.ts, through data-versions.ts).
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  doneAt: moment('done_at'),
});
