import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';

/*
 * Right-to-left text (Hebrew, Arabic) in the book: the Unicode Bidirectional Algorithm (UAX #9,
 * through bidi-js) orders a line's runs for display once the line is broken in reading order.
 * Shaping and the glyph order inside a run of a right-to-left script are fontkit's: it joins
 * Arabic letters and lays a Hebrew or Arabic run out right to left by itself.
 */

// bidi-js is a CommonJS module whose module.exports is the factory its types call the default.
const bidiFactory = createRequire(import.meta.url)('bidi-js') as () => Bidi;
const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

const STRONG_RTL =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether `text` holds a letter of a right-to-left script (fontkit then lays it out right to left). */
export function hasRightToLeft(text: string): boolean {
  return STRONG_RTL.test(text);
}

/** A paragraph's direction: that of its first strongly directional character (UAX #9 P2-P3). */
export function paragraphDirection(text: string): Direction {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return 'ltr';
}

interface Leveled<T> {
  run: T;
  level: number;
}

/**
 * A line's runs (in reading order, each printed with one font) in the order they print from left
 * to right. A run is split where its embedding level changes; a right-to-left run has its mirrored
 * characters swapped (brackets) and, when fontkit will not reverse it itself (no right-to-left
 * letter in it: punctuation, spaces), is reversed here.
 */
export function displayOrder<T extends { text: string }>(runs: T[], paragraph: Direction): T[] {
  const text = runs.map((r) => r.text).join('');
  if (paragraph === 'ltr' && !STRONG_RTL.test(text)) return runs;
  const { levels } = bidi.getEmbeddingLevels(text, paragraph);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const pieces: Leveled<T>[] = [];
  let index = 0;
  for (const run of runs) {
    let current: Leveled<T> | undefined;
    for (const char of run.text) {
      const level = levels[index] ?? 0;
      const shown = mirrored.get(index) ?? char;
      index += char.length;
      if (current && current.level === level) current.run.text += shown;
      else {
        current = { run: { ...run, text: shown }, level };
        pieces.push(current);
      }
    }
  }
  const ordered = reorder(pieces);
  return ordered.map(({ run, level }) =>
    level % 2 === 1 && !STRONG_RTL.test(run.text)
      ? { ...run, text: [...run.text].reverse().join('') }
      : run,
  );
}

/** UAX #9 L2: from the highest level down to the lowest odd one, reverse every sequence at it or above. */
function reorder<T>(pieces: Leveled<T>[]): Leveled<T>[] {
  const out = [...pieces];
  const max = Math.max(0, ...out.map((p) => p.level));
  const oddMin = Math.min(...out.map((p) => p.level).filter((l) => l % 2 === 1), max + 1);
  for (let level = max; level >= oddMin && level > 0; level -= 1) {
    let i = 0;
    while (i < out.length) {
      if ((out[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < out.length && (out[j]?.level ?? 0) >= level) j += 1;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}
