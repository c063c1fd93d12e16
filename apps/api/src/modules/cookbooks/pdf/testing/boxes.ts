import { tool } from './poppler.js';

/*
 * The page boxes of a PDF as pdfinfo reads them (pdfinfo -box), in points from the page's foot:
 * [left, bottom, right, top].
 */

type Box = [number, number, number, number];

export interface PageBoxes {
  media: Box;
  bleed: Box;
  trim: Box;
}

/** Every page's MediaBox, BleedBox and TrimBox, in page order. */
export async function pageBoxes(file: string): Promise<PageBoxes[]> {
  const { out: info } = await tool('pdfinfo', [file]);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  const { out } = await tool('pdfinfo', ['-box', '-f', '1', '-l', String(pages), file]);
  const boxes: Partial<Record<string, Box>>[] = [];
  for (const m of out.matchAll(/^Page\s+(\d+)\s+(MediaBox|BleedBox|TrimBox):\s+(.+)$/gm)) {
    const page = Number(m[1]) - 1;
    const box = (m[3] ?? '').trim().split(/\s+/).map(Number) as Box;
    boxes[page] = { ...boxes[page], [m[2] ?? '']: box };
  }
  return boxes.map((page, i) => {
    const { MediaBox: media, BleedBox: bleed, TrimBox: trim } = page;
    if (!media || !bleed || !trim) throw new Error(`Page ${i + 1} has no boxes in ${file}`);
    return { media, bleed, trim };
  });
}

/** The first page's size, as pdfinfo gives it for a one-page PDF: [width, height]. */
export async function pageSize(file: string): Promise<[number, number]> {
  const [first] = await pageBoxes(file);
  if (!first) throw new Error(`No pages in ${file}`);
  return [first.media[2] - first.media[0], first.media[3] - first.media[1]];
}
