import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../db/schema.js';
import { recipeRow } from '../../test/test-recipes.js';

/*
 * Migrations 0017 and 0018 on a site that already has kitchens: every cook who keeps a meal plan, a
 * calendar feed or a shopping list gets a household of their own, named after them, and their plan
 * and feed move into it.
 */

const migrations = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const BEFORE = '0016_ratings_each_cook_once';
const RECIPE = '00000000-0000-4000-8000-0000000000a1';

let dir: string;
let client: PGlite;

/** The migrations folder as it was up to `last`: the same files, a shorter journal. */
async function migrationsUpTo(last: string): Promise<string> {
  const folder = path.join(dir, last);
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const end = journal.entries.findIndex((entry) => entry.tag === last);
  journal.entries = journal.entries.slice(0, end + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fr-households-migration-'));
  client = new PGlite({ extensions: { unaccent, pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder: await migrationsUpTo(BEFORE) });
});
afterAll(async () => {
  await client?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('migrations 0017 and 0018: households for the cooks there are, and their kitchens in them', () => {
  it('when cooks keep plans, feeds or lists, then each gets a household of their own named after them; others get none yet', async () => {
    await drizzle(client)
      .insert(recipes)
      .values(recipeRow({ id: RECIPE, title: 'Soup', ownerSub: 'sub-ada' }));
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
    await migrate(drizzle(client), { migrationsFolder: migrations });

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
  });
});
