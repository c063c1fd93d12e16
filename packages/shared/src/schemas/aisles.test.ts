import { describe, expect, it } from 'vitest';
import { AISLES } from './kitchen.js';
import { AISLE_MESSAGES, aisleOrderOf, aisleOrderSchema, isAisleOrder } from './aisles.js';

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
