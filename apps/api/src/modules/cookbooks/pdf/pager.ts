import { textDirection, type SiteLanguage } from '@family-recipes/shared';
import { type Line, type Span, Typesetter } from './text.js';
import { COLORS, type Theme } from './theme.js';
import { bookNumber, bookWords, type BookWords } from './words.js';

/*
 * The flow of pages: where the next line goes, when a page turns, and what every page carries
 * (its number at the foot, a running head at the top). Paragraphs are placed whole when they fit
 * and split otherwise so that no page starts or ends with a single line of one.
 */

export interface TextStyle {
  size: number;
  color?: string;
  /** Room kept free for what must follow on the same page (a heading's first lines). */
  keepWithNext?: number;
  /** Left indent of every line, in points. */
  indent?: number;
  align?: 'left' | 'center' | 'right';
  /** Line height over font size; the theme's body leading when not given. */
  leading?: number;
}

export interface PageKind {
  /** Page number printed at the foot. */
  numbered: boolean;
  /** Running head printed at the top. */
  head: boolean;
}

/** Fewest lines of a paragraph left alone at the foot or the top of a page. */
const MIN_LINES = 2;

/** What a page held when the page turned: its text's height and the part of a recipe it was in. */
export interface PageRecord {
  page: number;
  used: number;
  part: string;
}

/** The book would run to more pages than it may: thrown by the page that would pass the cap. */
export class TooManyPages extends Error {
  constructor(readonly limit: number) {
    super(`The book would run to more than ${limit} pages.`);
    this.name = 'TooManyPages';
  }
}

