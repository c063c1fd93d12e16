import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff.js';

/*
 * The book's fonts (decision 036): Literata for everything it covers (Latin, accents, Greek,
 * Cyrillic, Vietnamese), then the Noto families below for CJK, Hangul, Hebrew, Arabic, Thai,
 * Devanagari and emoji (bidi.ts orders right-to-left lines). Each comes as web font files split
 * by unicode range (the WOFF ones are read: woff.ts says why), so each character is printed with
 * the first file that has its glyph, and a line of text becomes runs, one per file. Only the
 * files a book uses are embedded (subset).
 */

export type Face = 'regular' | 'bold' | 'italic';

interface FontFile {
  /** The name the PDF document knows the file by. */
  id: string;
  file: string;
  ranges: [number, number][];
}

/** A piece of text printed with one font file. */
export interface Run {
  font: string;
  text: string;
}

const require = createRequire(import.meta.url);
// Resolved from the API's dependencies, wherever pnpm put them.
const LITERATA_DIR = path.dirname(require.resolve('@fontsource/literata/package.json'));

const LITERATA_SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
];

const LITERATA_FILES: Record<Face, string> = {
  regular: '400-normal',
  bold: '700-normal',
  italic: '400-italic',
};

/**
 * The Noto families after Literata, in the order they are tried: Serif Simplified Chinese (CJK
 * ideographs, kana, symbols), Serif Korean (Hangul), Serif Hebrew, Naskh Arabic (Arabic,
 * Persian, Urdu), Serif Thai, Serif Devanagari, then Emoji (in black, as a book prints them). None has an italic: those scripts
 * print upright, as their type does.
 */
const NOTO_FAMILIES = [
  {
    id: 'noto-sc',
    name: 'noto-serif-sc',
    dir: path.dirname(require.resolve('@fontsource/noto-serif-sc/package.json')),
  },
  {
    id: 'noto-kr',
    name: 'noto-serif-kr',
    dir: path.dirname(require.resolve('@fontsource/noto-serif-kr/package.json')),
  },
  {
    id: 'noto-he',
    name: 'noto-serif-hebrew',
    dir: path.dirname(require.resolve('@fontsource/noto-serif-hebrew/package.json')),
  },
  {
    id: 'noto-ar',
    name: 'noto-naskh-arabic',
    dir: path.dirname(require.resolve('@fontsource/noto-naskh-arabic/package.json')),
  },
  {
    id: 'noto-th',
    name: 'noto-serif-thai',
    dir: path.dirname(require.resolve('@fontsource/noto-serif-thai/package.json')),
  },
  {
    id: 'noto-hi',
    name: 'noto-serif-devanagari',
    dir: path.dirname(require.resolve('@fontsource/noto-serif-devanagari/package.json')),
  },
  {
    id: 'noto-emoji',
    name: 'noto-emoji',
    dir: path.dirname(require.resolve('@fontsource/noto-emoji/package.json')),
  },
];
const NOTO_FILES: Record<Face, string> = {
  regular: '400-normal',
  bold: '700-normal',
  italic: '400-normal',
};

function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)];
  });
}

function readUnicodeJson(dir: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
}

function faceFiles(face: Face): FontFile[] {
  const literataRanges = readUnicodeJson(LITERATA_DIR);
  const files: FontFile[] = LITERATA_SUBSETS.map((subset) => ({
    id: `literata-${subset}-${LITERATA_FILES[face]}`,
    file: path.join(LITERATA_DIR, 'files', `literata-${subset}-${LITERATA_FILES[face]}.woff`),
    ranges: parseRanges(literataRanges[subset] ?? ''),
  }));
  for (const family of NOTO_FAMILIES) {
    for (const [key, range] of Object.entries(readUnicodeJson(family.dir))) {
      const subset = key.replace(/[[\]]/g, '');
      files.push({
        id: `${family.id}-${subset}-${NOTO_FILES[face]}`,
        file: path.join(family.dir, 'files', `${family.name}-${subset}-${NOTO_FILES[face]}.woff`),
        ranges: parseRanges(range),
      });
    }
  }
  return files;
}

const inRanges = (ranges: [number, number][], cp: number) =>
  ranges.some(([from, to]) => cp >= from && cp <= to);

/**
 * Which file prints each character, per face; shared by every book the process makes, since the
 * files never change. Glyph coverage is read from the font itself, not trusted to the ranges.
 */
