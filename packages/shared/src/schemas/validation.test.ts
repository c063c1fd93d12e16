import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validateFields } from './validation.js';

const schema = z.object({
  a: z.string({ error: 'A is required' }),
  nested: z.object({ b: z.string({ error: 'B is required' }) }, { error: 'Nested is required' }),
  c: z.string({ error: 'C is required' }).min(5, 'C is too short').regex(/x/, 'C needs an x'),
  d: z.string({ error: 'A is required' }),
});

describe('validateFields', () => {
  it('when fields fail, then each field gets its first message, in the given order', () => {
    const result = validateFields(schema, { nested: {}, c: 'y' }, ['c', 'nested.b', 'a', 'd']);
    expect(result).toEqual({
      success: false,
      errors: [
        { field: 'c', message: 'C is too short' },
        { field: 'nested.b', message: 'B is required' },
        { field: 'a', message: 'A is required' },
        { field: 'd', message: 'A is required' },
      ],
    });
  });

  it('when a failing field is not in the order, then it comes last', () => {
    const result = validateFields(schema, { a: 'a', d: 'd', c: 'xxxxx' }, ['a']);
    expect(result).toEqual({
      success: false,
      errors: [{ field: 'nested', message: 'Nested is required' }],
    });
  });

  it('when the schema passes but extra errors are given, then they are reported in order', () => {
    const raw = { a: 'a', d: 'd', c: 'xxxxx', nested: { b: 'b' } };
    expect(validateFields(schema, raw, ['a'], [{ field: 'a', message: 'File needed' }])).toEqual({
      success: false,
      errors: [{ field: 'a', message: 'File needed' }],
    });
    expect(validateFields(schema, raw, ['a'])).toEqual({ success: true, data: raw });
  });
});
