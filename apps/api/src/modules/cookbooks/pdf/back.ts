import type { BookModel } from './book-model.js';
import type { Pager } from './pager.js';
import type { Line, Span } from './text.js';
import { COLORS } from './theme.js';
import { bookDay } from './words.js';

const NO_BREAK = '\u00a0';

/*
 * The back of the book: the index in two columns, a size below the body text (recipes, then main
 * ingredients, each under its initial letter) and the back cover with the cooks who gave its
 * recipes and the date.
 */

export interface IndexEntry {
  name: string;
  pages: number[];
}

const COLUMN_GAP = 22;
const HANG = 12;

/** The index is set a size below the body text (10.5 pt in A4 and Letter, 9.5 pt in A5). */
const indexSize = (pager: Pager) => pager.theme.body - 1.5;

type IndexItem = { kind: 'title' | 'letter' | 'entry'; lines: Line[]; size: number };

/** Two columns filled top to bottom, left then right, then a new page. */
class Columns {
  private column = 0;
  private readonly top: number;
  private readonly startPage: number;

  constructor(private readonly pager: Pager) {
    this.top = pager.y;
    this.startPage = pager.pages;
  }

  get width(): number {
    return (this.pager.width - COLUMN_GAP) / 2;
  }

  private get x(): number {
    return this.pager.left + this.column * (this.width + COLUMN_GAP);
  }

  /** Makes room for `height` points, moving to the next column or page. */
  room(height: number): void {
    const { pager } = this;
    if (pager.y + height <= pager.bottom) return;
    if (this.column === 0) {
      this.column = 1;
      pager.y = pager.pages === this.startPage ? this.top : pager.top;
    } else {
      this.column = 0;
      pager.newPage();
    }
  }

  place(item: IndexItem, keepWithNext: number): void {
    const { pager } = this;
    const lh = pager.lineHeight(item.size);
    if (item.kind !== 'entry') pager.y += item.size * 0.6;
    this.room(item.lines.length * lh + keepWithNext);
    const face = item.kind === 'entry' ? COLORS.text : COLORS.accent;
    item.lines.forEach((line, i) => {
      const baseline = pager.y + lh * 0.5 + item.size * 0.35;
      // A right-to-left heading or name (Arabic) is set flush right in its column.
      const x = line.rtl ? this.x + this.width - line.width : this.x + (i > 0 ? HANG : 0);
      pager.ts.draw(line, x, baseline, item.size, face);
      pager.y += lh;
    });
  }
}

function entryLines(pager: Pager, entry: IndexEntry, width: number): Line[] {
  const spans: Span[] = [
    { text: entry.name, face: 'regular' },
    { text: `, ${entry.pages.map((page) => pager.number(page)).join(', ')}`, face: 'regular' },
  ];
  const [first, ...rest] = pager.ts.lines(spans, indexSize(pager), width);
  if (!first) return [];
  if (!rest.length) return [first];
  // Lines after the first hang under the name, as indexes do.
  const tail = rest.flatMap((l) => l.runs.map((r) => r.text)).join(' ');
  return [
    first,
    ...pager.ts.lines([{ text: tail, face: 'regular' }], indexSize(pager), width - HANG),
  ];
}

/** The letter an entry is listed under; names starting with a digit or a sign go under "#". */
function initial(name: string, language: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase(language);
  return /\p{L}/u.test(first) ? first : '#';
}

function items(pager: Pager, title: string, entries: IndexEntry[], width: number): IndexItem[] {
  const { theme } = pager;
  const head = (text: string, size: number, kind: IndexItem['kind']): IndexItem => ({
    kind,
    size,
    lines: pager.ts.lines([{ text, face: 'bold' }], size, width),
  });
  const out: IndexItem[] = [head(title, theme.heading, 'title')];
  let letter = '';
  for (const entry of entries) {
    const first = initial(entry.name, pager.language);
    if (first !== letter) {
      letter = first;
      out.push(head(letter, indexSize(pager), 'letter'));
    }
    out.push({ kind: 'entry', size: indexSize(pager), lines: entryLines(pager, entry, width) });
  }
  return out;
}

/** Prints the index from a new page; returns the page it starts on. */
export function index(pager: Pager, recipes: IndexEntry[], ingredients: IndexEntry[]): number {
  pager.section = pager.words('index');
  pager.newPage({ numbered: true, head: true });
  const start = pager.pages;
  pager.paragraph([{ text: pager.words('index'), face: 'bold' }], {
    size: pager.theme.title,
    color: COLORS.accent,
  });
  const columns = new Columns(pager);
  const all = [
    ...items(pager, pager.words('indexRecipes'), recipes, columns.width),
    ...items(pager, pager.words('indexIngredients'), ingredients, columns.width),
  ];
  all.forEach((item, i) => {
    const next = all[i + 1];
    // A heading keeps the first entry under it in its column.
    const keep =
      item.kind !== 'entry' && next ? next.lines.length * pager.lineHeight(next.size) : 0;
    columns.place(item, keep);
  });
  return start;
}

/** The back cover, on an even page so that it is the outside of the last sheet. */
export function backCover(pager: Pager, book: BookModel): void {
  if (pager.pages % 2 === 0) pager.newPage({ numbered: false, head: false });
  pager.newPage({ numbered: false, head: false });
  drawBackCover(pager, book);
}

/**
 * The back cover drawn on the current page, from its top left corner at the origin: the last page
 * of the screen edition, the left half of the print edition's cover.
 */
export function drawBackCover(pager: Pager, book: BookModel): void {
  const { doc, theme } = pager;
  doc.rect(0, 0, theme.width, theme.height).fillColor(COLORS.paper).fill();
  pager.y = theme.height * 0.22;
  const center = { align: 'center' as const };
  pager.paragraph([{ text: book.title, face: 'bold' }], {
    size: theme.title,
    color: COLORS.accent,
    ...center,
  });
  pager.y += theme.body;
  pager.rule(0.2);
  pager.y += theme.body * 1.5;
  pager.paragraph([{ text: pager.words('kitchensOf'), face: 'italic' }], {
    size: theme.heading,
    color: COLORS.soft,
    ...center,
  });
  pager.y += theme.body * 0.5;
  // A name is never split over two lines, and the dot after it stays with it.
  const cooks = book.contributors
    .map((name) => name.replace(/\s+/g, NO_BREAK))
    .join(`${NO_BREAK}${NO_BREAK}·  `);
  // Many cooks shrink to fit the one page, never below 9 pt.
  let size = theme.heading;
  while (
    size > 9 &&
    pager.ts.lines([{ text: cooks, face: 'regular' }], size, pager.width).length *
      pager.lineHeight(size) >
      theme.height * 0.45
  ) {
    size -= 1;
  }
  if (cooks) pager.paragraph([{ text: cooks, face: 'regular' }], { size, ...center });
  pager.y = pager.bottom - pager.lineHeight(theme.body) * 2;
  const madeOn = pager.words('madeOn', { date: bookDay(book.madeOn, pager.language) });
  pager.paragraph([{ text: madeOn, face: 'italic' }], {
    size: theme.body,
    color: COLORS.soft,
    ...center,
  });
}
