import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BookModel, BookProgress, RenderedBook } from '../book-model.js';
import { renderCookbook } from '../index.js';

/*
 * The command-line PDF tools the renderer's tests read books with: poppler-utils (pdftotext,
 * pdftohtml, pdffonts, pdfinfo, pdfimages, pdftoppm) and qpdf, as Debian packages them. A missing tool fails
 * the test naming the package to install, never skips it.
 */

const run = promisify(execFile);

const PACKAGE_OF: Record<string, string> = {
  pdftotext: 'poppler-utils',
  pdftohtml: 'poppler-utils',
  pdffonts: 'poppler-utils',
  pdfinfo: 'poppler-utils',
  pdfimages: 'poppler-utils',
  pdftoppm: 'poppler-utils',
  qpdf: 'qpdf',
};

/** Runs a PDF tool; resolves with its output whatever its exit code (qpdf exits 2 on errors). */
export async function tool(name: string, args: string[]): Promise<{ out: string; code: number }> {
  try {
    const { stdout } = await run(name, args, { maxBuffer: 64 * 2 ** 20 });
    return { out: stdout, code: 0 };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    if (failed.code === 'ENOENT') {
      throw new Error(
        `${name} is not installed: install Debian's ${PACKAGE_OF[name] ?? name} package (apt-get install -y ${PACKAGE_OF[name] ?? name}).`,
      );
    }
    return { out: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, code: Number(failed.code) };
  }
}

export const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'fr-cookbook-'));

/** Renders `book` to a file in `dir`; resolves with its path and what the renderer reported. */
export async function renderToFile(
  book: BookModel,
  dir: string,
  name: string,
  onProgress?: BookProgress,
): Promise<{ file: string; result: RenderedBook }> {
  const file = path.join(dir, `${name}.pdf`);
  const result = await renderCookbook(book, createWriteStream(file), onProgress);
  return { file, result };
}

/** The text of each page, in order (pdftotext's form feeds split the pages). */
export async function pageTexts(file: string): Promise<string[]> {
  const { out } = await tool('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return out.split('\f').slice(0, -1);
}

/** One page's text, read on its own as a reader's search would. */
export async function pageText(file: string, page: number): Promise<string> {
  const args = ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'];
  return (await tool('pdftotext', args)).out;
}

export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export async function pageCount(file: string): Promise<number> {
  const { out } = await tool('pdfinfo', [file]);
  return Number(/Pages:\s+(\d+)/.exec(out)?.[1]);
}

/** A piece of a page's text as it was set: its words, face and colour. */
interface SetText {
  text: string;
  bold: boolean;
  italic: boolean;
  color: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decoded = (xml: string) =>
  xml.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? ''),
  );

/** One page's text pieces in the order they were drawn, read with pdftohtml's XML. */
export async function setTexts(file: string, page: number): Promise<SetText[]> {
  const args = ['-xml', '-i', '-stdout', '-q', '-f', String(page), '-l', String(page), file];
  const { out } = await tool('pdftohtml', args);
  const colors = new Map(
    [...out.matchAll(/<fontspec id="(\d+)"[^>]*color="(#[0-9a-f]+)"/gi)].map((m) => [m[1], m[2]]),
  );
  return [...out.matchAll(/<text [^>]*font="(\d+)"[^>]*>(.*?)<\/text>/g)].map((m) => {
    const inner = m[2] ?? '';
    return {
      text: decoded(inner.replace(/<\/?[bi]>/g, '')),
      bold: inner.includes('<b>'),
      italic: inner.includes('<i>'),
      color: colors.get(m[1]) ?? '',
    };
  });
}
