import { RECIPE_LANGUAGES, searchConfigOf } from '@family-recipes/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { recipeRow } from '../../test/test-recipes.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { recipes, type NewRecipeRow } from './recipes.schema.js';
import { RecipesRepository } from './recipes.repository.js';
import { searchApprovedRecipes } from './recipes.search.js';
import type { SearchOptions } from './recipes.search-options.js';

/*
 * Search in each recipe's language (migration 0039): a recipe's words stemmed in its own
 * language, its title's words as written for readers of every language.
 */

let t: TestDatabase;
let db: Db;
let repo: RecipesRepository;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
  repo = new RecipesRepository(db);
});
afterAll(async () => {
  await t.dispose();
});
beforeEach(async () => {
  await db.delete(recipes);
});

async function insertAll(rows: Partial<NewRecipeRow>[]): Promise<void> {
  for (const row of rows) await repo.insert(recipeRow(row));
}

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** Titles found, with no word read as another unless `asTyped` is false. */
async function titles(options: Partial<SearchOptions> & { q: string }): Promise<string[]> {
  const page = await searchApprovedRecipes(db, { limit: 50, page: 1, asTyped: true, ...options });
  return page.items.map((r) => r.title).sort();
}

const apfelkuchen: Partial<NewRecipeRow> = {
  title: 'Gedeckter Apfelkuchen',
  language: 'de',
  description: 'Der Kuchen, den Oma sonntags backte.',
  tags: ['Kuchen'],
  ingredients: [
    { quantity: 1, units: 'kg', ingredient: 'Äpfel' },
    { quantity: 3, units: '', ingredient: 'Tomaten' },
  ],
  instructions: ['Die Äpfel schälen und in Spalten schneiden.'],
};
const crumble: Partial<NewRecipeRow> = {
  title: 'Apple Crumble',
  language: 'en',
  description: 'A crumble of baked apple under oats.',
  tags: ['pudding'],
  ingredients: [{ quantity: 4, units: '', ingredient: 'apple' }],
  instructions: ['Slice the apple and bake it under the oats.'],
};
const maultaschen: Partial<NewRecipeRow> = {
  title: 'Schwäbische Maultaschen',
  language: 'de',
  description: 'Gefüllte Nudelteigtaschen in Brühe.',
  tags: [],
  ingredients: [{ quantity: 500, units: 'g', ingredient: 'Hackfleisch' }],
  instructions: ['Den Teig dünn ausrollen.'],
};

