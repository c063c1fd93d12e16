import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { CardReaderAnswer, CardRead } from '@family-recipes/shared';
import { belongsTo, momentNow, rowId } from '../../db/columns.js';
import { ownTables } from '../../db/owned-tables.js';

/*
 * The server reader of recipe cards (migration 0041): its settings, each cook's reads and the
 * photos a read waits with. A read is counted against the month's budget from the moment it is
 * reserved (`charged`) until it fails without the model having answered.
 */

/** PGlite gives bytes as a Uint8Array, pg as a Buffer; the module reads a Buffer either way. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One row (id 1, made by the migration): the reader's address, model and key. The key is kept
 * sealed (key-seal.ts) under a key file in DATA_DIR, so a copy of the database alone does not
 * give it away.
 */
export const cardReaderSettings = pgTable(
  'card_reader_settings',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    endpoint: text('endpoint').notNull().default(''),
    model: text('model').notNull().default(''),
    /** base64 of IV, tag and ciphertext; null when no key is kept. */
    apiKeySealed: text('api_key_sealed'),
    monthlyBudget: integer('monthly_budget').notNull().default(0),
    perCookLimit: integer('per_cook_limit').notNull().default(0),
    updatedOn: momentNow('updated_on'),
  },
  (t) => [check('card_reader_settings_one_row', sql`${t.id} = 1`)],
);

export type CardReaderSettingsRow = typeof cardReaderSettings.$inferSelect;

export type CardReadStatus = CardRead['status'];

/**
 * A cook's read of one card. `updated_on` moves with every step, so a read in a running status
 * whose `updated_on` is old belongs to a process that stopped.
 */
export const cardReads = pgTable(
  'card_reads',
  {
    id: rowId(),
    cookSub: text('cook_sub').notNull(),
    status: text('status').$type<CardReadStatus>().notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    /** Counted against the month's budget and the cook's limit. */
    charged: boolean('charged').notNull().default(true),
    answer: jsonb('answer').$type<CardReaderAnswer>(),
    error: text('error'),
    /** Tokens the model reported for this read, over both attempts. */
    tokens: integer('tokens').notNull().default(0),
    createdOn: momentNow('created_on'),
    updatedOn: momentNow('updated_on'),
  },
  (t) => [
    check(
      'card_reads_status_check',
      sql`${t.status} IN ('queued', 'reading', 'checking', 'retrying', 'done', 'failed')`,
    ),
    check('card_reads_progress_check', sql`${t.progress} BETWEEN 0 AND 100`),
    index('card_reads_created_idx').on(t.createdOn),
    index('card_reads_cook_idx').on(t.cookSub, t.createdOn),
    index('card_reads_open_idx')
      .on(t.status, t.createdOn)
      .where(sql`${t.status} NOT IN ('done', 'failed')`),
  ],
);

export type CardReadRow = typeof cardReads.$inferSelect;

/** The photos of a read, as sent to the model (upright JPEG), until the read ends. */
export const cardReadPhotos = pgTable(
  'card_read_photos',
  {
    readId: belongsTo('read_id', () => cardReads.id),
    position: smallint('position').notNull(),
    jpeg: bytes('jpeg').notNull(),
  },
  (t) => [primaryKey({ columns: [t.readId, t.position] })],
);

/**
 * A claimed account's reads become the claimer's, so the month's reads it made still count
 * against its limit. Neither table is in a backup: the settings' key is sealed under this
 * installation's key file, and a read is a draft the cook already has or lost.
 */
ownTables('card-reader', [{ table: cardReads, accountColumns: [cardReads.cookSub] }]);
