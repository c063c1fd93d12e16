import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstStartMarker } from './embedded-folder.js';
import {
  readyServer,
  spawnServerIn,
  untilReached,
  type FolderServer,
} from '../test/server-in-folder.js';

/*
 * A first start on the embedded defaults killed (SIGKILL: a power cut, or a watcher's restart that
 * does not wait) at several points while it creates the database in DATA_DIR/db, then started
 * again: the second start completes or makes again the database and answers /api/ready. Before
 * src/db/embedded-folder.ts every later start failed ("language plpgsql does not exist", "text
 * search configuration english does not exist", or PGlite's "Aborted()").
 */

let folders: string[] = [];
let servers: FolderServer[] = [];

afterEach(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  servers = [];
  folders = [];
});

async function dataFolder(): Promise<{ dataDir: string; db: string; marker: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fr-first-start-'));
  folders.push(dataDir);
  const db = path.join(dataDir, 'db');
  return { dataDir, db, marker: firstStartMarker(db) };
}

async function start(dataDir: string): Promise<FolderServer> {
  const server = await spawnServerIn(dataDir);
  servers.push(server);
  return server;
}

function markerStage(marker: string): string | undefined {
  if (!existsSync(marker)) return undefined;
  return (JSON.parse(readFileSync(marker, 'utf8')) as { stage: string }).stage;
}

function entries(folder: string): number {
  return existsSync(folder) ? readdirSync(folder).length : 0;
}

/**
 * Where the first start is killed, each a moment of the creation seen in the folder, and what the
 * next start then says it does.
 */
const CREATED_AGAIN = 'was being created when an earlier start stopped, so it holds no data yet';
const KILL_POINTS: {
  when: string;
  reached: (db: string, marker: string) => boolean;
  then: string;
}[] = [
  { when: 'the database folder appears', reached: (db) => existsSync(db), then: CREATED_AGAIN },
  {
    when: 'initdb has begun (PG_VERSION is written)',
    reached: (db) => existsSync(path.join(db, 'PG_VERSION')),
    then: CREATED_AGAIN,
  },
  {
    // initdb's bootstrap writes about 210 files into base/1 at once; its later steps (text search,
    // PL/pgSQL, template0 as base/4) add a few at a time for some seconds.
    when: "initdb's later steps run (before PL/pgSQL exists)",
    reached: (db) =>
      entries(path.join(db, 'base', '1')) >= 215 && !existsSync(path.join(db, 'base', '4')),
    then: CREATED_AGAIN,
  },
  {
    when: 'the migrations run',
    reached: (_db, marker) => markerStage(marker) === 'migrating',
    then: 'was being migrated when an earlier start stopped; its migrations are now complete',
  },
];

describe('a first start killed while it creates the embedded database', () => {
  for (const { when, reached, then } of KILL_POINTS) {
    it(`when the first start is killed once ${when}, then the next start ${then === CREATED_AGAIN ? 'makes the database again' : 'completes its migrations'} and answers /api/ready`, async () => {
      const { dataDir, db, marker } = await dataFolder();
      const first = await start(dataDir);
      await untilReached(first, when, () => reached(db, marker));
      await first.kill();
      // The kill came before the creation was complete.
      expect(existsSync(marker)).toBe(true);

      const second = await readyServer(() => start(dataDir));

      expect(second.output()).toContain(then);
      expect(existsSync(marker)).toBe(false);
      const recipes = await fetch(`${second.base}/api/all-recipes`);
      expect(recipes.status).toBe(200);
      expect(recipes.headers.get('x-total-count')).toBe('0');
    });
  }

  it('when the start that creates the database again is killed too, then a third start creates it and answers /api/ready', async () => {
    const { dataDir, db, marker } = await dataFolder();
    const first = await start(dataDir);
    await untilReached(first, 'initdb has begun', () => existsSync(path.join(db, 'PG_VERSION')));
    await first.kill();
    const second = await start(dataDir);
    // The second start empties the folder before it makes the database again.
    await untilReached(second, 'the database is being made again', () =>
      second.output().includes('It is created again'),
    );
    // The old PG_VERSION is still there until the folder is emptied; the new one is younger.
    const said = Date.now();
    await untilReached(
      second,
      'initdb has begun again',
      () => statSync(path.join(db, 'PG_VERSION')).mtimeMs > said,
    );
    await second.kill();
    expect(markerStage(marker)).toBe('creating');

    const third = await readyServer(() => start(dataDir));

    expect(existsSync(marker)).toBe(false);
    expect((await fetch(`${third.base}/api/all-recipes`)).status).toBe(200);
  });

  it('when the first start is killed after the database is made, then the next start keeps that database', async () => {
    const { dataDir, db, marker } = await dataFolder();
    const first = await start(dataDir);
    let seen = false;
    await untilReached(first, 'the marker is written and then removed', () => {
      seen ||= existsSync(marker);
      return seen && !existsSync(marker);
    });
    await first.kill();
    const made = statSync(path.join(db, 'PG_VERSION'));

    const second = await readyServer(() => start(dataDir));

    expect(second.output()).not.toMatch(/created again|Creating the embedded database/);
    expect(statSync(path.join(db, 'PG_VERSION')).mtimeMs).toBe(made.mtimeMs);
  });
});
