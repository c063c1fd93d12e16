import type { CardBox, CardLine, CardSide, CardWord } from '@family-recipes/shared';

/** What tesseract.js reports of a page (its `blocks` output), as far as a card's lines need. */
interface RecognisedBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface RecognisedPage {
  blocks:
    | {
        paragraphs: {
          lines: {
            text: string;
            confidence: number;
            bbox: RecognisedBox;
            words: { text: string; confidence: number; bbox: RecognisedBox }[];
          }[];
        }[];
      }[]
    | null;
}

function boxOf(box: RecognisedBox, scale: number): CardBox {
  return {
    x0: Math.round(box.x0 / scale),
    y0: Math.round(box.y0 / scale),
    x1: Math.round(box.x1 / scale),
    y1: Math.round(box.y1 / scale),
  };
}

/**
 * A line's words in runs that a wide gap separates (more than one and a half times the words'
 * height: wider than any space between words): the rows of a two-column list, which tesseract
 * reads as one line, as two.
 */
function segments(words: CardWord[]): CardWord[][] {
  const sorted = [...words].sort((a, b) => a.box.x0 - b.box.x0);
  const heights = sorted.map((word) => word.box.y1 - word.box.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)] ?? 0;
  const runs: CardWord[][] = [];
  let run: CardWord[] = [];
  for (const word of sorted) {
    const last = run.at(-1);
    if (last && word.box.x0 - last.box.x1 > 1.5 * height) {
      runs.push(run);
      run = [];
    }
    run.push(word);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

function lineOf(words: CardWord[], confidence?: number): CardLine {
  return {
    text: words.map((word) => word.text).join(' '),
    confidence:
      confidence ??
      Math.round(words.reduce((sum, word) => sum + word.confidence, 0) / words.length),
    box: {
      x0: Math.min(...words.map((word) => word.box.x0)),
      y0: Math.min(...words.map((word) => word.box.y0)),
      x1: Math.max(...words.map((word) => word.box.x1)),
      y1: Math.max(...words.map((word) => word.box.y1)),
    },
    words,
  };
}

/**
 * One block's lines in reading order: where rows split in two (a two-column list), the left
 * column's lines come first, then the right's, each top to bottom.
 */
function blockLines(rows: { words: CardWord[]; confidence: number }[]): CardLine[] {
  const split = rows.map((row) => segments(row.words));
  const out: CardLine[] = [];
  let index = 0;
  while (index < rows.length) {
    const parts = split[index] ?? [];
    if (parts.length < 2) {
      const row = rows[index];
      if (row) out.push(lineOf(row.words, row.confidence));
      index += 1;
      continue;
    }
    // The stretch of rows in columns: split rows, with at most one whole row between two.
    let end = index;
    for (let next = index + 1; next < rows.length; next += 1) {
      if ((split[next]?.length ?? 0) >= 2) end = next;
      else if (next - end > 1) break;
    }
    const columnsAt = split
      .slice(index, end + 1)
      .filter((row) => row.length >= 2)
      .map((row) => row[1]?.[0]?.box.x0 ?? 0)
      .sort((a, b) => a - b);
    const boundary = (columnsAt[Math.floor(columnsAt.length / 2)] ?? 0) * 0.97;
    // A right column's last item may wrap onto a row of its own just below the stretch.
    const after = split[end + 1];
    if (after && after.length === 1 && (after[0]?.[0]?.box.x0 ?? 0) >= boundary) end += 1;
    const left: CardLine[] = [];
    const right: CardLine[] = [];
    for (const row of split.slice(index, end + 1)) {
      for (const part of row) {
        ((part[0]?.box.x0 ?? 0) >= boundary ? right : left).push(lineOf(part));
      }
    }
    out.push(...left, ...right);
    index = end + 1;
  }
  return out;
}

/**
 * A page as the card's lines, in tesseract's reading order (block by block), with their words; the
 * rows of a two-column list become two lines, a column's before the next. Boxes are in the pixels
 * of the photo as given: the recognised image was `scale` times its size (and straightened by a
 * few degrees at most). Lines with no text are left out.
 */
export function cardSideOf(
  page: RecognisedPage,
  photo: { width: number; height: number },
  scale: number,
): CardSide {
  const lines: CardLine[] = [];
  for (const block of page.blocks ?? []) {
    const rows: { words: CardWord[]; confidence: number }[] = [];
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words: CardWord[] = line.words
          .filter((word) => word.text.trim() !== '')
          .map((word) => ({
            text: word.text.trim(),
            confidence: Math.round(word.confidence),
            box: boxOf(word.bbox, scale),
          }));
        if (words.length > 0) rows.push({ words, confidence: Math.round(line.confidence) });
      }
    }
    lines.push(...blockLines(rows));
  }
  return { width: photo.width, height: photo.height, lines };
}

/** A line of words rather than specks: three letters or more, read with some confidence. */
function wordy(line: { text: string; confidence: number }): boolean {
  return line.confidence >= 50 && (line.text.match(/\p{L}/gu)?.length ?? 0) >= 3;
}

/**
 * The height of a typical line of text on the page (the median of its lines' boxes), or NaN.
 * Lines of specks (a card's edge read as "|", the grain of a table) count only when there are no
 * lines of words.
 */
export function lineHeight(page: RecognisedPage): number {
  const lines = (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  const words = lines.filter(wordy);
  const heights = (words.length > 0 ? words : lines).map((line) => line.bbox.y1 - line.bbox.y0);
  heights.sort((a, b) => a - b);
  if (heights.length === 0) return Number.NaN;
  return heights[Math.floor(heights.length / 2)] ?? Number.NaN;
}
