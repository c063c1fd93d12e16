import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import type { Db } from '../../db/client.js';
import { householdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import { joinHousehold } from '../../test/households.js';
import { addItem, createList } from '../../test/shopping-lists.js';
import { subOf } from '../../test/test-recipes.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { ShoppingRepository } from './shopping.repository.js';
import { ShoppingService } from './shopping.service.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

/*
 * A tick, an edit and an add each send at most four statements to the database, the access check
 * and the notification included (BEGIN and COMMIT count as one each).
 */

let member: TestUser;
let statements: string[] = [];
let service: ShoppingService;

const TRANSACTION_ENDS = /^\s*(begin|commit|rollback)\b/i;

/** The test database seen through a drizzle instance that writes down every statement it sends. */
function countedDb(db: Db, kind: 'pglite' | 'postgres'): Db {
  const logger = {
    logQuery(query: string) {
      // BEGIN and COMMIT are counted once per transaction below, on either engine.
      if (!TRANSACTION_ENDS.test(query)) statements.push(query);
    },
  };
  const client = (db as unknown as { $client: unknown }).$client;
  const counted = (kind === 'pglite'
    ? drizzlePglite(client as PGlite, { logger })
    : drizzlePg(client as pg.Pool, { logger })) as unknown as Db;
  const transaction = counted.transaction.bind(counted);
  counted.transaction = (async (work: Parameters<Db['transaction']>[0]) => {
    statements.push('begin');
    try {
      return await transaction(work);
    } finally {
      statements.push('commit');
    }
  }) as Db['transaction'];
  return counted;
}

const principalOf = (user: TestUser): Principal => ({
  sub: subOf(user.idToken),
  username: user.email,
  email: user.email,
  name: user.name,
  groups: ['user'],
});

const t = useTestApp();
const [owner] = useUsers(t, 'Owner Olga');

beforeAll(async () => {
  member = await createCook(t, 'Member Mo');
  await joinHousehold(t, owner, member);
  const db = countedDb(t.db.database.db, t.db.database.kind);
  service = new ShoppingService(new ShoppingRepository(db), householdLookup(db));
});
beforeEach(() => {
  statements = [];
});

describe('the statements of a kitchen write', () => {
  it('when a member ticks a line of a shared list, then at most four statements are sent', async () => {
    const list = await createList(t, owner);
    const line = (await addItem(t, owner, list._id, '2 lemons')).items[0];
    expect(line).toBeDefined();
    statements = [];
    const result = await service.updateItem(
      list._id,
      line?._id ?? '',
      { checked: true },
      principalOf(member),
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(4);
    expect(statements.some((s) => /pg_notify/i.test(s))).toBe(true);
    // The answer carries what the page shows: the line and the list's numbers.
    expect(result.item).toMatchObject({ _id: line?._id, checked: true, version: 2 });
    expect(result.item).toHaveProperty(
      'list',
      expect.objectContaining({ item_count: 1, unchecked_count: 0 }),
    );
  });

  it('when a member rewrites a line with its version and an op id, then at most four statements are sent', async () => {
    const list = await createList(t, owner);
    const line = (await addItem(t, owner, list._id, '2 lemons')).items[0];
    statements = [];
    await service.updateItem(
      list._id,
      line?._id ?? '',
      {
        text: '3 limes',
        base_version: line?.version ?? 1,
        edited_at: new Date().toISOString(),
        op_id: randomUUID(),
      },
      principalOf(member),
    );
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(4);
    expect(statements.some((s) => /pg_notify/i.test(s))).toBe(true);
  });

  it('when a member adds a free item with an op id, then at most four statements are sent', async () => {
    const list = await createList(t, owner);
    await addItem(t, owner, list._id, '1 cup milk');
    statements = [];
    const { created } = await service.addItem(
      list._id,
      { text: '250 ml milk', op_id: randomUUID() },
      principalOf(member),
    );
    expect(created).toBe(true);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(4);
    expect(statements.some((s) => /pg_notify/i.test(s))).toBe(true);
  });
});