describe(`search in each recipe's language on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('when a language has a configuration on this engine, then the database uses the one searchConfigOf names', async () => {
    const [engine] = await rowsOf<{ configs: string[] | string }>(
      sql`select array_agg(cfgname::text) as configs from pg_ts_config`,
    );
    const raw = engine?.configs ?? [];
    const available = new Set(typeof raw === 'string' ? raw.replace(/[{}]/g, '').split(',') : raw);
    for (const code of RECIPE_LANGUAGES) {
      const [row] = await rowsOf<{ config: string }>(
        sql`select recipe_search_config(${code}::text)::text as config`,
      );
      const wanted = searchConfigOf(code);
      expect(row?.config, code).toBe(available.has(wanted) ? wanted : 'simple');
    }
    const [unknown] = await rowsOf<{ config: string }>(
      sql`select recipe_search_config('xx')::text as config`,
    );
    expect(unknown?.config).toBe('simple');
  });

  it('when a German reader types an inflected form, then the German recipe with another form is found', async () => {
    await insertAll([apfelkuchen, crumble]);
    // The dative plural the stemmer keeps ("Äpfeln"), folded or not, meets "Äpfel".
    expect(await titles({ q: 'Äpfeln' })).toEqual(['Gedeckter Apfelkuchen']);
    expect(await titles({ q: 'apfeln' })).toEqual(['Gedeckter Apfelkuchen']);
    expect(await titles({ q: 'Apfel' })).toEqual(['Gedeckter Apfelkuchen']);
    // German stemming proper: "Tomate" for "Tomaten", "Kuchens" for "Kuchen".
    expect(await titles({ q: 'Tomate' })).toEqual(['Gedeckter Apfelkuchen']);
    expect(await titles({ q: 'Kuchens' })).toEqual(['Gedeckter Apfelkuchen']);
  });

  it('when an English reader types a plural, then the English recipe with the singular is found', async () => {
    await insertAll([apfelkuchen, crumble]);
    expect(await titles({ q: 'apples' })).toEqual(['Apple Crumble']);
    expect(await titles({ q: 'crumbles baked' })).toEqual(['Apple Crumble']);
    // An English stop word beside German recipes is still left out, as it was before.
    expect(await titles({ q: 'the apples' })).toEqual(['Apple Crumble']);
  });

  it('when a title word of a German recipe is searched from any page, then its recipe is found', async () => {
    await insertAll([maultaschen, crumble]);
    expect(await titles({ q: 'Maultaschen' })).toEqual(['Schwäbische Maultaschen']);
    expect(await titles({ q: 'schwabische' })).toEqual(['Schwäbische Maultaschen']);
    expect(await titles({ q: '"schwäbische maultaschen"' })).toEqual(['Schwäbische Maultaschen']);
    // The title is also kept as written, unstemmed, for readers of other languages.
    const [doc] = await rowsOf<{ simple: boolean; stemmed: boolean }>(sql`
      select s.title_doc @@ to_tsquery('simple', 'schwabische') as simple,
             s.title_doc @@ to_tsquery('german', 'schwabische') as stemmed
      from recipe_search s join recipes r on r.id = s.recipe_id
      where r.title = 'Schwäbische Maultaschen'`);
    expect(doc).toEqual({ simple: true, stemmed: true });
  });

  it('when a recipe’s language changes, then its documents are made again in the new language', async () => {
    await insertAll([
      { ...maultaschen, title: 'Zwiebeln', language: 'en', description: 'Geschmorte Zwiebeln.' },
    ]);
    // Stemmed as English, "Zwiebeln" does not meet "Zwiebel".
    expect(await titles({ q: 'Zwiebel' })).toEqual([]);
    await db.update(recipes).set({ language: 'de' }).where(eq(recipes.title, 'Zwiebeln'));
    expect(await titles({ q: 'Zwiebel' })).toEqual(['Zwiebeln']);
    const [configs] = await rowsOf<{ german: boolean }>(
      sql`select exists (select 1 from search_configs where config = 'german') as german`,
    );
    expect(configs?.german).toBe(true);
    const [doc] = await rowsOf<{ title: boolean; key: boolean; full: boolean }>(sql`
      select s.title_doc @@ to_tsquery('german', 'zwiebel') as title,
             s.key_doc @@ to_tsquery('german', 'zwiebel') as key,
             r.search @@ to_tsquery('german', 'zwiebel') as full
      from recipe_search s join recipes r on r.id = s.recipe_id`);
    expect(doc).toEqual({ title: true, key: true, full: true });
  });

  it('when the words are nonsense in every language, then nothing is found', async () => {
    await insertAll([apfelkuchen, crumble, maultaschen]);
    for (const q of ['xqzvbnm', 'qwrtzpfl gnrk', 'blorptastisch']) {
      const page = await searchApprovedRecipes(db, { q, limit: 10, page: 1 });
      expect(page, q).toEqual({ items: [], total: 0, corrected: [] });
    }
  });

  it('when a query holds tsquery operators, quotes and backslashes, then the search answers normally', async () => {
    await insertAll([apfelkuchen, crumble, maultaschen]);
    const pieces = [
      'Äpfeln',
      'apple',
      'und',
      'the',
      '&',
      '|',
      '!',
      '<->',
      '<2>',
      ':*',
      '(',
      ')',
      "'",
      '"',
      '\\',
      '-',
      'or',
      ' ',
      'ß',
      'ﬁ',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), {
          maxLength: 12,
        }),
        fc.constantFrom('relevance', 'title'),
        fc.boolean(),
        async (parts, sortBy, asTyped) => {
          const q = parts.join('');
          const page = await searchApprovedRecipes(db, { q, sortBy, asTyped, limit: 5, page: 1 });
          expect(page.items.length).toBeLessThanOrEqual(page.total);
        },
      ),
      { numRuns: 60 },
    );
    const [kept] = await rowsOf<{ n: number | string }>(sql`select count(*) as n from recipes`);
    expect(Number(kept?.n)).toBe(3);
  });
});
