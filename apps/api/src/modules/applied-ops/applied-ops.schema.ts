import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { momentNow } from '../../db/columns.js';
import { ownTables } from '../../db/owned-tables.js';

/**
 * Writes sent from a cook's device with an id of their own (decision 029): a write sent again
 * after its answer was lost finds its id here and changes nothing. Rows older than 30 days are
 * deleted by later writes.
 */
export const appliedOps = pgTable(
  'applied_ops',
  {
    opId: uuid('op_id').notNull(),
    userSub: text('user_sub').notNull(),
    createdOn: momentNow('created_on'),
  },
  (t) => [
    // Keyed by the cook first: an id another cook used first neither blocks nor replays theirs.
    primaryKey({ columns: [t.userSub, t.opId] }),
    index('applied_ops_created_idx').on(t.createdOn),
  ],
);

ownTables('applied-ops', [
  { table: appliedOps, accountColumns: [appliedOps.userSub], uniqueWith: [appliedOps.opId] },
]);