export class Pager {
  readonly ts: Typesetter;
  /** The book's own words, in the language chosen for it. */
  readonly words: BookWords;
  pages = 0;
  y = 0;
  /** What odd pages' running heads say (the recipe, "Contents", "Index"). */
  section = '';
  /** The part of a recipe being set ("method", "tips"), for the layout's records. */
  part = '';
  /** Set at the top of each new page's text while a recipe runs on ("Title, continued"). */
  continued: string | undefined;
  /** Every page left so far: how full it was and the part it turned in. */
  readonly records: PageRecord[] = [];
  /** A text block ending higher on one page, so that the page after holds more. */
  private short: { page: number; bottom: number } | undefined;
  /** Where the page's text starts: below a "continued" head when there is one. */
  private textTop = 0;
  private kind: PageKind = { numbered: true, head: true };

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly theme: Theme,
    private readonly bookTitle: string,
    /** The pages the book may run to; the page after the last throws TooManyPages. */
    private readonly maxPages = Infinity,
    /** What sets the lines: a measuring one for trial layouts (layout.ts). */
    typesetter?: Typesetter,
    /** The language of the book's own words and numbers. */
    readonly language: SiteLanguage = 'en',
  ) {
    this.ts = typesetter ?? new Typesetter(doc);
    this.words = bookWords(language);
  }

  /** A page number as the book's language writes it. */
  number(n: number): string {
    return bookNumber(n, this.language);
  }

  /**
   * A book in a right-to-left language binds on the right: its odd pages are left-hand ones, the
   * first page of each spread (an even one) the right-hand one, so the margins swap sides.
   */
  get rightToLeft(): boolean {
    return textDirection(this.language) === 'rtl';
  }

  /** The text block's left edge: the wider inner margin on the side of the binding. */
  get left(): number {
    const bindingOnLeft = (this.pages % 2 === 1) !== this.rightToLeft;
    return bindingOnLeft ? this.theme.inner : this.theme.outer;
  }
  get width(): number {
    return this.theme.width - this.theme.inner - this.theme.outer;
  }
  get top(): number {
    return this.theme.top;
  }
  get bottom(): number {
    const full = this.theme.height - this.theme.bottom;
    return this.short?.page === this.pages ? Math.min(full, this.short.bottom) : full;
  }
  /** The text block's height on a full page. */
  get blockHeight(): number {
    return this.theme.height - this.theme.bottom - this.theme.top;
  }

  /** Ends the text block of page `page` at `bottom` (points from the top of the page). */
  shorten(page: number, bottom: number): void {
    this.short = { page, bottom };
  }
  get room(): number {
    return this.bottom - this.y;
  }
  get atTop(): boolean {
    return this.y <= this.textTop;
  }

  /** Lines of an `n`-line paragraph that must start on the page it starts on. */
  static firstLines(n: number): number {
    return n < MIN_LINES * 2 ? n : MIN_LINES;
  }

  lineHeight(size: number, leading = this.theme.leading): number {
    return size * leading;
  }

  /**
   * Starts a new page of the given kind; later turns keep that kind. `here` overrides the kind on
   * this page alone: a recipe's opening page leaves the running head off, its title being there.
   */
  newPage(kind: PageKind = this.kind, here: Partial<PageKind> = {}): void {
    if (this.pages >= this.maxPages) throw new TooManyPages(this.maxPages);
    if (this.pages > 0) {
      this.records.push({ page: this.pages, used: this.y - this.top, part: this.part });
    }
    this.kind = kind;
    this.doc.addPage();
    this.pages += 1;
    this.y = this.top;
    const page = { ...kind, ...here };
    if (page.numbered) this.footer();
    if (page.head) this.runningHead();
    if (this.continued) this.continuedHead(this.continued);
    this.textTop = this.y;
  }

  /** "Title, continued" in small italics at the top of a recipe's later page. */
  private continuedHead(text: string): void {
    const size = this.theme.small + 1;
    const lines = this.ts.lines([{ text, face: 'italic' }], size, this.width);
    this.drawLines(lines, { size, color: COLORS.soft });
    this.y += size * 0.6;
  }

  private footer(): void {
    const size = this.theme.small + 1;
    const number = this.number(this.pages);
    const [line] = this.ts.lines([{ text: number, face: 'regular' }], size, this.width);
    if (!line) return;
    const x = this.left + (this.width - line.width) / 2;
    this.ts.draw(line, x, this.theme.height - this.theme.bottom / 2 + size / 3, size, COLORS.soft);
  }

  private runningHead(): void {
    const size = this.theme.small;
    // Book title on the first page of a spread (even), the section on the second (odd), as books
    // do, each on the page's outer edge: the left of an even page, the right of an odd one, the
    // other way round in a right-to-left book.
    const even = this.pages % 2 === 0;
    const text = even ? this.bookTitle : this.section;
    const [line] = this.ts.lines([{ text, face: 'italic' }], size, this.width);
    if (!line) return;
    const x = even !== this.rightToLeft ? this.left : this.left + this.width - line.width;
    const baseline = this.theme.top / 2 + size / 2;
    this.ts.draw(line, x, baseline, size, COLORS.soft);
    this.doc
      .moveTo(this.left, baseline + 6)
      .lineTo(this.left + this.width, baseline + 6)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
  }

  /** Vertical space, dropped at the top of a page. */
  gap(points: number): void {
    if (!this.atTop) this.y = Math.min(this.y + points, this.bottom);
  }

  /** Turns the page unless `points` fit below. */
  need(points: number): void {
    if (points > this.room && !this.atTop) this.newPage();
  }

  /** Places a paragraph, turning pages as needed; returns the page its first line went on. */
  paragraph(spans: Span[], style: TextStyle, label?: Span): number {
    const indent = style.indent ?? 0;
    const lines = this.ts.lines(spans, style.size, this.width - indent);
    return this.placeLines(lines, style, label);
  }

  placeLines(lines: Line[], style: TextStyle, label?: Span): number {
    const lh = this.lineHeight(style.size, style.leading);
    const whole = lines.length * lh + (style.keepWithNext ?? 0);
    // Short paragraphs move whole; long ones split leaving at least two lines on each side.
    if (whole > this.room && (lines.length < MIN_LINES * 2 || this.room < MIN_LINES * lh)) {
      this.need(whole);
    }
    const firstPage = this.pages;
    let rest = lines;
    let first = true;
    while (rest.length) {
      let fit = Math.floor((this.room + 0.01) / lh);
      if (fit < rest.length) {
        fit = Math.min(fit, rest.length - MIN_LINES);
        if (fit < MIN_LINES && !this.atTop) {
          this.newPage();
          continue;
        }
        fit = Math.max(fit, 1);
      }
      this.drawLines(rest.slice(0, fit), style, first ? label : undefined);
      rest = rest.slice(fit);
      first = false;
      if (rest.length) this.newPage();
    }
    return firstPage;
  }

  private drawLines(lines: Line[], style: TextStyle, label?: Span): void {
    const lh = this.lineHeight(style.size, style.leading);
    const color = style.color ?? COLORS.text;
    const indent = style.indent ?? 0;
    lines.forEach((line, i) => {
      const baseline = this.y + lh * 0.5 + style.size * 0.35;
      if (i === 0 && label) {
        // A right-to-left paragraph's mark (a step's number, a bullet) stands at its right.
        const [mark] = this.ts.lines([label], style.size, indent);
        const x = line.rtl ? this.left + this.width - indent : this.left;
        if (mark)
          this.ts.draw({ ...mark, rtl: line.rtl }, x, baseline, style.size, COLORS.accent, indent);
      }
      this.ts.draw(line, this.alignedX(line, style), baseline, style.size, color);
      this.y += lh;
    });
  }

  private alignedX(line: Line, style: TextStyle): number {
    const indent = style.indent ?? 0;
    const free = this.width - indent - line.width;
    if (style.align === 'center') return this.left + indent + free / 2;
    if (style.align === 'right') return this.left + indent + free;
    // A right-to-left line is set flush right, its indent on the right.
    if (line.rtl) return this.left + free;
    return this.left + indent;
  }

  /** A thin ornamental rule across the middle of the text column. */
  rule(widthShare = 0.3): void {
    const w = this.width * widthShare;
    const x = this.left + (this.width - w) / 2;
    this.doc
      .moveTo(x, this.y)
      .lineTo(x + w, this.y)
      .lineWidth(0.8)
      .strokeColor(COLORS.rule)
      .stroke();
  }
}
