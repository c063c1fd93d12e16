import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { COLORS } from './theme.js';
import { type Span, Typesetter } from './text.js';

const SIZE = 12;
const ts = new Typesetter(new PDFDocument({ autoFirstPage: false }));
const textOf = (spans: Span[], width: number) =>
  ts.lines(spans, SIZE, width).map((line) => line.runs.map((run) => run.text).join(''));
const widthOf = (text: string) => ts.lines([{ text, face: 'regular' }], SIZE, 1000)[0]?.width ?? 0;

describe('breaking lines', () => {
  it('when an amount is held to its unit by a no-break space, then the line breaks before the amount, never between the two', () => {
    const text = 'Simmer for 10\u00a0minutes';
    // Room for "Simmer for 10" but not for the unit after it.
    const width = widthOf('Simmer for 10 m');
    expect(textOf([{ text, face: 'regular' }], width)).toEqual(['Simmer for', '10\u00a0minutes']);
    expect(textOf([{ text: 'Simmer for 10 minutes', face: 'regular' }], width)).toEqual([
      'Simmer for 10',
      'minutes',
    ]);
  });

  it('when a span has a colour of its own, then its runs keep it and the others take the line’s', () => {
    const [line] = ts.lines(
      [
        { text: '400\u00a0g', face: 'bold' },
        { text: ' (15 oz)', face: 'regular', color: COLORS.soft },
        { text: ' potatoes', face: 'regular' },
      ],
      SIZE,
      1000,
    );
    expect(line?.runs.map((run) => [run.text, run.color])).toEqual([
      ['400\u00a0g', undefined],
      [' (15 oz)', COLORS.soft],
      [' potatoes', undefined],
    ]);
  });
});
