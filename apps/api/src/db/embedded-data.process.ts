import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, openDatabase } from './client.js';
import { firstStartMarker } from './embedded-folder.js';
import { recipes } from '../modules/recipes/recipes.schema.js';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import { recipeRow } from '../test/test-recipes.js';
import { readyServer, spawnServerIn, type FolderServer } from '../test/server-in-folder.js';

/*
 * The start never removes an embedded database that holds data: a folder it cannot open or
 * migrate is left as it is and the start stops, saying why. Only a database holding no row at all
 * (left by a first start stopped before this marker existed) is made again. Each case runs the
 * real server entry on a copy of one folder holding a recipe.
 */

const quiet = { info: () => undefined, warn: () => undefined };
const TITLE = 'Grandma Ruth’s barley soup';

let template: string;
let folders: string[] = [];
let servers: FolderServer[] = [];

beforeAll(async () => {
  template = await mkdtemp(path.join(os.tmpdir(), 'fr-data-template-'));
  const database = await openDatabase({ pgliteDir: path.join(template, 'db') }, quiet);
  try {
    await new RecipesRepository(database.db).insert(recipeRow({ title: TITLE }));
  } finally {
    await database.close();
  }
}, 90_000);
afterAll(async () => {
  await rm(template, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  servers = [];
  folders = [];
});

/** A DATA_DIR holding a copy of the database with the recipe. */
async function folderWithRecipe(): Promise<{ dataDir: string; db: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-data-'));
  folders.push(dataDir);
  await cp(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return { dataDir, db: path.join(dataDir, 'db') };
}

/** Runs the server on `dataDir`, expecting it to stop before it serves; its code and output. */
async function refusedStart(dataDir: string): Promise<{ code: number | null; output: string }> {
  const server = await spawnServerIn(dataDir);
  servers.push(server);
  const code = await server.exited;
  if (server.output().includes('Family Recipes is running at')) {
    throw new Error(`The server started:\n${server.output()}`);
  }
  return { code, output: server.output() };
}

async function titles(db: string): Promise<string[]> {
  const database = createDatabase({ pgliteDir: db });
  try {
    const rows = await database.db.select({ title: recipes.title }).from(recipes);
    return rows.map((row) => row.title);
  } finally {
    await database.close();
  }
}

describe('a start on an embedded database that holds a recipe', () => {
  it('when the database cannot be opened (its control file is damaged), then the start stops, saying why, and the recipe is there once the file is mended', async () => {
    const { dataDir, db } = await folderWithRecipe();
    const control = path.join(db, 'global', 'pg_control');
    const intact = await readFile(control);
    await writeFile(control, Buffer.alloc(intact.length));

    const { code, output } = await refusedStart(dataDir);

    expect(code).toBe(1);
    expect(output).toContain(`The embedded database in ${db} cannot be opened`);
    expect(output).toContain('It is left as it is');
    expect(existsSync(firstStartMarker(db))).toBe(false);
    await writeFile(control, intact);
    expect(await titles(db)).toEqual([TITLE]);
  });

  it('when its migrations fail (their journal is lost), then the start stops, naming the tables with data, and the recipe is still there', async () => {
    const { dataDir, db } = await folderWithRecipe();
    const database = createDatabase({ pgliteDir: db });
    await database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations`);
    await database.close();

    const { code, output } = await refusedStart(dataDir);

    expect(code).toBe(1);
    expect(output).toContain(`The embedded database in ${db} cannot be migrated`);
    expect(output).toMatch(/already exists/);
    expect(output).toMatch(/It holds data \([^)]*public\.recipes/);
    expect(output).toContain('so it is left as it is');
    expect(await titles(db)).toEqual([TITLE]);
  });

  it('when a first start’s marker sits beside it, then the start stops rather than make the database again, and the recipe is still there', async () => {
    const { dataDir, db } = await folderWithRecipe();
    const marker = firstStartMarker(db);
    await writeFile(marker, JSON.stringify({ stage: 'creating' }));

    const { code, output } = await refusedStart(dataDir);

    expect(code).toBe(1);
    expect(output).toContain('is marked as being created by an earlier start');
    expect(output).toMatch(/but it holds data \([^)]*public\.recipes/);
    expect(readFileSync(marker, 'utf8')).toContain('creating');
    expect(await titles(db)).toEqual([TITLE]);
  });
});

describe('a start on an embedded folder that holds no data', () => {
  it('when a database left by an interrupted first start lacks PL/pgSQL and holds no row, then the start makes it again and answers /api/ready', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-data-'));
    folders.push(dataDir);
    const db = path.join(dataDir, 'db');
    // What initdb stopped before its PL/pgSQL step leaves: a database that opens, without the
    // language, and no marker (a start before the marker existed made it).
    const half = await PGlite.create(db);
    await half.exec('DROP EXTENSION plpgsql');
    await half.close();
    const server = await readyServer(async () => {
      const spawned = await spawnServerIn(dataDir);
      servers.push(spawned);
      return spawned;
    });

    // A JSON log line: its quotes are escaped.
    expect(server.output()).toContain('language \\"plpgsql\\" does not exist');
    expect(server.output()).toContain('holds no rows at all');
    expect(server.output()).toContain('It is created again');
    expect(existsSync(firstStartMarker(db))).toBe(false);
    expect((await fetch(`${server.base}/api/all-recipes`)).status).toBe(200);
  });

  it('when the folder holds files but no database, then the start stops, saying so, and leaves the files', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-data-'));
    folders.push(dataDir);
    const db = path.join(dataDir, 'db');
    await mkdir(db);
    await writeFile(path.join(db, 'notes.txt'), 'not a database');

    const { code, output } = await refusedStart(dataDir);

    expect(code).toBe(1);
    expect(output).toContain(`${db} holds files but no database`);
    expect(readFileSync(path.join(db, 'notes.txt'), 'utf8')).toBe('not a database');
  });
});
