import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  INGREDIENT_PARSER_VERSION,
  storedIngredient,
  type Ingredient,
  type IngredientLine,
} from '@family-recipes/shared';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { doneVersion, recordVersion } from '../../db/data-versions.js';
import { recipes } from './recipes.schema.js';

/** The row of data_versions that names the parser version the stored ingredients were read by. */
const STEP = 'ingredient_parser';
/** Recipes read and written per transaction: the longest any recipe row stays locked. */
const BATCH_RECIPES = 200;

export interface RereadReport {
  /** Recipes read. */
  recipes: number;
  /** Ingredient lines read. */
  lines: number;
  /** Lines whose stored model differed from the parser's reading, and were written. */
  changed: number;
}

/** The one call the step makes on the app's logger (pino's `info`). */
interface ProgressLog {
  info(details: object, message: string): void;
}

interface RereadOptions {
  /** The parser version to bring the rows to; the shared package's by default. */
  version?: number;
  batchSize?: number;
}

/** Object keys sorted at every depth: jsonb hands keys back in an order of its own. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => [key, canonical(entry)]),
  );
}

function sameLine(stored: Ingredient, read: IngredientLine): boolean {
  return JSON.stringify(canonical(stored)) === JSON.stringify(canonical(read));
}

/**
 * One batch: the next recipes after `after` by id, locked until their new lines are written, so
 * that an edit made meanwhile through another instance is neither lost nor overwritten.
 */
async function rereadBatch(
  db: Db,
  after: string | undefined,
  size: number,
): Promise<RereadReport & { last: string | undefined }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .where(after === undefined ? undefined : gt(recipes.id, after))
      .orderBy(asc(recipes.id))
      .limit(size)
      .for('update');
    const written: { id: string; ingredients: IngredientLine[] }[] = [];
    let lines = 0;
    let changed = 0;
    for (const row of rows) {
      let differ = 0;
      const read = row.ingredients.map((ingredient) => {
        const line = storedIngredient(ingredient);
        if (!sameLine(ingredient, line)) differ += 1;
        return line;
      });
      lines += read.length;
      changed += differ;
      if (differ > 0) written.push({ id: row.id, ingredients: read });
    }
    if (written.length > 0) {
      // One statement for the batch: the data version (recipe_version) moves once, so every
      // instance's read caches drop what they hold; updated_on is left as the cook's last edit.
      await tx.execute(sql`
        UPDATE recipes AS r SET ingredients = u.ingredients
        FROM jsonb_to_recordset(${JSON.stringify(written)}::jsonb) AS u(id uuid, ingredients jsonb)
        WHERE r.id = u.id`);
    }
    return { recipes: rows.length, lines, changed, last: rows.at(-1)?.id };
  });
}

/**
 * Reads every stored recipe's ingredient lines again with the current parser: each line's `text`,
 * or for a line stored before the model the line rebuilt from its three fields. Runs at start
 * right after the SQL migrations, under the start-up lock, when the parser version recorded in
 * data_versions is older than INGREDIENT_PARSER_VERSION; a start stopped midway does it all again
 * (lines already read are not written twice). Batches of BATCH_RECIPES recipes, each one
 * transaction, in id order.
 */
export async function rereadIngredients(
  db: Db,
  logger: ProgressLog,
  options: RereadOptions = {},
): Promise<RereadReport> {
  const version = options.version ?? INGREDIENT_PARSER_VERSION;
  const size = options.batchSize ?? BATCH_RECIPES;
  const report: RereadReport = { recipes: 0, lines: 0, changed: 0 };
  const done = await doneVersion(db, STEP);
  if (done !== undefined && done >= version) return report;
  logger.info({ from: done ?? null, to: version }, 'reading stored ingredient lines again');
  let after: string | undefined;
  for (;;) {
    const batch = await rereadBatch(db, after, size);
    report.recipes += batch.recipes;
    report.lines += batch.lines;
    report.changed += batch.changed;
    if (batch.last === undefined || batch.recipes < size) break;
    after = batch.last;
    // The embedded engine answers in this thread: a turn of the event loop between batches.
    await nextTurn();
  }
  await recordVersion(db, STEP, version);
  logger.info({ ...report, version }, 'stored ingredient lines read again');
  return report;
}
