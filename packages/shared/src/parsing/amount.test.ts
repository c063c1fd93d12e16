import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatAmount, formatDecimal, parseAmount, replaceAmounts, scaleAmount } from './amount.js';
import { anyText, friendlyAmount } from '../test-support/arbitraries.js';

describe('parseAmount', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['.5', 0.5],
    [' 0.25 ', 0.25],
    ['0', 0],
    ['1/2', 0.5],
    ['3 / 4', 0.75],
    ['1 1/2', 1.5],
    ['2  3/4', 2.75],
    ['1-1/2', 1.5],
    ['1⁄2', 0.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ½', 1.5],
    ['1-½', 1.5],
    ['1 - 2/3', 1 + 2 / 3],
    ['1 - ½', 1.5],
    ['¼', 0.25],
    ['¾', 0.75],
    ['⅓', 1 / 3],
    ['⅔', 2 / 3],
    ['⅛', 0.125],
    ['2⅜', 2.375],
  ])('when given %j, then it reads %d', (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each([
    '1-2',
    '1 - 2',
    '1–2',
    '1—2',
    '1 to 2',
    '1 TO 2',
    '1/2-1',
    '½-1',
    '1 1/2 to 2 1/2',
    '6 or 7',
    '1 (or 2)',
  ])('when given the range %j, then it refuses it as a range', (text) => {
    expect(parseAmount(text)).toEqual({
      ok: false,
      error: { code: 'range', message: `Use a single amount, not a range (${text})` },
    });
  });

  it.each(['', '   ', '\n\t'])('when given blank text %j, then it reports it empty', (text) => {
    expect(parseAmount(text)).toEqual({
      ok: false,
      error: { code: 'empty', message: 'Enter an amount' },
    });
  });

  it.each(['1/0', '2 3/0', '0/0'])('when the denominator is 0 in %j, then it says so', (text) => {
    const result = parseAmount(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('zero-denominator');
  });

  it.each([
    'abc',
    '-1',
    '1.',
    '1..2',
    '1/2/3',
    '1 2',
    '2 cups',
    '½½',
    '½2',
    '1e3',
    '0x10',
    '9'.repeat(400),
  ])('when given %j, then it is invalid with a hint', (text) => {
    expect(parseAmount(text)).toEqual({
      ok: false,
      error: { code: 'invalid', message: 'Enter an amount like 2, 1.5, 1/2 or 1 1/2' },
    });
  });
});

describe('formatAmount', () => {
  it.each([
    [1.5, '1 1/2'],
    [0.333, '1/3'],
    [0.67, '2/3'],
    [0.25, '1/4'],
    [2, '2'],
    [0, '0'],
    [0.125, '1/8'],
    [2.6667, '2 2/3'],
    [1 / 6, '1/6'],
    [1 / 16, '1/16'],
    [0.1 * 3, '0.3'],
    [1.999, '2'],
    [0.12, '0.12'],
    [1.234, '1.23'],
    [-1.5, '-1 1/2'],
    [1e21, '1000000000000000000000'],
  ])('when given %d, then it shows %j', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });

  it('when the value is not finite, then it shows it as is rather than a false fraction', () => {
    expect(formatAmount(Number.NaN)).toBe('NaN');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});

describe('formatDecimal', () => {
  it('when given a value, then it rounds to the decimals asked and drops trailing zeros', () => {
    expect(formatDecimal(1.5)).toBe('1.5');
    expect(formatDecimal(1 / 3)).toBe('0.33');
    expect(formatDecimal(0.125, 3)).toBe('0.125');
    expect(formatDecimal(2, 3)).toBe('2');
  });

  it('when the value is huge or a tiny negative, then it is written in plain digits', () => {
    expect(formatDecimal(1e22)).toBe('10000000000000000000000');
    expect(formatDecimal(-0.001)).toBe('0');
  });

  it('when the value is whole, then it is written without making a number format', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect([
      formatDecimal(3),
      formatDecimal(-12),
      formatDecimal(-0),
      formatDecimal(250, 3),
    ]).toEqual(['3', '-12', '0', '250']);
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });

  it('when any whole value below 1e21 is written, then it reads as Intl would write it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(formatDecimal(n)).toBe(
          n.toLocaleString('en-US', { useGrouping: false, signDisplay: 'negative' }),
        );
      }),
    );
  });
});

describe('scaleAmount', () => {
  it('when given an amount, then it multiplies it', () => {
    expect(scaleAmount(1.5, 2)).toBe(3);
  });

  it('when there is no amount, then there is still none', () => {
    expect(scaleAmount(null, 3)).toBeNull();
  });
});

describe('replaceAmounts', () => {
  it('when text holds amounts, then each is replaced and the words are kept', () => {
    expect(replaceAmounts('1 1/2 to 2 cups, ½ lb', (value) => `[${value}]`)).toBe(
      '[1.5] to [2] cups, [0.5] lb',
    );
  });

  it('when an amount cannot be read, then it is left as written', () => {
    expect(replaceAmounts('1/0 pans', () => 'x')).toBe('1/0 pans');
  });
});

describe('amount properties', () => {
  it('when a friendly amount is read and shown again, then the text is unchanged', () => {
    fc.assert(
      fc.property(friendlyAmount, ({ text }) => {
        const result = parseAmount(text);
        return result.ok && formatAmount(result.value) === text;
      }),
    );
  });

  it('when a friendly value is shown and read again, then the value is unchanged', () => {
    fc.assert(
      fc.property(friendlyAmount, ({ value }) => {
        const result = parseAmount(formatAmount(value));
        return result.ok && Math.abs(result.value - value) < 1e-9;
      }),
    );
  });

  it('when scaled by 1, then any amount is unchanged', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ noNaN: true })),
        (value) => scaleAmount(value, 1) === value,
      ),
    );
  });

  it('when given any text, then parsing never throws and gives a result', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = parseAmount(text);
        return result.ok ? Number.isFinite(result.value) : result.error.message !== '';
      }),
    );
  });

  it('when given any number, then formatting never throws', () => {
    fc.assert(fc.property(fc.double(), (value) => typeof formatAmount(value) === 'string'));
  });
});
