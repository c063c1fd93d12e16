import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  INGREDIENT_PARSER_VERSION,
  parseIngredientLine,
  rebuiltText,
  type Ingredient,
} from '@family-recipes/shared';
import type { PGlite } from '@electric-sql/pglite';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger.js';
import { databaseAt, migrateToLatest } from '../../test/migrations-up-to.js';
import { useTestDatabase } from '../../test/test-database.js';
import { recipeRow } from '../../test/test-recipes.js';
import { embeddedDatabase, type Db } from '../../db/client.js';
import { dataVersions } from '../../db/data-versions.schema.js';
import { rereadIngredients, type RereadReport } from './ingredients-reread.repository.js';
import { recipes, recipeVersion } from './recipes.schema.js';

/*
 * The data step run at start after the SQL migrations: every stored ingredient line read again by
 * the current parser (its text, else the line rebuilt from the specification's three fields), in
 * batches, once per parser version.
 */

const t = useTestDatabase('test');

/** Lines as a site stored them before the model: the specification's split, nothing else. */
const OLD_LINES: Ingredient[] = [
  { quantity: 0.25, units: 'tsp red pepper', ingredient: 'flakes' },
  { quantity: 4, units: 'cloves of garlic,', ingredient: 'minced' },
  { quantity: 2, units: 'large', ingredient: 'eggs' },
  { quantity: null, units: '', ingredient: 'salt to taste' },
];

/** What the step stores for a line stored before the model. */
function readAgain(line: Ingredient) {
  return parseIngredientLine(rebuiltText(line));
}

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, lines };
}

async function insertOld(db: Db, count: number, ingredients = OLD_LINES): Promise<void> {
  await db
    .insert(recipes)
    .values(
      Array.from({ length: count }, (_, i) =>
        recipeRow({ title: `Old ${i}`, ingredients, updatedOn: new Date('2024-03-01T10:00:00Z') }),
      ),
    );
}

/**
 * The same recipes stored in a database at an older migration, through SQL: the table does not
 * have the columns later migrations add (the language, 0037), which Drizzle's insert would name.
 */
async function insertOldBefore(client: PGlite, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await client.query(
      `insert into recipes (title, description, thumbnail_image, category, tags, ingredients,
         instructions, status, prep_time, cook_time, total_time, serving, difficulty, source,
         user_name, user_email, updated_on)
       values ($1, 'Bread, toasted.', '/uploads/recipes/x-1280.webp', 'Breakfast', '["quick"]',
         $2, '["Toast the bread."]', 101, 1, 3, 4, '1 serving', 'Easy', 'Grandpa Joe', 'Joe',
         'joe@example.test', '2024-03-01T10:00:00Z')`,
      [`Old ${i}`, JSON.stringify(OLD_LINES)],
    );
  }
}

async function storedLines(db: Db): Promise<Ingredient[][]> {
  const rows = await db
    .select({ ingredients: recipes.ingredients })
    .from(recipes)
    .orderBy(asc(recipes.id));
  return rows.map((row) => row.ingredients);
}

async function dataVersion(db: Db): Promise<number> {
  const [row] = await db.select({ v: recipeVersion.v }).from(recipeVersion);
  return Number(row?.v);
}

const NOTHING: RereadReport = { recipes: 0, lines: 0, changed: 0 };

