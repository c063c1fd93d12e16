import fc from 'fast-check';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Amounts as a cook writes them: "3", "1/2", "2 3/8", with the value they stand for. */
export const friendlyAmount = fc.oneof(
  fc.nat({ max: 10_000 }).map((whole) => ({ text: String(whole), value: whole })),
  fc
    .record({
      whole: fc.nat({ max: 10_000 }),
      denominator: fc.constantFrom(2, 3, 4, 8),
      numerator: fc.integer({ min: 1, max: 7 }),
    })
    .filter(
      ({ numerator, denominator }) => numerator < denominator && gcd(numerator, denominator) === 1,
    )
    .map(({ whole, numerator, denominator }) => ({
      text: whole === 0 ? `${numerator}/${denominator}` : `${whole} ${numerator}/${denominator}`,
      value: whole + numerator / denominator,
    })),
);

/** Any text, including emoji, combining marks and lone surrogates. */
export const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
);
