import type { IngredientLine } from './model.js';

/** At most this many words make a line without food a heading rather than an unread line. */
const HEADING_WORDS = 4;

/**
 * A line that names a part of the recipe rather than a food: no amount, and a colon at its end
 * ("Dough:"), or words that say what follows is for ("For the bechamel"), or a few words in which
 * no food was read. The book sets such a line as a small heading; the shopping list leaves it out.
 */
export function isHeadingLine(line: IngredientLine): boolean {
  if (line.quantity !== null) return false;
  const text = line.text.trim();
  if (text.endsWith(':') || /^for\s/i.test(text)) return true;
  return line.food === '' && text.split(/\s+/).length <= HEADING_WORDS;
}
