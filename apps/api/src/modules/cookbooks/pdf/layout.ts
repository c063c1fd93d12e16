import PDFDocument from 'pdfkit';
import type { FrameKind } from './frames.js';
import { type PageRecord, Pager } from './pager.js';
import { type Line, type Span, Typesetter } from './text.js';

/*
 * Where a recipe sits on its pages. Each recipe is tried on a scratch page flow (nothing printed,
 * no photo read) in each arrangement it can take, and the cheapest is printed.
 */

/** A recipe's pages as laid out: every page from its first (a story or blank page) to its last. */
export interface RecipeLayout {
  /** The page its title opens on. */
  opening: number;
  pages: PageRecord[];
  frame: FrameKind | undefined;
}

/** How a recipe is set: its photo's frame (none without a photo) and whether it opens a spread. */
export interface Arrangement {
  frame: FrameKind | undefined;
  /** Opens on a left-hand (even) page, a blank page before it when needed. */
  spread: boolean;
  /** The recipe's page that ends higher, and where, so that its last page is not nearly empty. */
  short?: { page: number; bottom: number };
}

/** What an arrangement costs, in pages: each page, and more for what a reader minds. */
const COST = {
  page: 1,
  blank: 0.6,
  /** The page turned inside the method, from a right-hand page to the next left-hand one. */
  methodTurn: 2.5,
  /** The method running on across a spread: both pages are in view. */
  methodBreak: 0.3,
  /** Another part turned over. */
  turn: 0.4,
  /** A last page with less than a quarter page of text: the rule above a page turned. */
  nearEmpty: 3,
  smallFrame: 0.45,
  short: 0.05,
} as const;

/** The cost of a recipe laid out as `pages` (its opening page first) in `arrangement`. */
function costOf(pages: PageRecord[], arrangement: Arrangement, quarter: number): number {
  let cost = 0;
  pages.forEach((page, i) => {
    const last = i === pages.length - 1;
    cost += page.used === 0 ? COST.page + COST.blank : COST.page;
    if (!last && page.page % 2 === 1) cost += page.part === 'method' ? COST.methodTurn : COST.turn;
    if (!last && page.page % 2 === 0 && page.part === 'method') cost += COST.methodBreak;
    if (last && i > 0 && page.used < quarter) cost += COST.nearEmpty;
  });
  if (arrangement.frame === 'small') cost += COST.smallFrame;
  if (arrangement.short) cost += COST.short;
  return cost;
}

/** Most lines kept by a measuring typesetter before it starts again. */
const CACHED_LINES = 4000;

/** Sets lines as the book's typesetter does, remembering them, and draws nothing. */
class Measurer extends Typesetter {
  private readonly known = new Map<string, Line[]>();

  override lines(spans: Span[], size: number, maxWidth: number): Line[] {
    const key = `${size}|${maxWidth}|${JSON.stringify(spans)}`;
    const found = this.known.get(key);
    if (found) return found;
    const lines = super.lines(spans, size, maxWidth);
    if (this.known.size >= CACHED_LINES) this.known.clear();
    this.known.set(key, lines);
    return lines;
  }

  override draw(): void {}
}

/** A scratch document and its measurer per book's document: trials are set there, never read. */
const scratches = new WeakMap<PDFKit.PDFDocument, { doc: PDFKit.PDFDocument; ts: Measurer }>();

function scratchFor(pager: Pager): Pager {
  let scratch = scratches.get(pager.doc);
  if (!scratch) {
    const { width, height } = pager.theme;
    const doc = new PDFDocument({ size: [width, height], autoFirstPage: false, compress: false });
    doc.on('data', () => {});
    scratch = { doc, ts: new Measurer(doc) };
    scratches.set(pager.doc, scratch);
  }
  return startedAt(
    new Pager(scratch.doc, pager.theme, '', Infinity, scratch.ts, pager.language),
    pager,
  );
}

