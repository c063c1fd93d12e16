import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { momentNow } from '../../../db/columns.js';
import { ownTables } from '../../../db/owned-tables.js';

/*
 * The accounts of a restored backup (migration 0024): each account id (`sub`) of the installation
 * that wrote the backup, with its email address there. The restored rows keep that `sub` until a
 * cook signs in with that address, verified: then every row of the `sub` becomes theirs and the
 * row here goes (account-claim.repository.ts).
 */
export const restoredAccounts = pgTable(
  'restored_accounts',
  {
    sub: text('sub').primaryKey(),
    email: text('email').notNull(),
    restoredOn: momentNow('restored_on'),
  },
  (t) => [index('restored_accounts_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * `sub` is the waiting account itself, not a cook's row: a claim deletes the row instead of
 * moving it.
 */
ownTables('identity', [
  { table: restoredAccounts, accountColumns: [], keptAccountColumns: [restoredAccounts.sub] },
]);