class FontChooser {
  private readonly files: FontFile[];
  private readonly loaded = new Map<string, fontkit.Font>();
  private readonly chosen = new Map<number, FontFile | undefined>();

  private readonly byId: Map<string, FontFile>;
  private readonly held = new Map<string, boolean>();

  constructor(face: Face) {
    this.files = faceFiles(face);
    this.byId = new Map(this.files.map((f) => [f.id, f]));
  }

  get all(): readonly FontFile[] {
    return this.files;
  }

  fileFor(cp: number): FontFile {
    // A character no file has prints with the main font's empty box; the tests keep the demo
    // data free of those.
    return this.covering(cp) ?? (this.files[0] as FontFile);
  }

  /** The first file with a glyph for `cp`, if any. */
  covering(cp: number): FontFile | undefined {
    if (!this.chosen.has(cp)) {
      const file = this.files.find((f) => inRanges(f.ranges, cp) && this.hasGlyph(f, cp));
      this.chosen.set(cp, file);
    }
    return this.chosen.get(cp);
  }

  /** Whether the file named `id` (one of this face's) has a glyph for `cp`. */
  fileHas(id: string, cp: number): boolean {
    const key = `${id}:${cp}`;
    let has = this.held.get(key);
    if (has === undefined) {
      const file = this.byId.get(id);
      has = file !== undefined && this.hasGlyph(file, cp);
      this.held.set(key, has);
    }
    return has;
  }

  private hasGlyph(file: FontFile, cp: number): boolean {
    let font = this.loaded.get(file.id);
    if (!font) {
      font = fontkit.create(fontData(file)) as fontkit.Font;
      this.loaded.set(file.id, font);
    }
    return font.hasGlyphForCodePoint(cp);
  }
}

const choosers = new Map<Face, FontChooser>();
function chooser(face: Face): FontChooser {
  let found = choosers.get(face);
  if (!found) {
    found = new FontChooser(face);
    choosers.set(face, found);
  }
  return found;
}

// Spaces and joiners print in whatever font is current, so they never split a run, unless that
// font has no glyph for them (the Hebrew and Arabic files have no space).
const NEUTRAL = /^(?:\s|\u200b|\u200c|\u200d|\ufe0f)$/u;

/** The characters of `text` that no font file of `face` has a glyph for (spaces aside). */
export function missingGlyphs(text: string, face: Face): string[] {
  const pick = chooser(face);
  return [...new Set(text)].filter(
    (char) => !NEUTRAL.test(char) && !pick.covering(char.codePointAt(0) ?? 0),
  );
}

/** Whether a font file of `face` has a glyph for `char` (one character). */
export function hasGlyph(char: string, face: Face): boolean {
  return chooser(face).covering(char.codePointAt(0) ?? 0) !== undefined;
}

/** Splits text into runs, each printed with the first font file that has its characters. */
export function runsOf(text: string, face: Face): Run[] {
  const pick = chooser(face);
  const runs: Run[] = [];
  let current: Run | undefined;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const font =
      current && NEUTRAL.test(char) && pick.fileHas(current.font, cp)
        ? current.font
        : pick.fileFor(cp).id;
    if (current && current.font === font) current.text += char;
    else {
      current = { font, text: char };
      runs.push(current);
    }
  }
  return runs;
}

/** Unpacked fonts by file, kept for the process's life: a book uses a few dozen of them. */
const unpacked = new Map<string, Buffer>();
const filesById = new Map<string, FontFile>();

function fontData(file: FontFile): Buffer {
  let data = unpacked.get(file.id);
  if (!data) {
    data = woffToSfnt(readFileSync(file.file));
    unpacked.set(file.id, data);
  }
  return data;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

/** Makes `doc` print with font file `id` (as runsOf named it), registering it on first use. */
export function useFont(doc: PDFKit.PDFDocument, id: string): PDFKit.PDFDocument {
  let names = registered.get(doc);
  if (!names) {
    names = new Set();
    registered.set(doc, names);
  }
  if (!names.has(id)) {
    if (!filesById.size) {
      const faces: Face[] = ['regular', 'bold', 'italic'];
      for (const face of faces) for (const f of chooser(face).all) filesById.set(f.id, f);
    }
    const file = filesById.get(id);
    if (!file) throw new Error(`No font file ${id}`);
    doc.registerFont(id, fontData(file));
    names.add(id);
  }
  return doc.font(id);
}
