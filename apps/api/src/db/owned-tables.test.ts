import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownedTables, TABLE_OWNERS, type RegisteredTable } from './owned-tables.js';

/*
 * The registry of the tables each module owns (owned-tables.ts) against the Drizzle schema that
 * drizzle-kit reads (drizzle.config.ts: src/db/*.schema.ts and src/modules/**\/*.schema.ts): a
 * table whose rows belong to a cook or a household that no module registered would be left
 * behind by a claim or a household's move, unseen.
 */

const src = path.resolve(import.meta.dirname, '..');

/** Every `*.schema.ts` that drizzle-kit reads. */
async function schemaFiles(): Promise<string[]> {
  const inDb = (await readdir(path.join(src, 'db'))).map((name) => path.join(src, 'db', name));
  const inModules = (await readdir(path.join(src, 'modules'), { recursive: true })).map((name) =>
    path.join(src, 'modules', name),
  );
  return [...inDb, ...inModules].filter((file) => file.endsWith('.schema.ts'));
}

/** A column that holds a cook's account id, by the schema's naming: `sub` or `…_sub`. */
const isAccountColumn = (name: string) => /(^|_)sub$/.test(name);

let tables: PgTable[] = [];
let registered: RegisteredTable[] = [];

beforeAll(async () => {
  const found = new Set<PgTable>();
  for (const file of await schemaFiles()) {
    for (const value of Object.values(await import(file))) if (is(value, PgTable)) found.add(value);
  }
  tables = [...found];
  // The app registers every module's tables when it loads them.
  await import('../app.js');
  registered = ownedTables();
});

const nameOf = (table: PgTable) => getTableConfig(table).name;
const entryOf = (table: PgTable) => registered.find((entry) => entry.table === table);

describe('the tables each module owns', () => {
  it('when the app is loaded, then every module of TABLE_OWNERS has registered its tables', () => {
    expect(new Set(registered.map((entry) => entry.module))).toEqual(new Set(TABLE_OWNERS));
    expect(tables.length).toBeGreaterThan(20);
  });

  it('when a table of the schema has an account column, then a module registered it with that column', () => {
    const missing = tables.flatMap((table) =>
      getTableConfig(table)
        .columns.filter((column) => isAccountColumn(column.name))
        .filter((column) => {
          const entry = entryOf(table);
          return ![...(entry?.accountColumns ?? []), ...(entry?.keptAccountColumns ?? [])].includes(
            column,
          );
        })
        .map((column) => `${nameOf(table)}.${column.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('when a table of the schema has a household column, then a module registered it as the household', () => {
    const missing = tables
      .filter((table) => getTableConfig(table).columns.some((c) => c.name === 'household_id'))
      .filter((table) => entryOf(table)?.household?.name !== 'household_id')
      .map(nameOf);
    expect(missing).toEqual([]);
  });

  it('when a module registers a table, then it is in the schema and every column it names is one of its own', () => {
    const wrong = registered.flatMap((entry) => {
      const own = new Set<PgColumn>(getTableConfig(entry.table).columns);
      const named = [
        ...entry.accountColumns,
        ...(entry.keptAccountColumns ?? []),
        ...(entry.uniqueWith ?? []),
        ...(entry.household ? [entry.household] : []),
      ];
      return [
        ...(tables.includes(entry.table) ? [] : [`${nameOf(entry.table)} is not in the schema`]),
        ...named
          .filter((column) => !own.has(column))
          .map((c) => `${nameOf(entry.table)}.${c.name}`),
      ];
    });
    expect(wrong).toEqual([]);
    const twice = registered.filter((entry, i) => registered.indexOf(entryOf(entry.table)!) !== i);
    expect(twice.map((entry) => nameOf(entry.table))).toEqual([]);
  });
});
