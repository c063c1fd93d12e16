import { describe, expect, it } from 'vitest';
import { LABELLED_LINES, labelledFields, type LabelledLine } from './labelled-lines.js';
import { parseIngredientLine } from './parse.js';

/** The share of labelled lines the parser may read wrongly. */
const ALLOWED_MISSES = 0.03;

function expected(label: LabelledLine): Partial<LabelledLine> {
  const { text: _text, ...fields } = label;
  return fields;
}

function sameQuantity(a: number | null | undefined, b: number | null): boolean {
  return a === b || (typeof a === 'number' && b !== null && Math.abs(a - b) < 1e-9);
}

function canonical(fields: object): string {
  return JSON.stringify(fields, Object.keys(fields).sort());
}

/** Whether the parser reads a line as labelled: every field the label gives. */
function reads(label: LabelledLine): boolean {
  const got = labelledFields(parseIngredientLine(label.text), label);
  const { quantity, ...rest } = expected(label);
  const { quantity: gotQuantity, ...gotRest } = got;
  return sameQuantity(gotQuantity, quantity ?? null) && canonical(gotRest) === canonical(rest);
}

function describeMiss(label: LabelledLine): string {
  const got = labelledFields(parseIngredientLine(label.text), label);
  return `${JSON.stringify(label.text)}\n  expected ${JSON.stringify(expected(label))}\n  read     ${JSON.stringify(got)}`;
}

describe('labelled lines', () => {
  it('when the labelled table is read, then it holds over 320 distinct real lines', () => {
    expect(LABELLED_LINES.length).toBeGreaterThanOrEqual(320);
  });

  it('when every labelled line is parsed, then at least 97 % read as labelled, and the misses are listed', () => {
    const misses = LABELLED_LINES.filter((label) => !reads(label));
    const allowed = Math.floor(LABELLED_LINES.length * ALLOWED_MISSES);
    expect(
      misses.length,
      `${misses.length} of ${LABELLED_LINES.length} lines read otherwise:\n${misses.map(describeMiss).join('\n')}`,
    ).toBeLessThanOrEqual(allowed);
  });
});
