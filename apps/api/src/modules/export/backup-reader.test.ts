import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { readBackup, scanBackup, type BackupPart } from './backup-reader.js';
import { EXPORT_MESSAGES } from './export.messages.js';

/** The text in pieces of `size` bytes, so that strings, escapes and brackets straddle chunks. */
async function* pieces(text: string, size: number): AsyncGenerator<Buffer> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function partsOf(text: string, size = 7, limits = {}): Promise<BackupPart[]> {
  const parts: BackupPart[] = [];
  for await (const part of scanBackup(pieces(text, size), limits)) parts.push(part);
  return parts;
}

async function refusal(text: string, limits = {}): Promise<AppError> {
  const err: unknown = await partsOf(text, 64 * 1024, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const app = err as AppError;
  expect(app.status).toBe(400);
  expect(app.message).toBe(EXPORT_MESSAGES.invalidBackup);
  return app;
}

const recipes = [
  { name: 'Soup', family_recipes: { tags: ['a', 'b'], image: { data: 'QUJD' } } },
  { name: 'Stew', n: 12.5e3, ok: true, none: null, nested: [[[{}]], []] },
  'not a recipe, still its own element',
  42,
];

describe('the backup scanner', () => {
  it('when a backup is read in small chunks, then each header field and each recipe comes out as its own JSON text, in order', async () => {
    const backup = {
      format: 'family-recipes-backup',
      version: 1,
      created_on: '2026-01-01T00:00:00.000Z',
      users: [{ id: 'u1', name: 'Ana' }],
      recipes,
    };
    for (const size of [1, 3, 7, 4096]) {
      const parts = await partsOf(JSON.stringify(backup), size);
      expect(parts.map((p) => (p.kind === 'field' ? p.key : p.kind))).toEqual([
        'format',
        'version',
        'created_on',
        'users',
        'element',
        'element',
        'element',
        'element',
        'end',
      ]);
      const fields = parts.flatMap((p) => (p.kind === 'field' ? [JSON.parse(p.json)] : []));
      expect(fields).toEqual([backup.format, 1, backup.created_on, backup.users]);
      const elements = parts.flatMap((p) => (p.kind === 'element' ? [JSON.parse(p.json)] : []));
      expect(elements).toEqual(recipes);
      expect(parts.at(-1)).toEqual({ kind: 'end', key: 'recipes', count: 4 });
    }
  });

  it('when the backup is pretty-printed, has no recipes or has fields after them, then it is read the same', async () => {
    const pretty = await partsOf(JSON.stringify({ recipes, after: 'x' }, null, 2), 5);
    expect(pretty.filter((p) => p.kind === 'element').map((p) => JSON.parse(p.json))).toEqual(
      recipes,
    );
    expect(pretty.at(-1)).toEqual({ kind: 'field', key: 'after', json: '"x"' });
    expect(await partsOf(' { "recipes" : [ ] , "users" : [ ] } \n')).toEqual([
      { kind: 'end', key: 'recipes', count: 0 },
      { kind: 'field', key: 'users', json: '[ ]' },
    ]);
  });

  it('when a backup has kitchen arrays after the recipes, then each row comes out on its own, named by its array and place', async () => {
    const favourites = [{ user_sub: 'a', recipe_id: 'r1' }, { user_sub: 'b' }];
    const items = [{ id: 'i1', sources: [{ title: '] },' }] }];
    const text = JSON.stringify({
      recipes: [{ name: 'Soup' }],
      favourites,
      shopping_list_items: items,
      meal_plan_entries: [],
      other: [1, 2],
    });
    for (const size of [1, 5, 4096]) {
      const parts = await partsOf(text, size);
      expect(
        parts.map((p) =>
          p.kind === 'field' ? p.key : p.kind === 'end' ? `${p.key} end` : `${p.key}.${p.index}`,
        ),
      ).toEqual([
        'recipes.0',
        'recipes end',
        'favourites.0',
        'favourites.1',
        'favourites end',
        'shopping_list_items.0',
        'shopping_list_items end',
        'meal_plan_entries end',
        'other',
      ]);
      const rows = parts.flatMap((p) =>
        p.kind === 'element' && p.key === 'favourites' ? [JSON.parse(p.json)] : [],
      );
      expect(rows).toEqual(favourites);
    }
    const err = await refusal(
      JSON.stringify({ recipes: [], favourites: [{}, {}] }).replace('{}]', '{} {}]'),
    );
    expect(err.errors?.[0]).toMatchObject({ field: 'favourites.2' });
  });

  it('when strings hold brackets, braces, commas, escaped quotes and backslashes, then they do not end or split an element', async () => {
    const tricky = [
      { note: 'a ] } , [ { "quoted" \\ back\\slash \\" ]', emoji: 'gâteau 🍰 \u0000' },
      { note: '\\', after: '"' },
      { 'key with ] and "': ['[', ']', '{', '}', '\\"'] },
    ];
    const text = JSON.stringify({ 'head "]}': '{[', recipes: tricky });
    for (const size of [1, 2, 3, 64]) {
      const parts = await partsOf(text, size);
      expect(parts[0]).toEqual({ kind: 'field', key: 'head "]}', json: '"{["' });
      expect(parts.filter((p) => p.kind === 'element').map((p) => JSON.parse(p.json))).toEqual(
        tricky,
      );
    }
  });

  it('when one element is over the cap, then 400 names it and the limit', async () => {
    const big = { name: 'x'.repeat(2048) };
    const err = await refusal(JSON.stringify({ recipes: [{ name: 'small' }, big, {}] }), {
      elementMaxBytes: 1024,
    });
    expect(err.errors?.[0]?.field).toBe('recipes.1');
    expect(err.errors?.[0]?.message).toMatch(
      /^recipes\.1: larger than .* MB, the limit for one element$/,
    );
    // A header field is held to the same cap.
    const head = await refusal(JSON.stringify({ users: [big], recipes: [] }), {
      elementMaxBytes: 1024,
    });
    expect(head.errors?.[0]).toMatchObject({ field: 'users', message: /^users: larger than/ });
  });

  it('when an element is nested 90,000 deep, then 400 without a stack overflow', async () => {
    const deep = '['.repeat(90_000) + ']'.repeat(90_000);
    const err = await refusal(`{"recipes":[{"name":"ok"},{"reviews":${deep}}]}`);
    expect(err.errors).toEqual([
      { field: 'recipes.1', message: 'recipes.1: nested deeper than 64 levels' },
    ]);
    const header = await refusal(`{"users":${deep},"recipes":[]}`);
    expect(header.errors).toEqual([
      { field: 'users', message: 'users: nested deeper than 64 levels' },
    ]);
  });

  it('when the file is not one JSON object with a recipes array, then 400 says where', async () => {
    const cases: [string, RegExp][] = [
      ['', /ends before the backup does/],
      ['[1,2]', /^backup: the file is not a JSON object$/],
      ['{"recipes":[{"a":1}', /^recipes\.1: the file ends before/],
      ['{"recipes":[{"a":1},]}', /^recipes\.1: a value was expected$/],
      ['{"recipes":[{"a":1} {"b":2}]}', /^recipes\.1: "," or "\]" was expected$/],
      ['{"a":1,,"recipes":[]}', /field name was expected/],
      ['{"a" 1}', /^a: ":" was expected$/],
      ['{"recipes":[]} {}', /more after the end/],
      ['{"recipes":[{"a":"unterminated]}', /the file ends before/],
    ];
    for (const [text, problem] of cases) {
      const err = await refusal(text);
      const [first] = err.errors ?? [];
      expect(first?.message, text).toMatch(problem);
      expect(first?.message.startsWith(`${first.field}: `), text).toBe(true);
    }
  });

  describe('from a file on disk', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'fr-backup-reader-'));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('when a backup file spans many read chunks, then every recipe comes out whole', async () => {
      const many = Array.from({ length: 40 }, (_, i) => ({
        name: `Recipe ${i}`,
        image: { data: Buffer.alloc(40_000, i).toString('base64') },
      }));
      const file = path.join(dir, 'backup.json');
      await writeFile(file, JSON.stringify({ format: 'f', recipes: many }));
      const out: unknown[] = [];
      for await (const part of readBackup(file)) {
        if (part.kind === 'element') out.push(JSON.parse(part.json));
      }
      expect(out).toEqual(many);
    });
  });
});