/** `scratch` where `pager` is. */
function startedAt(scratch: Pager, pager: Pager): Pager {
  scratch.pages = pager.pages;
  scratch.y = pager.y;
  scratch.section = pager.section;
  return scratch;
}

/** What a recipe can be: its photo's natural frame, and whether it may open a spread. */
interface Choices {
  natural: FrameKind | undefined;
  spreadable: boolean;
}

type Trial = (scratch: Pager, arrangement: Arrangement) => Promise<void>;

/** The recipe's pages as `arrangement` sets them on scratch pages after `pager`'s. */
async function tryOn(pager: Pager, arrangement: Arrangement, trial: Trial): Promise<PageRecord[]> {
  const scratch = scratchFor(pager);
  await trial(scratch, arrangement);
  const pages = scratch.records.filter((p) => p.page > pager.pages);
  pages.push({ page: scratch.pages, used: scratch.y - scratch.top, part: '' });
  return pages;
}

/**
 * The same pages a page later, after a blank one: a recipe's pages break alike on either side
 * (the text block is as wide on both), so a spread that needs a blank page is not laid out again.
 */
function aPageLater(pages: PageRecord[], arrangement: Arrangement): [PageRecord[], Arrangement] {
  const first = pages[0]?.page ?? 0;
  const later = pages.map((p) => ({ ...p, page: p.page + 1 }));
  const { short } = arrangement;
  return [
    [{ page: first, used: 0, part: '' }, ...later],
    {
      ...arrangement,
      spread: true,
      ...(short ? { short: { ...short, page: short.page + 1 } } : {}),
    },
  ];
}

/** Whether the small frame could bring `pages` (set with the column frame) onto one page. */
function smallMayFit(pager: Pager, pages: PageRecord[], saved: number): boolean {
  const last = pages.at(-1);
  // The last page's "continued" head and a few lines' slack where paragraphs move whole.
  return pages.length === 2 && (last?.used ?? 0) <= saved + pager.lineHeight(pager.theme.body) * 5;
}

/**
 * The cheapest arrangement of a recipe after `pager`'s current page. A recipe that fits one page
 * with its natural frame is set so at once; else one whose photo can take the small frame and
 * then fits one page gets it. Else it runs on with its natural frame: opening where it falls or
 * (when that is a right-hand page) a page later after a blank one, so that it opens a spread; and
 * each of those with the page before its last ending higher when the last would hold less than a
 * quarter page.
 */
export async function arrange(
  pager: Pager,
  choices: Choices,
  trial: Trial,
  saved: number,
): Promise<Arrangement> {
  const quarter = pager.blockHeight / 4;
  const natural: Arrangement = { frame: choices.natural, spread: false };
  const pages = await tryOn(pager, natural, trial);
  if (pages.length === 1) return natural;
  if (choices.natural === 'column' && smallMayFit(pager, pages, saved)) {
    const small: Arrangement = { frame: 'small', spread: false };
    if ((await tryOn(pager, small, trial)).length === 1) return small;
  }
  const tries: [PageRecord[], Arrangement][] = [[pages, natural]];
  const last = pages.at(-1);
  const before = pages.at(-2);
  if (last && before && last.used < quarter) {
    // Ends the page before the last higher by what the last lacks, and a line more.
    const lack = quarter - last.used + pager.lineHeight(pager.theme.body);
    const bottom = pager.top + before.used - lack;
    if (bottom > pager.top + quarter) {
      const shorter: Arrangement = { ...natural, short: { page: before.page, bottom } };
      tries.push([await tryOn(pager, shorter, trial), shorter]);
    }
  }
  // A spread opens by itself when the next page is a left-hand one.
  if (choices.spreadable && pager.pages % 2 === 0) {
    tries.push(...tries.map(([p, arrangement]) => aPageLater(p, arrangement)));
  }
  const costs = tries.map(([p, arrangement]) => costOf(p, arrangement, quarter));
  return tries[costs.indexOf(Math.min(...costs))]?.[1] ?? natural;
}
