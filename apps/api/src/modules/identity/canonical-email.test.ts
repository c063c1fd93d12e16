import { createRequire } from 'node:module';
import { canonicalEmail } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';

/*
 * The identity gate (bin/identity-gate-accounts.cjs, plain Node) and the API (packages/shared)
 * compare addresses by the same canonical form: one address is one account in the pool and one
 * claim of a restored kitchen.
 */

const gate = createRequire(import.meta.url)('../../../bin/identity-gate-accounts.cjs') as {
  canonicalEmail(text: string): string;
};

const TRICKY: [string, string][] = [
  ['\u212Aate@example.com', 'kate@example.com'],
  ['KATE@Example.COM', 'kate@example.com'],
  ['\uFF2B\uFF41\uFF54\uFF45@example.com', 'kate@example.com'],
  ['stra\u00DFe@example.com', 'stra\u00DFe@example.com'],
  ['STRASSE@example.com', 'strasse@example.com'],
  ['\u0130nci@example.com', 'i\u0307nci@example.com'],
  ['cafe\u0301@example.com', 'caf\u00E9@example.com'],
  ['\uFB01le@example.com', 'file@example.com'],
  ['\u2460@example.com', '1@example.com'],
  ['\u03A3\u039F\u03A6\u0399\u0391@example.com', '\u03C3\u03BF\u03C6\u03B9\u03B1@example.com'],
  ['kate@example.com', 'kate@example.com'],
];

describe('canonicalEmail', () => {
  it.each(TRICKY)(
    'when %j is made canonical, then the gate and the API both give %j',
    (input, expected) => {
      expect(canonicalEmail(input)).toBe(expected);
      expect(gate.canonicalEmail(input)).toBe(expected);
    },
  );
});
