/*
 * Which dictionary words a query word may stand for (decision 031): a correction only within a
 * bound on edit distance that grows with the word's length, and a prefix only of a whole word.
 */

/** Words shorter than this are never corrected: "pie" is one edit from "pig", "pin" and "tie". */
const MIN_CORRECTED_CHARS = 4;
/** From this length a word may be two edits away from what was meant. */
const TWO_EDITS_FROM_CHARS = 8;
/** A word this short is read as the start of a longer word only from this length. */
export const MIN_PREFIX_CHARS = 3;

/**
 * The most edits (a letter inserted, dropped, replaced, or two neighbours swapped) a correction of
 * a word of this many letters may be: none below 4 letters, one for 4-7, two from 8.
 */
export function maxEdits(length: number): number {
  if (length < MIN_CORRECTED_CHARS) return 0;
  return length < TWO_EDITS_FROM_CHARS ? 1 : 2;
}

/**
 * The optimal string alignment distance: insertions, deletions, substitutions and transpositions
 * of neighbours each count one. Stops early and answers `limit + 1` once the distance must exceed
 * `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let before = new Array<number>(t.length + 1).fill(0);
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length] ?? 0;
}

/** A dictionary word near a query word, with its trigram similarity (0-1). */
export interface NearWord {
  word: string;
  similarity: number;
}

/**
 * The dictionary words a word no recipe matches may have been meant as: those within
 * `maxEdits(length)` edits, fewest edits first, then the most similar; at most `max`.
 */
export function corrections(folded: string, near: NearWord[], max: number): string[] {
  const limit = maxEdits([...folded].length);
  if (limit === 0) return [];
  return near
    .map((n) => ({ ...n, edits: editDistance(folded, n.word, limit) }))
    .filter((n) => n.edits <= limit && n.word !== folded)
    .sort((x, y) => x.edits - y.edits || y.similarity - x.similarity || (x.word < y.word ? -1 : 1))
    .slice(0, max)
    .map((n) => n.word);
}
