import { tool } from './poppler.js';

/*
 * A book's bookmarks, named destinations and link annotations as a viewer finds them: read with
 * qpdf's JSON (version 2) and poppler's pdfinfo and pdftotext.
 */

/** One bookmark: its title, the page it opens (from 1), how it shows it, and its children. */
export interface ReadBookmark {
  title: string;
  page: number;
  view: string;
  open: boolean;
  kids: ReadBookmark[];
}

interface QpdfOutline {
  title: string;
  destpageposfrom1: number;
  dest: (string | number | null)[];
  open: boolean;
  kids: QpdfOutline[];
}

const readBookmark = (o: QpdfOutline): ReadBookmark => ({
  title: o.title,
  page: o.destpageposfrom1,
  view: String(o.dest[1] ?? ''),
  open: o.open,
  kids: o.kids.map(readBookmark),
});

async function qpdfJson(file: string, args: string[]): Promise<Record<string, unknown>> {
  const { out, code } = await tool('qpdf', ['--json=2', ...args, file]);
  if (code !== 0) throw new Error(`qpdf --json failed (${code}): ${out}`);
  return JSON.parse(out) as Record<string, unknown>;
}

/** The book's outline, top level first. */
export async function bookmarks(file: string): Promise<ReadBookmark[]> {
  const json = await qpdfJson(file, ['--json-key=outlines']);
  return (json.outlines as QpdfOutline[]).map(readBookmark);
}

/** Every named destination and the page (from 1) it is on, as pdfinfo resolves them. */
export async function namedDestinations(file: string): Promise<Map<string, number>> {
  const { out } = await tool('pdfinfo', ['-dests', file]);
  const dests = new Map<string, number>();
  for (const match of out.matchAll(/^\s*(\d+)\s+\[.*\]\s+"(.*)"$/gm)) {
    dests.set(match[2] ?? '', Number(match[1]));
  }
  return dests;
}

type Objects = Record<string, { value: Record<string, unknown> } | undefined>;

/** The objects qpdf reads in `file`, keyed "obj:N 0 R". */
async function objects(file: string): Promise<Objects> {
  const json = await qpdfJson(file, ['--json-key=qpdf']);
  return (json.qpdf as [unknown, Objects])[1];
}

/** The document catalog's entries. */
export async function catalog(file: string): Promise<Record<string, unknown>> {
  const objs = await objects(file);
  const trailer = objs.trailer?.value ?? {};
  return objs[`obj:${String(trailer['/Root'])}`]?.value ?? {};
}

/** A link annotation: its rectangle (PDF space, from the page's foot) and the name it goes to. */
export interface ReadLink {
  rect: [number, number, number, number];
  dest: string;
}

/** The link annotations on a page (from 1) that go to named destinations. */
export async function pageLinks(file: string, page: number): Promise<ReadLink[]> {
  const [objs, json] = await Promise.all([objects(file), qpdfJson(file, ['--json-key=pages'])]);
  const at = (ref: unknown) => objs[`obj:${String(ref)}`]?.value ?? {};
  const pages = json.pages as { object: string }[];
  const annots = (at(pages[page - 1]?.object)['/Annots'] ?? []) as string[];
  return annots.flatMap((ref) => {
    const annot = at(ref);
    if (annot['/Subtype'] !== '/Link') return [];
    const action = at(annot['/A']);
    if (action['/S'] !== '/GoTo') return [];
    const dest = String(action['/D']).replace(/^u:/, '');
    return [{ rect: annot['/Rect'] as ReadLink['rect'], dest }];
  });
}

/** One word set on a page and the centre of its box, in PDF space (from the page's foot). */
export interface ReadWord {
  text: string;
  x: number;
  y: number;
}

/** The centres of a page's words, in PDF space (from the page's foot). */
export async function pageWords(file: string, page: number): Promise<ReadWord[]> {
  const args = ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
  const { out } = await tool('pdftotext', args);
  const height = Number(/<page width="[\d.]+" height="([\d.]+)"/.exec(out)?.[1]);
  const words = out.matchAll(
    /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)<\/word>/g,
  );
  return [...words].map(([, x0, y0, x1, y1, text]) => ({
    text: (text ?? '').replace(/&amp;/g, '&').replace(/&#39;|&apos;/g, "'"),
    x: (Number(x0) + Number(x1)) / 2,
    y: height - (Number(y0) + Number(y1)) / 2,
  }));
}

/** Whether a point lies within a link's rectangle. */
export const inside = (link: ReadLink, word: ReadWord) => {
  const [x0, y0, x1, y1] = link.rect;
  return (
    word.x >= Math.min(x0, x1) &&
    word.x <= Math.max(x0, x1) &&
    word.y >= Math.min(y0, y1) &&
    word.y <= Math.max(y0, y1)
  );
};
