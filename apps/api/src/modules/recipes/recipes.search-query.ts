/* The search box's text: bounded, then parsed into the terms to include and to exclude. */

/**
 * A search box is free text from anyone: it is bounded before parsing so that a pasted essay costs
 * no more than a short query.
 */
const MAX_QUERY_CHARS = 256;
const MAX_TERMS = 8;
const MAX_WORD_CHARS = 50;
/** Only the first few words get a dictionary lookup for corrections. */
const MAX_LOOKUP_WORDS = 5;
/** Shorter words are taken as typed: too short to correct or to read as the start of a word. */
const MIN_LOOKUP_WORD_CHARS = 3;
/** A word of digits only ("2", "350") is never corrected. */
const HAS_LETTER = /\p{L}/u;

/** Letters (with their combining marks) and digits; everything else separates words. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** An optional leading minus, then a quoted phrase (closing quote optional) or a bare chunk. */
const TOKEN = /(-?)(?:"([^"]*)"?|([^\s"]+))/gu;

export interface ParsedQuery {
  /** Each term is one word or a quoted phrase of several words. */
  include: string[][];
  exclude: string[][];
}

function wordsOf(text: string): string[] {
  return (
    (text.match(WORD) ?? [])
      // "or" is websearch_to_tsquery's OR operator (and an English stop word anyway).
      .filter((w) => w.toLowerCase() !== 'or')
      .map((w) => [...w].slice(0, MAX_WORD_CHARS).join(''))
  );
}

/**
 * Reduces arbitrary input to words, quoted phrases and -exclusions. What reaches PostgreSQL is only
 * letters, digits, spaces and the double quotes this function writes itself, always as bound
 * parameters, so no input can produce a tsquery syntax error or change the SQL.
 */
export function parseSearchQuery(q: string): ParsedQuery {
  const parsed: ParsedQuery = { include: [], exclude: [] };
  const text = [...q.normalize('NFC')].slice(0, MAX_QUERY_CHARS).join('');
  for (const match of text.matchAll(TOKEN)) {
    const negated = match[1] === '-';
    const phrase = match[2];
    const target = negated ? parsed.exclude : parsed.include;
    if (phrase !== undefined) {
      const words = wordsOf(phrase);
      if (words.length > 0) target.push(words);
    } else {
      // A bare chunk such as "choc-chip" or "o'brien" counts as separate words, not as a phrase.
      for (const word of wordsOf(match[3] ?? '')) target.push([word]);
    }
  }
  return {
    include: parsed.include.slice(0, MAX_TERMS),
    exclude: parsed.exclude.slice(0, MAX_TERMS),
  };
}

/** The bare words of the query that the dictionary is asked about (search-terms.repository.ts). */
export function lookupCandidates(include: string[][]): string[] {
  return [...new Set(include.filter((t) => t.length === 1).flat())]
    .filter((w) => [...w].length >= MIN_LOOKUP_WORD_CHARS && HAS_LETTER.test(w))
    .slice(0, MAX_LOOKUP_WORDS);
}
