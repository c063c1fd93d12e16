import type { ContentsEntry } from './front.js';
import { type BookWords, ENGLISH_WORDS } from './words.js';

/*
 * The book's bookmarks (the PDF outline) and the named destinations the contents link to. The
 * contents is printed before the pages it names exist, so both are placed as those pages are
 * added, at the pages the layout pass found (the caller fails a book whose pages moved).
 */

/** One bookmark: its title, the page it opens and the named destination at that page's top. */
export interface Bookmark {
  title: string;
  page: number;
  dest: string;
  children: Bookmark[];
}

/** The named destination of the contents' first page. */
const CONTENTS_DEST = 'contents';

/**
 * The bookmarks of a book whose contents start on `contentsPage` and list `entries`: Contents,
 * then every entry with a page and a destination, a recipe (or a family page) nested under the
 * chapter before it (books in chapters) and at the top level otherwise. Index, and a family page
 * placed between chapters, are top-level entries.
 */
export function bookmarksOf(
  entries: readonly ContentsEntry[],
  contentsPage: number,
  words: BookWords = ENGLISH_WORDS,
): Bookmark[] {
  const top: Bookmark[] = [
    { title: words('contents'), page: contentsPage, dest: CONTENTS_DEST, children: [] },
  ];
  let chapter: Bookmark | undefined;
  for (const entry of entries) {
    if (entry.page === undefined || !entry.dest) continue;
    const mark: Bookmark = { title: entry.text, page: entry.page, dest: entry.dest, children: [] };
    if (entry.chapter) {
      top.push(mark);
      chapter = mark;
    } else if (entry.top) {
      top.push(mark);
      chapter = undefined;
    } else (chapter?.children ?? top).push(mark);
  }
  return top;
}

/** The bookmarks in outline order (each before its children), grouped by the page they open. */
function byPage(marks: readonly Bookmark[]): Map<number, { mark: Bookmark; parent?: Bookmark }[]> {
  const pages = new Map<number, { mark: Bookmark; parent?: Bookmark }[]>();
  const visit = (mark: Bookmark, parent?: Bookmark) => {
    const list = pages.get(mark.page) ?? [];
    list.push({ mark, parent });
    pages.set(mark.page, list);
    for (const child of mark.children) visit(child, mark);
  };
  for (const mark of marks) visit(mark);
  return pages;
}

/**
 * Adds `marks` to `doc` as its next pages are added (`pages` is how many it has now): each page a
 * bookmark opens gets the bookmark's named destination at its top (`inset` points below the
 * page's edge: the bleed of a print page) and the bookmark, under its
 * parent's. A document with bookmarks opens with them shown (pdfkit sets the catalog's PageMode to
 * UseOutlines when the outline has items).
 */
export function addBookmarks(
  doc: PDFKit.PDFDocument,
  marks: readonly Bookmark[],
  pages: number,
  inset = 0,
): void {
  const onPage = byPage(marks);
  const items = new Map<Bookmark, PDFKit.PDFOutline>();
  let page = pages;
  doc.on('pageAdded', () => {
    page += 1;
    for (const { mark, parent } of onPage.get(page) ?? []) {
      doc.addNamedDestination(mark.dest, 'XYZ', null, inset, null);
      const under = (parent && items.get(parent)) ?? doc.outline;
      // A bookmark shows its whole page (Fit); a chapter is open (its Count says so), showing
      // its recipes in every viewer alike. Options given replace pdfkit's defaults, so `fit`
      // is given too: without it the view would open at the page's right edge.
      const options = { fit: true, expanded: mark.children.length > 0 };
      items.set(mark, under.addItem(mark.title, options));
    }
  });
}
