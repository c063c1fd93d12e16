import { type Direction, displayOrder, hasRightToLeft, paragraphDirection } from './bidi.js';
import { type Face, runsOf, useFont } from './fonts.js';
import { balancedBreaks } from './typeset.js';

/*
 * Line breaking done here rather than by pdfkit, because a line mixes font files (a Latin title
 * with CJK in brackets) and the pages need to know each paragraph's lines before placing them:
 * that is what keeps widows, orphans and headings alone at the foot of a page out of the book.
 */

export interface Span {
  text: string;
  face: Face;
  /** A colour of its own (an alternate amount set lighter); else the line's. */
  color?: string;
}

interface PlacedRun {
  font: string;
  text: string;
  width: number;
  color?: string;
}

export interface Line {
  /** In the order they print, left to right (bidi.ts). */
  runs: PlacedRun[];
  width: number;
  /** Of a right-to-left paragraph (Hebrew, Arabic): set flush right. */
  rtl?: boolean;
}

interface Piece {
  parts: Span[];
  spaceBefore: boolean;
  width: number;
}

/**
 * Spaces a line may break at: any but the no-break ones, which hold an amount to its unit. A
 * no-break space stays inside its word, measured and printed with the word's font (every font
 * file of the book has the glyph, as wide as its space).
 */
const BREAKS = /([^\S\u00a0\u2007\u202f]+)/;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

const THAI = /\p{Script=Thai}/u;
const THAI_WORDS = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * Words, with a break allowed between two CJK characters as CJK text is set, and between two Thai
 * words (Thai puts no space between them; ICU's dictionary finds them).
 */
function splitWord(word: string): string[] {
  if (THAI.test(word)) return [...THAI_WORDS.segment(word)].map((s) => s.segment);
  const out: string[] = [];
  let current = '';
  let previous = '';
  for (const char of word) {
    if (current && CJK.test(previous) && CJK.test(char)) {
      out.push(current);
      current = '';
    }
    current += char;
    previous = char;
  }
  if (current) out.push(current);
  return out;
}

function piecesOf(spans: Span[]): Omit<Piece, 'width'>[] {
  const pieces: Omit<Piece, 'width'>[] = [];
  let spaced = true;
  for (const span of spans) {
    for (const chunk of span.text.split(BREAKS)) {
      if (chunk === '') continue;
      if (BREAKS.test(chunk)) {
        spaced = true;
        continue;
      }
      splitWord(chunk).forEach((text, i) => {
        const last = pieces.at(-1);
        // A word that runs on from the previous span (a bold amount then its unit) stays whole.
        const part = { ...span, text };
        if (i === 0 && !spaced && last) last.parts.push(part);
        else pieces.push({ parts: [part], spaceBefore: i === 0 && spaced });
      });
      spaced = false;
    }
  }
  return pieces;
}

export class Typesetter {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  width(font: string, size: number, text: string): number {
    return useFont(this.doc, font).fontSize(size).widthOfString(text);
  }

  private spanWidth(span: Span, size: number): number {
    return runsOf(span.text, span.face).reduce((w, r) => w + this.width(r.font, size, r.text), 0);
  }

  /** Breaks styled text into lines no wider than `maxWidth` points. */
  lines(spans: Span[], size: number, maxWidth: number): Line[] {
    const pieces = this.measured(spans, size, maxWidth);
    const space = this.spanWidth({ text: ' ', face: 'regular' }, size);
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let width = 0;
    for (const piece of pieces) {
      const add = (line.length && piece.spaceBefore ? space : 0) + piece.width;
      if (line.length && width + add > maxWidth) {
        lines.push(line);
        line = [];
        width = 0;
      }
      width += (line.length && piece.spaceBefore ? space : 0) + piece.width;
      line.push(piece);
    }
    if (line.length) lines.push(line);
    const direction = directionOf(spans);
    return lines.map((l) => this.toLine(l, size, direction));
  }

  /**
   * The fewest lines as `lines` sets them, broken so that they come out as even as they can
   * (typeset.ts balancedBreaks): a title over two lines is not one full line and a word.
   */
  balancedLines(spans: Span[], size: number, maxWidth: number): Line[] {
    const greedy = this.lines(spans, size, maxWidth);
    if (greedy.length < 2) return greedy;
    const pieces = this.measured(spans, size, maxWidth);
    const space = this.spanWidth({ text: ' ', face: 'regular' }, size);
    const words = pieces.map((p) => ({ width: p.width, gap: p.spaceBefore ? space : 0 }));
    const starts = balancedBreaks(words, maxWidth, greedy.length);
    if (!starts) return greedy;
    const direction = directionOf(spans);
    return starts.map((start, i) =>
      this.toLine(pieces.slice(start, starts[i + 1]), size, direction),
    );
  }

  private measured(spans: Span[], size: number, maxWidth: number): Piece[] {
    const out: Piece[] = [];
    for (const raw of piecesOf(spans)) {
      const piece = { ...raw, width: raw.parts.reduce((w, p) => w + this.spanWidth(p, size), 0) };
      if (piece.width <= maxWidth) out.push(piece);
      // A word longer than the line (a pasted link) breaks anywhere rather than overflowing.
      else out.push(...this.charPieces(piece, size));
    }
    return out;
  }

  private charPieces(piece: Piece, size: number): Piece[] {
    const chars = piece.parts.flatMap((p) => [...p.text].map((text) => ({ ...p, text })));
    return chars.map((span, i) => ({
      parts: [span],
      spaceBefore: i === 0 && piece.spaceBefore,
      width: this.spanWidth(span, size),
    }));
  }

  private toLine(pieces: Piece[], size: number, direction: Direction): Line {
    const spans: Span[] = [];
    pieces.forEach((piece, i) => {
      piece.parts.forEach((part, j) => {
        const text = i > 0 && j === 0 && piece.spaceBefore ? ` ${part.text}` : part.text;
        const last = spans.at(-1);
        if (last && last.face === part.face && last.color === part.color) last.text += text;
        else spans.push({ ...part, text });
      });
    });
    const logical = spans.flatMap((s) =>
      runsOf(s.text, s.face).map((r) => ({ ...r, ...(s.color ? { color: s.color } : {}) })),
    );
    const runs = displayOrder(logical, direction).map((r) => ({
      ...r,
      width: this.width(r.font, size, r.text),
    }));
    const width = runs.reduce((w, r) => w + r.width, 0);
    return direction === 'rtl' ? { runs, width, rtl: true } : { runs, width };
  }

  /**
   * Prints one line with its baseline at `baseline`, in `color` where a run has none of its own.
   * Given its `measure`, a right-to-left line is set flush right in it.
   */
  draw(
    line: Line,
    x: number,
    baseline: number,
    size: number,
    color: string,
    measure?: number,
  ): void {
    let at = line.rtl && measure !== undefined ? x + measure - line.width : x;
    for (const run of line.runs) {
      useFont(this.doc, run.font)
        .fontSize(size)
        .fillColor(run.color ?? color)
        .text(run.text, at, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          // pdfkit lays text out a word at a time unless features are given: a right-to-left run
          // is laid out whole, so that its words come out in their order.
          ...(hasRightToLeft(run.text) ? { features: [] } : {}),
        });
      at += run.width;
    }
  }
}

function directionOf(spans: Span[]): Direction {
  return paragraphDirection(spans.map((s) => s.text).join(''));
}
