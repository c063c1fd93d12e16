import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.js';
import { decimalSeparator, pointDecimal, withDecimalSeparator } from './decimal-comma.js';

describe('decimal commas', () => {
  it.each([
    ['en', '.'],
    ['de', ','],
    ['fr', ','],
    ['es', ','],
    ['it', ','],
    ['pt', ','],
    ['nl', ','],
    ['zh', '.'],
    ['ar', '.'],
  ])('%s writes decimals with "%s"', (language, separator) => {
    expect(decimalSeparator(language)).toBe(separator);
    const intl = new Intl.NumberFormat(language, { numberingSystem: 'latn' }).formatToParts(1.5);
    expect(intl.find((part) => part.type === 'decimal')?.value).toBe(separator);
  });

  it('asks Intl for a language the site does not ship', () => {
    expect(decimalSeparator('ru')).toBe(',');
    expect(decimalSeparator('ja')).toBe('.');
  });

  it('shows a German reader "0,5 l" and an English one "0.5 l"', () => {
    expect(withDecimalSeparator('0.5 l milk, 1.25 kg flour', 'de')).toBe(
      '0,5 l milk, 1,25 kg flour',
    );
    expect(withDecimalSeparator('0.5 l milk', 'en')).toBe('0.5 l milk');
    // A sentence's full stop is not a decimal point.
    expect(withDecimalSeparator('Bake 20 min. 2 eggs.', 'de')).toBe('Bake 20 min. 2 eggs.');
  });

  it.each([
    ['0,5', 'de', 0.5],
    ['1,25', 'fr', 1.25],
    ['0,5', 'en', 0.5],
    ['1.5', 'de', 1.5],
    ['1,000', 'en', 1000],
    ['1,000', 'de', 1],
    [',5', 'nl', 0.5],
  ])('reads "%s" typed by a %s cook as %s', (typed, language, value) => {
    expect(parseAmount(typed, language)).toEqual({ ok: true, value });
  });

  it('still refuses what is not an amount, in any language', () => {
    for (const language of ['en', 'de']) {
      expect(parseAmount('1,,5', language).ok).toBe(false);
      expect(parseAmount('a,5', language).ok).toBe(false);
      expect(parseAmount('0,5-1', language).ok).toBe(false);
    }
  });

  it('leaves text without a comma as it is', () => {
    expect(pointDecimal('1 1/2', 'de')).toBe('1 1/2');
  });
});
