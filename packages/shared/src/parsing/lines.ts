import { formatAmount, replaceAmounts } from './amount.js';

const LINE_BREAK = /\r\n|\r|\n/;

/** Trims each entry and drops the blank ones: the rule for instructions and tips. */
export function cleanLines(lines: readonly string[]): string[] {
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

/** Instructions and tips as typed in a text area: one per line, blank lines dropped. */
export function parseLines(text: string): string[] {
  return cleanLines(text.split(LINE_BREAK));
}

/**
 * Trims tags, drops empty ones and keeps the first spelling of tags that differ only in case,
 * so "Vegan, vegan" does not show two badges. Inner runs of spaces collapse because tag icons
 * match "gluten free" exactly.
 */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags) {
    const cleaned = tag.trim().replace(/\s+/g, ' ');
    const key = cleaned.toLowerCase();
    if (cleaned === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(cleaned);
  }
  return kept;
}

/** Tags as typed in the form: comma separated. */
export function parseTags(text: string): string[] {
  return cleanTags(text.split(','));
}

/**
 * Scales every number of a serving text: "24 cookies" x2 is "48 cookies", "4-6 servings" x2 is
 * "8-12 servings". At 1x the author's own wording is shown untouched.
 */
export function scaleServing(text: string, factor: number): string {
  return factor === 1 ? text : replaceAmounts(text, (value) => formatAmount(value * factor));
}