describe('rereadIngredients', () => {
  it('when recipes hold lines stored with the old three-field split, then each becomes the parser reading of its rebuilt line, and the start logs how many changed', async () => {
    const { db } = t.database;
    await insertOld(db, 2);
    const { logger, lines } = recordingLogger();

    const report = await rereadIngredients(db, logger);

    expect(rebuiltText(OLD_LINES[0] as Ingredient)).toBe('0.25 tsp red pepper flakes');
    const expected = OLD_LINES.map(readAgain);
    expect(await storedLines(db)).toEqual([expected, expected]);
    const changed = OLD_LINES.length * 2;
    expect(report).toEqual({ recipes: 2, lines: changed, changed });
    expect(lines.at(-1)).toMatchObject({
      recipes: 2,
      lines: changed,
      changed,
      version: INGREDIENT_PARSER_VERSION,
    });
    const [done] = await db.select().from(dataVersions);
    expect(done).toMatchObject({ name: 'ingredient_parser', version: INGREDIENT_PARSER_VERSION });
    expect(done?.doneAt).toBeInstanceOf(Date);
  });

  it('when lines are read again, then no recipe counts as edited, and the read caches are told the data changed', async () => {
    const { db } = t.database;
    await insertOld(db, 1);
    const before = await dataVersion(db);

    await rereadIngredients(db, createLogger('silent'));

    const [row] = await db.select({ updatedOn: recipes.updatedOn }).from(recipes);
    expect(row?.updatedOn.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(await dataVersion(db)).toBeGreaterThan(before);
  });

  it('when the step runs a second time, then it changes nothing and reports 0', async () => {
    const { db } = t.database;
    await insertOld(db, 3);
    await rereadIngredients(db, createLogger('silent'));
    const lines = await storedLines(db);
    const version = await dataVersion(db);

    expect(await rereadIngredients(db, createLogger('silent'))).toEqual(NOTHING);
    expect(await storedLines(db)).toEqual(lines);
    expect(await dataVersion(db)).toBe(version);
  });

  it('when a raised version finds every line already as the parser reads it, then it reads them all and writes none', async () => {
    const { db } = t.database;
    await insertOld(db, 3);
    await rereadIngredients(db, createLogger('silent'));
    const version = await dataVersion(db);

    const report = await rereadIngredients(db, createLogger('silent'), {
      version: INGREDIENT_PARSER_VERSION + 1,
    });

    expect(report).toEqual({ recipes: 3, lines: OLD_LINES.length * 3, changed: 0 });
    expect(await dataVersion(db)).toBe(version);
  });

  it('when there are more recipes than one batch, then every one is read, the last batch included', async () => {
    const { db } = t.database;
    await insertOld(db, 7);

    const report = await rereadIngredients(db, createLogger('silent'), { batchSize: 3 });

    expect(report).toEqual({
      recipes: 7,
      lines: OLD_LINES.length * 7,
      changed: OLD_LINES.length * 7,
    });
    const expected = OLD_LINES.map(readAgain);
    expect(await storedLines(db)).toEqual(Array.from({ length: 7 }, () => expected));
  });

  it('when the parser version is raised, then lines the recorded version read are read again, and the new version is recorded', async () => {
    const { db } = t.database;
    await insertOld(db, 2);
    await rereadIngredients(db, createLogger('silent'));
    // One line as an older parser might have read it: the same text, another reading.
    const [first] = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .orderBy(asc(recipes.id))
      .limit(1);
    const stale = (first?.ingredients ?? []).map((line, i) =>
      i === 0 ? { ...line, food: `${line.food ?? ''} of another reading` } : line,
    );
    await db
      .update(recipes)
      .set({ ingredients: stale })
      .where(eq(recipes.id, first?.id ?? ''));

    expect(await rereadIngredients(db, createLogger('silent'))).toEqual(NOTHING);
    const report = await rereadIngredients(db, createLogger('silent'), {
      version: INGREDIENT_PARSER_VERSION + 1,
    });

    expect(report).toEqual({ recipes: 2, lines: OLD_LINES.length * 2, changed: 1 });
    const expected = OLD_LINES.map(readAgain);
    expect(await storedLines(db)).toEqual([expected, expected]);
    const [done] = await db.select({ version: dataVersions.version }).from(dataVersions);
    expect(done?.version).toBe(INGREDIENT_PARSER_VERSION + 1);
  });

  it('when a line keeps the text the cook wrote, then that text is what is read again, not the three fields', async () => {
    const { db } = t.database;
    const text = '1/4 tsp red pepper flakes';
    await insertOld(db, 1, [{ quantity: 9, units: 'stale', ingredient: 'fields', text }]);

    await rereadIngredients(db, createLogger('silent'));

    expect(await storedLines(db)).toEqual([[parseIngredientLine(text)]]);
  });
});

describe('migration 0027 and the data step on a site stored before the model', () => {
  it('when a database at migration 0026 is migrated and the step runs, then its recipes carry the model', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fr-data-versions-'));
    const client = await databaseAt(dir, '0026_cookbooks');
    try {
      const { db } = embeddedDatabase(client);
      await insertOldBefore(client, 2);
      await migrateToLatest(client);

      const report = await rereadIngredients(db, createLogger('silent'));

      expect(report.changed).toBe(OLD_LINES.length * 2);
      const expected = OLD_LINES.map(readAgain);
      expect(await storedLines(db)).toEqual([expected, expected]);
    } finally {
      await client.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
