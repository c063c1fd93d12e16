import { describe, expect, it } from 'vitest';
import { AISLES } from './kitchen.js';
import {
  AISLE_MESSAGES,
  aisleOrderOf,
  aisleOrderSchema,
  aislesOfHousehold,
  isAisleId,
  isAisleOrder,
  orderOfAisles,
} from './aisles.js';

describe('isAisleOrder', () => {
  it('when every aisle is named once in any order, then it is an order', () => {
    expect(isAisleOrder([...AISLES])).toBe(true);
    expect(isAisleOrder([...AISLES].reverse())).toBe(true);
  });

  it('when an aisle is missing, repeated, unknown or extra, then it is not', () => {
    expect(isAisleOrder(AISLES.slice(1))).toBe(false);
    expect(isAisleOrder([...AISLES.slice(1), 'dairy'])).toBe(false);
    expect(isAisleOrder([...AISLES.slice(1), 'garden'])).toBe(false);
    expect(isAisleOrder([...AISLES, 'other'])).toBe(false);
  });
});

describe('aisleOrderSchema', () => {
  it('when the order is not every aisle once, then its one message says what is expected', () => {
    const result = aisleOrderSchema.safeParse({ order: ['produce', 'produce'] });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      AISLE_MESSAGES.orderInvalid,
    ]);
  });
});

describe('aisleOrderOf', () => {
  it('when a stored order is no longer every aisle once, then the first order is used', () => {
    expect(aisleOrderOf(undefined)).toEqual([...AISLES]);
    expect(aisleOrderOf(['produce'])).toEqual([...AISLES]);
    expect(aisleOrderOf([...AISLES].reverse())).toEqual([...AISLES].reverse());
  });
});

describe('aislesOfHousehold and orderOfAisles', () => {
  const drinks = `a_${'d'.repeat(32)}`;

  it('when a household renamed, removed and added aisles, then its aisles are the rest of the seven by name, then its own, and “other” always stays', () => {
    const aisles = aislesOfHousehold([
      { id: 'dairy', name: 'Milk and eggs', hidden: false },
      { id: 'bakery', name: 'Bakery', hidden: true },
      { id: 'other', name: 'Other', hidden: true },
      { id: drinks, name: 'Drinks', hidden: false },
    ]);

    expect([...aisles]).toEqual([
      ['produce', 'Produce'],
      ['dairy', 'Milk and eggs'],
      ['meat and fish', 'Meat and fish'],
      ['pantry', 'Pantry'],
      ['frozen', 'Frozen'],
      ['other', 'Other'],
      [drinks, 'Drinks'],
    ]);
  });

  it('when a stored order names aisles gone and misses new ones, then each aisle is named once, the new ones last', () => {
    const aisles = new Set(['produce', 'dairy', 'other', drinks]);

    expect(orderOfAisles(['other', 'bakery', 'dairy', 'dairy'], aisles)).toEqual([
      'other',
      'dairy',
      'produce',
      drinks,
    ]);
    expect(orderOfAisles(undefined, aisles)).toEqual(['produce', 'dairy', drinks, 'other']);
  });

  it('when an aisle id is checked, then only the seven and the form the server makes pass', () => {
    expect([drinks, 'meat and fish'].every(isAisleId)).toBe(true);
    expect(['garden', 'a_123', `A_${'d'.repeat(32)}`, 7].some(isAisleId)).toBe(false);
  });
});
