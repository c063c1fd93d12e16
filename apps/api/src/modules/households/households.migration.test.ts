import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAt, migrateToLatest } from '../../test/migrations-up-to.js';

/*
 * Migrations 0017 and 0018 on a site that already has kitchens: every cook who keeps a meal plan, a
 * calendar feed or a shopping list gets a household of their own, named after them, and their plan
 * and feed move into it.
 */

const BEFORE = '0016_ratings_each_cook_once';
const RECIPE = '00000000-0000-4000-8000-0000000000a1';

let dir: string;
let client: PGlite;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-households-migration-'));
  client = await databaseAt(dir, BEFORE);
});
afterAll(async () => {
  await client?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migrations 0017 and 0018: households for the cooks there are, and their kitchens in them', () => {
  it('when cooks keep plans, feeds or lists, then each gets a household of their own named after them; others get none yet', async () => {
    // Through SQL: the table at 0016 lacks columns later migrations add (the language, 0037),
    // which Drizzle's insert would name.
    await client.query(
      `INSERT INTO recipes (id, title, description, thumbnail_image, category, tags, ingredients,
         instructions, status, prep_time, cook_time, total_time, serving, difficulty, source,
         user_name, user_email, owner_sub)
       VALUES ($1, 'Soup', 'Bread, toasted.', '/uploads/recipes/x-1280.webp', 'Breakfast',
         '["quick"]', '[]', '["Toast the bread."]', 101, 1, 3, 4, '1 serving', 'Easy', 'Ada',
         'Ada', 'ada@example.test', 'sub-ada')`,
      [RECIPE],
    );
    await client.exec(`
      INSERT INTO users (name, email, sub) VALUES ('Ada Known', 'ada@example.test', 'sub-ada');
      INSERT INTO meal_plan_entries (user_sub, day, meal, position, recipe_id)
        VALUES ('sub-ada', '2026-01-05', 'dinner', 0, '00000000-0000-4000-8000-0000000000a1'),
               ('sub-ada', '2026-01-06', 'dinner', 0, '00000000-0000-4000-8000-0000000000a1');
      INSERT INTO calendar_feeds (user_sub, token_hash) VALUES ('sub-feed', 'hash-1');
      INSERT INTO shopping_lists (owner_sub, owner_name, name) VALUES ('sub-list', 'Lou Lister', 'Shop');
      INSERT INTO favourites (user_sub, recipe_id)
        VALUES ('sub-fav', '00000000-0000-4000-8000-0000000000a1');
    `);
    await migrateToLatest(client);

    const { rows } = await client.query<{
      sub: string;
      name: string;
      role: string;
      email: string;
    }>(`
      SELECT m.user_sub AS sub, h.name, m.role, m.email
      FROM household_members m JOIN households h ON h.id = m.household_id
      ORDER BY m.user_sub`);
    expect(rows).toEqual([
      { sub: 'sub-ada', name: "Ada Known's kitchen", role: 'owner', email: 'ada@example.test' },
      { sub: 'sub-feed', name: 'My kitchen', role: 'owner', email: '' },
      { sub: 'sub-list', name: "Lou Lister's kitchen", role: 'owner', email: '' },
    ]);
    const households = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM households',
    );
    expect(households.rows[0]?.n).toBe(3);

    // Migration 0018: the plan's lines and the feed are now their cook's household's.
    const lines = await client.query<{ sub: string; day: string; same: boolean }>(`
      SELECT e.user_sub AS sub, e.day::text AS day, e.household_id = m.household_id AS same
      FROM meal_plan_entries e JOIN household_members m ON m.user_sub = e.user_sub
      ORDER BY e.day`);
    expect(lines.rows).toEqual([
      { sub: 'sub-ada', day: '2026-01-05', same: true },
      { sub: 'sub-ada', day: '2026-01-06', same: true },
    ]);
    const feeds = await client.query<{ same: boolean }>(`
      SELECT f.household_id = m.household_id AS same
      FROM calendar_feeds f JOIN household_members m ON m.user_sub = f.user_sub`);
    expect(feeds.rows).toEqual([{ same: true }]);
    // Migration 0019: the list too.
    const lists = await client.query<{ same: boolean }>(`
      SELECT l.household_id = m.household_id AS same
      FROM shopping_lists l JOIN household_members m ON m.user_sub = l.owner_sub`);
    expect(lists.rows).toEqual([{ same: true }]);
  });
});

describe('migration 0019: shopping lists belong to the household', () => {
  let later: PGlite;
  beforeAll(async () => {
    later = await databaseAt(dir, '0018_household_kitchen');
  });
  afterAll(async () => {
    await later?.close();
  });

  it('when lists were made by a member and by a cook with no household yet, then each goes to its maker’s household, the latter made for them, and sharing by email ends', async () => {
    await later.exec(`
      INSERT INTO households (id, name) VALUES ('00000000-0000-4000-8000-0000000000b1', 'The Browns');
      INSERT INTO household_members (user_sub, household_id, role, name, email)
        VALUES ('sub-bea', '00000000-0000-4000-8000-0000000000b1', 'owner', 'Bea', 'bea@example.test'),
               ('sub-bob', '00000000-0000-4000-8000-0000000000b1', 'member', 'Bob', 'bob@example.test');
      INSERT INTO users (name, email, sub) VALUES ('Nell New', 'nell@example.test', 'sub-nell');
      INSERT INTO shopping_lists (id, owner_sub, owner_name, name)
        VALUES ('00000000-0000-4000-8000-0000000000c1', 'sub-bob', 'Bob', 'Bob’s shop'),
               ('00000000-0000-4000-8000-0000000000c2', 'sub-nell', 'Nell New', 'Nell’s shop'),
               ('00000000-0000-4000-8000-0000000000c3', 'sub-nell', 'Nell New', 'Party');
      INSERT INTO shopping_list_members (list_id, user_sub, name, email)
        VALUES ('00000000-0000-4000-8000-0000000000c2', 'sub-bea', 'Bea', 'bea@example.test');
    `);
    await migrateToLatest(later);
    const { rows } = await later.query<{ name: string; household: string; role: string }>(`
      SELECT l.name, h.name AS household, m.role
      FROM shopping_lists l JOIN households h ON h.id = l.household_id
      JOIN household_members m ON m.user_sub = l.owner_sub AND m.household_id = l.household_id
      ORDER BY l.id`);
    expect(rows).toEqual([
      { name: 'Bob’s shop', household: 'The Browns', role: 'member' },
      { name: 'Nell’s shop', household: "Nell New's kitchen", role: 'owner' },
      { name: 'Party', household: "Nell New's kitchen", role: 'owner' },
    ]);
    const nell = await later.query<{ email: string }>(
      `SELECT email FROM household_members WHERE user_sub = 'sub-nell'`,
    );
    expect(nell.rows).toEqual([{ email: 'nell@example.test' }]);
    const shares = await later.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'shopping_list_members'`,
    );
    expect(shares.rows[0]?.n).toBe(0);
  });
});
