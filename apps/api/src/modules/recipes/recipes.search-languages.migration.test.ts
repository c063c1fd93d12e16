import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt, migrateToLatest } from '../../test/migrations-up-to.js';

/*
 * Migration 0039 on recipes stored before it: their documents are made again in their language,
 * and the configurations they use are listed for the reader's words.
 */

const BEFORE = '0038_user_language';
let dir: string;
let client: PGlite;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-search-languages-migration-'));
  client = await databaseAt(dir, BEFORE);
});
afterAll(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

const insert = `insert into recipes (title, description, thumbnail_image, category, tags, ingredients,
  instructions, status, prep_time, cook_time, total_time, serving, difficulty, source, user_name,
  user_email, language)
  values ($1, $2, '/uploads/recipes/x-1280.webp', 'Sides', '[]', $3, '[]', 101, 1, 1, 2, '2',
    'Easy', '', 'Joe', 'joe@example.test', $4)`;

describe('migration 0039 on stored recipes', () => {
  it('when recipes were stored before it, then their documents are made again in their language', async () => {
    await client.query(insert, [
      'Kartoffelsalat',
      'Mit Zwiebeln und Gurken.',
      JSON.stringify([{ quantity: 1, units: 'kg', ingredient: 'Kartoffeln' }]),
      'de',
    ]);
    await client.query(insert, ['Potato Salad', 'With onions.', '[]', 'en']);
    const matches = `select r.title from recipes r join recipe_search s on s.recipe_id = r.id
      where s.key_doc @@ to_tsquery('german', $1) and r.search @@ to_tsquery('german', $2)
      order by r.title`;
    // Before: stemmed as English, "Kartoffeln" and "Zwiebeln" keep their -n.
    expect((await client.query(matches, ['kartoffel', 'zwiebel'])).rows).toEqual([]);

    await migrateToLatest(client);

    expect((await client.query(matches, ['kartoffel', 'zwiebel'])).rows).toEqual([
      { title: 'Kartoffelsalat' },
    ]);
    const configs = await client.query(`select config from search_configs order by config`);
    expect(configs.rows).toEqual([{ config: 'english' }, { config: 'german' }]);
  });
});
