// The search benchmark's queries, drawn with a seeded generator from the rows the bench loads:
// words of the demo titles and ingredient names as written, the same folded (lower case, no
// accents), the same with one typo, and a nonsense set that no demo recipe contains.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchSearchSources, random } from './data.js';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * @typedef {'exact' | 'folded' | 'typo' | 'nonsense'} QueryKind
 * @typedef {{ kind: QueryKind, q: string, from: 'title' | 'ingredient' | 'nonsense',
 *   words: string[] }} SearchQuery `words`: the drawn words folded (title-drawn queries only)
 */

/** The labels of the kinds, in the order the tables print them. */
export const KIND_LABELS = /** @type {const} */ ({
  exact: 'exact (as written)',
  folded: 'lower case, no accents',
  typo: 'one typo',
  nonsense: 'nonsense',
});

/** Lower case without accents (combining marks removed after NFD). */
export function fold(/** @type {string} */ text) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Words of other domains (the relevance tests' too); each alone and in pairs.
 * @type {string[]}
 */
const OTHER_WORDS = JSON.parse(
  readFileSync(path.join(root, 'apps/api/src/test/other-trades.json'), 'utf8'),
);

/** @param {string} text */
const words = (text) =>
  text
    .split(/\s+/)
    .filter((w) => !w.includes('/'))
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /\p{L}/u.test(w));

/**
 * An ingredient name as a query: the name before any parenthesis or comma, if it is made of one
 * to three words of letters; otherwise nothing.
 * @param {string} name
 */
function ingredientQuery(name) {
  const head = (name.split(/[(,]/)[0] ?? '').trim();
  const parts = head.split(/\s+/).filter(Boolean);
  if (parts.length < 1 || parts.length > 3) return '';
  if (!parts.every((w) => /^[\p{L}'-]+$/u.test(w))) return '';
  return head.replace(/[^\p{L}]/gu, '').length >= 3 ? parts.join(' ') : '';
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * One typo in one word of 5+ letters: a letter dropped, doubled, swapped with its neighbour or
 * replaced. Returns '' when the text has no such word.
 * @param {string} text
 * @param {() => number} rnd
 */
function withTypo(text, rnd) {
  const parts = text.split(' ');
  const long = parts.flatMap((w, i) => (/^\p{L}{5,}$/u.test(w) ? [i] : []));
  if (long.length === 0) return '';
  const at = /** @type {number} */ (long[Math.floor(rnd() * long.length)]);
  const word = /** @type {string} */ (parts[at]);
  const letters = [...word];
  const i = 1 + Math.floor(rnd() * (letters.length - 2));
  const letter = /** @type {string} */ (letters[i]);
  const next = /** @type {string} */ (letters[i + 1] ?? letters[i - 1]);
  const edit = Math.floor(rnd() * 4);
  if (edit === 0) letters.splice(i, 1);
  else if (edit === 1) letters.splice(i, 0, letter);
  else if (edit === 2 && next !== letter) [letters[i], letters[i + 1]] = [next, letter];
  else {
    const others = [...LETTERS].filter((l) => l !== letter.toLowerCase());
    letters[i] = /** @type {string} */ (others[Math.floor(rnd() * others.length)]);
  }
  parts[at] = letters.join('');
  return parts.join(' ');
}

/**
 * `count` queries a third of each kind (exact, folded, one typo), half from titles and half from
 * ingredient names, then `nonsense` nonsense queries; the same for the same `rows`.
 * @param {number} rows the size of the bench data (its rows are drawn from)
 * @param {{ count?: number, nonsense?: number }} [options]
 * @returns {Promise<SearchQuery[]>}
 */
export async function searchQueries(rows, { count = 240, nonsense = 120 } = {}) {
  const sources = await benchSearchSources(rows);
  if (sources.length === 0) throw new Error('The bench data has no approved recipes.');
  const rnd = random(rows * 31 + 7);
  /** @type {<T>(list: readonly T[]) => T} */
  const pick = (list) => /** @type {any} */ (list[Math.floor(rnd() * list.length)]);
  /** @type {SearchQuery[]} */
  const queries = [];
  for (let i = 0; queries.length < count && i < count * 50; i += 1) {
    const kind = /** @type {const} */ (['exact', 'folded', 'typo'])[queries.length % 3] ?? 'exact';
    const source = pick(sources);
    const fromTitle = rnd() < 0.5;
    let drawn = '';
    if (fromTitle) {
      const titleWords = words(source.demoTitle);
      const n = Math.min(titleWords.length, 1 + Math.floor(rnd() * 3));
      const start = Math.floor(rnd() * (titleWords.length - n + 1));
      drawn = titleWords.slice(start, start + n).join(' ');
    } else {
      drawn = ingredientQuery(pick(source.ingredients));
    }
    if (!drawn) continue;
    const q =
      kind === 'exact' ? drawn : kind === 'folded' ? fold(drawn) : withTypo(fold(drawn), rnd);
    if (!q || queries.some((o) => o.kind === kind && o.q === q)) continue;
    queries.push({
      kind,
      q,
      from: fromTitle ? 'title' : 'ingredient',
      words: fromTitle ? fold(drawn).split(' ') : [],
    });
  }
  return [...queries, ...nonsenseQueries(rnd, nonsense)];
}

/**
 * Random letter strings (6-12 letters) and words of other domains alone and in pairs, none of
 * which occurs in apps/api/demo/recipes.json (folded).
 * @param {() => number} rnd
 * @param {number} count
 * @returns {SearchQuery[]}
 */
function nonsenseQueries(rnd, count) {
  const demo = fold(readFileSync(path.join(root, 'apps/api/demo/recipes.json'), 'utf8'));
  /** @type {string[]} */
  const candidates = [...OTHER_WORDS];
  for (let i = 0; i < OTHER_WORDS.length; i += 1) {
    const a = OTHER_WORDS[i] ?? '';
    const b = OTHER_WORDS[(i * 7 + 3) % OTHER_WORDS.length] ?? '';
    if (a !== b) candidates.push(`${a} ${b}`);
  }
  const named = candidates.length;
  while (candidates.length < count + 40) {
    const length = 6 + Math.floor(rnd() * 7);
    let s = '';
    for (let i = 0; i < length; i += 1) s += LETTERS[Math.floor(rnd() * LETTERS.length)];
    candidates.push(s);
  }
  const absent = (/** @type {string} */ q) => !q.split(' ').some((w) => demo.includes(w));
  // Other-domain words and random strings interleaved, so any prefix mixes both.
  const others = candidates.slice(0, named).filter(absent);
  const strings = candidates.slice(named).filter(absent);
  /** @type {SearchQuery[]} */
  const out = [];
  for (let i = 0; out.length < count && i < Math.max(others.length, strings.length); i += 1) {
    for (const q of [others[i], strings[i]]) {
      if (q && out.length < count) out.push({ kind: 'nonsense', q, from: 'nonsense', words: [] });
    }
  }
  return out;
}
