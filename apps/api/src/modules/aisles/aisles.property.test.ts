import {
  AISLE_LIMITS,
  AISLES,
  householdAislesSchema,
  type HouseholdAisles,
} from '@family-recipes/shared';
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addItem, createList, readList } from '../../test/shopping-lists.js';
import { bearer, createCooks, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * Any sequence of changes to a household's aisles and shops, sent to the API: after every step
 * each order names every aisle once, 'other' is there, no line of the list is in an aisle the
 * household does not have, and no two aisles (or shops) share a name.
 */

const t = useTestApp();

type Op =
  | { kind: 'add'; name: string }
  | { kind: 'rename'; pick: number; name: string }
  | { kind: 'remove'; pick: number }
  | { kind: 'reorder'; seed: number[] }
  | { kind: 'addShop'; name: string }
  | { kind: 'orderShop'; seed: number[] }
  | { kind: 'move'; pick: number; line: number }
  | { kind: 'setShop'; shop: boolean };

const names = fc.constantFrom(
  'Drinks',
  'drinks',
  'Pets',
  'Dairy',
  'Snacks',
  ' Tea ',
  'Frozen',
  'Bread',
);
const pick = fc.nat(40);
const seed = fc.array(fc.nat(40), { minLength: 1, maxLength: 12 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), name: names }),
  fc.record({ kind: fc.constant('rename' as const), pick, name: names }),
  fc.record({ kind: fc.constant('remove' as const), pick }),
  fc.record({ kind: fc.constant('reorder' as const), seed }),
  fc.record({ kind: fc.constant('addShop' as const), name: names }),
  fc.record({ kind: fc.constant('orderShop' as const), seed }),
  fc.record({ kind: fc.constant('move' as const), pick, line: fc.nat(2) }),
  fc.record({ kind: fc.constant('setShop' as const), shop: fc.boolean() }),
);

/** `order` shuffled by `seed` (each number takes one aisle out of what is left). */
const shuffled = (order: readonly string[], by: readonly number[]) => {
  const rest = [...order];
  const out: string[] = [];
  for (const n of by) if (rest.length > 0) out.push(...rest.splice(n % rest.length, 1));
  return [...out, ...rest];
};

const isPermutation = (order: readonly string[], ids: readonly string[]) =>
  order.length === ids.length && [...order].sort().join('|') === [...ids].sort().join('|');

const folded = (values: readonly string[]) => new Set(values.map((v) => v.toLocaleLowerCase('en')));

describe('a household’s aisles under any sequence of changes', () => {
  it('when cooks add, rename, remove, reorder, set shops and move lines, then every order names every aisle once and every line is in one of them', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
        n += 1;
        const [cook] = await createCooks(t, `Prop Cook ${n}`);
        const list = await createList(t, cook);
        for (const text of ['2 lemons', '1 l milk', '1 bag frozen peas']) {
          await addItem(t, cook, list._id, text);
        }
        for (const step of ops) {
          const before = await aislesOf(cook);
          await apply(cook, list._id, step, before);
          await checkInvariants(cook, list._id);
        }
      }),
      { numRuns: 12, seed: 48, endOnFailure: true },
    );
  });
});

async function aislesOf(cook: TestUser): Promise<HouseholdAisles> {
  const res = await request(t.app).get('/api/household/aisles').set(bearer(cook)).expect(200);
  return householdAislesSchema.parse(res.body);
}

async function apply(cook: TestUser, listId: string, step: Op, now: HouseholdAisles) {
  const at = (i: number) => now.order[i % now.order.length] ?? 'other';
  const shop = now.shops[0];
  const auth = bearer(cook);
  const send = (call: request.Test) =>
    call.expect((res) => {
      // A refusal is a 400 (a taken name, 'other', a limit) or 404, never a failure.
      expect([200, 201, 400]).toContain(res.status);
    });
  switch (step.kind) {
    case 'add':
      return send(request(t.app).post('/api/household/aisles').set(auth).send({ name: step.name }));
    case 'rename':
      return send(
        request(t.app)
          .patch(`/api/household/aisles/${encodeURIComponent(at(step.pick))}`)
          .set(auth)
          .send({ name: step.name }),
      );
    case 'remove':
      return send(
        request(t.app)
          .delete(`/api/household/aisles/${encodeURIComponent(at(step.pick))}`)
          .set(auth),
      );
    case 'reorder':
      return send(
        request(t.app)
          .put('/api/household/aisles')
          .set(auth)
          .send({ order: shuffled(now.order, step.seed) }),
      );
    case 'addShop':
      return send(request(t.app).post('/api/household/shops').set(auth).send({ name: step.name }));
    case 'orderShop':
      if (!shop) return;
      return send(
        request(t.app)
          .put(`/api/household/shops/${shop.id}/order`)
          .set(auth)
          .send({ order: shuffled(shop.order, step.seed) }),
      );
    case 'move': {
      const line = (await readList(t, cook, listId)).items[step.line];
      if (!line) return;
      return send(
        request(t.app)
          .put(`/api/shopping-lists/${listId}/items/${line._id}/aisle`)
          .set(auth)
          .send({ aisle: at(step.pick) }),
      );
    }
    case 'setShop':
      return send(
        request(t.app)
          .patch(`/api/shopping-lists/${listId}`)
          .set(auth)
          .send({ shop_id: step.shop && shop ? shop.id : null }),
      );
  }
}

async function checkInvariants(cook: TestUser, listId: string) {
  const now = await aislesOf(cook);
  const ids = now.aisles.map((aisle) => aisle.id);
  expect(ids).toContain('other');
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.length).toBeLessThanOrEqual(AISLES.length + AISLE_LIMITS.ownAisles);
  expect(isPermutation(now.order, ids)).toBe(true);
  for (const shop of now.shops) expect(isPermutation(shop.order, ids)).toBe(true);
  expect(folded(now.aisles.map((aisle) => aisle.name)).size).toBe(ids.length);
  expect(folded(now.shops.map((shop) => shop.name)).size).toBe(now.shops.length);
  const list = await readList(t, cook, listId);
  expect(isPermutation(list.aisle_order ?? [], ids)).toBe(true);
  const expected = list.shop_id
    ? now.shops.find((shop) => shop.id === list.shop_id)?.order
    : now.order;
  expect(list.aisle_order).toEqual(expected);
  for (const item of list.items) expect(ids).toContain(item.aisle);
  // Lines follow the list's order.
  const ranks = list.items.map((item) => list.aisle_order?.indexOf(item.aisle) ?? -1);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
}
