import { below, beside, type ReadLine } from './card-lines.js';
import { textOf, wordsBetween, type Reading } from './card-reading.js';

/*
 * The shape of a card line's text (a sentence, a capital, a list entry) and whether a line goes
 * on from the one before it: OCR breaks a long step, tip or ingredient over several lines.
 */

/** One line of a field: the parts of card lines it was read from, joined. */
export interface Item {
  pieces: Reading[];
  numbered: boolean;
  /** Where the item's first line starts across the card (to tell a continued line). */
  firstX: number;
}

/** Whether the text ends a sentence ("… until smooth.", "…。"). */
export function endsSentence(text: string): boolean {
  return /[.!?。！？؟…]["'”’)\]]*$/u.test(text);
}

/** Whether the text starts as a sentence does: with a capital or a number. */
function startsSentence(text: string): boolean {
  return /^["'“‘([]*[\p{Lu}\p{N}]/u.test(text);
}

/** Whether the text starts with a lower-case letter. */
export function startsLower(text: string): boolean {
  return /^["'“‘([]*\p{Ll}/u.test(text);
}

/** How many words the text has (the reader's texts have single spaces). */
export function wordCount(text: string): number {
  return text === '' ? 0 : text.split(' ').length;
}

/** A line that reads as a sentence of a method rather than a list entry. */
export function sentenceLike(text: string): boolean {
  const words = wordCount(text);
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return (endsSentence(text) && (words >= 3 || letters >= 8)) || words >= 7;
}

/** The text of the item's last piece with any text; '' when it has none yet ("Step 3" alone). */
function lastText(item: Item): string {
  for (let at = item.pieces.length - 1; at >= 0; at--) {
    const piece = item.pieces[at];
    if (piece && piece.tokens.length > 0) return textOf(piece);
  }
  return '';
}

/** The text of an item as the draft shows it: its pieces joined, without spaces between Han. */
export function itemText(item: Item): string {
  let text = '';
  for (const piece of item.pieces) {
    const part = textOf(piece);
    if (part === '') continue;
    const tight = /\p{sc=Han}$/u.test(text) && /^\p{sc=Han}/u.test(part);
    text = text === '' ? part : `${text}${tight ? '' : ' '}${part}`;
  }
  return text;
}

/** A field line read from one part of a card line. */
export function item(reading: Reading): Item {
  return { pieces: [reading], numbered: false, firstX: reading.line.area.x0 };
}

/** The card line the item's last piece was read from. */
function lastLineOf(last: Item): ReadLine | undefined {
  return last.pieces.at(-1)?.line;
}

/** Words an ingredient line does not end on unless it goes on below ("with", "and", "oder"). */
const OPEN_END =
  /(?:,|(?:^|\s)(?:and|or|of|with|to|a|the|for|und|oder|mit|von|zum|zur|für|et|ou|de|du|pour|y|o|e|con|per|di|del))$/iu;

/** Whether an ingredient's text leaves a bracket open or ends on a joining word or a comma. */
function leftOpen(text: string): boolean {
  const opened = text.split('(').length - text.split(')').length;
  return opened > 0 || OPEN_END.test(text);
}

/**
 * Whether the line above was full, so that its text went on in the line below ("140 g concentrated
 * tomato" / "paste"): the line below starts under it, and the line above ends near the right edge
 * the other lines of its column reach. It stops short of that edge by less than the width of the
 * first word below (that word would not have fit), or goes past it by less than that width and a
 * line height (a line sticking out further is a long one, not a full one).
 */
function fullAbove(previous: ReadLine, body: Reading): boolean {
  const { line } = body;
  const first = body.tokens[0];
  const word = first && wordsBetween(line, first.start, first.end)[0]?.box;
  const edge = previous.columnRight;
  if (!word || edge <= 0 || line.area.x0 < previous.area.x0 - previous.height) return false;
  if (line.area.x0 >= previous.area.x1) return false;
  const width = word.x1 - word.x0;
  const end = previous.area.x1;
  return end <= edge ? edge - end < width : end - edge < width + previous.height;
}

/**
 * Whether a line continues the ingredient before it, below it and without an amount: it starts
 * in lower case and is indented under it ("1 can (14 oz) diced" / "   tomatoes, drained"), comes
 * after a line left open ("2 garlic cloves (optional," / "but not traditional)") or after a full
 * line ("1 cup (stick) unsalted" / "butter"); or, whatever its case, it comes after a line that
 * is both full and left open ("Black tea (strong, from" / "Dar es Salaam)").
 */
export function continuesIngredient(last: Item, body: Reading): boolean {
  const previous = lastLineOf(last);
  const { line } = body;
  const text = textOf(body);
  if (!previous || previous.side !== line.side || previous.height <= 0 || line.height <= 0) {
    return false;
  }
  if (/\d/u.test(text.split(' ')[0] ?? '') || !below(previous, line)) return false;
  const open = leftOpen(itemText(last));
  const full = fullAbove(previous, body);
  if (!startsLower(text)) return open && full;
  if (open || full) return true;
  const indent = line.area.x0 - previous.area.x0;
  return indent > 0.5 * previous.height && line.area.x0 < previous.area.x1;
}

/**
 * Whether a line continues the step (or tip) before it: OCR broke one step over lines. Under a
 * numbered step, an indented line continues it; otherwise a line not starting with a capital or a
 * number after one not ending a sentence, not further left than the step began.
 */
export function continuesText(last: Item, body: Reading): boolean {
  const previous = lastLineOf(last);
  const before = lastText(last);
  if (!previous) return false;
  if (before === '') return true;
  const { line } = body;
  const sameSide = previous.side === line.side;
  if (sameSide && (beside(previous, line) || !below(previous, line))) return false;
  const height = Math.max(previous.height, line.height);
  const placed = sameSide && previous.height > 0 && line.height > 0;
  if (last.numbered && placed && line.area.x0 >= last.firstX + 0.5 * height) return true;
  // A numbered step's next line, set close under it and not further left: its text goes on,
  // whatever it starts with ("1. ... stir well." / "Leave it for 3-5 minutes.").
  const gap = line.area.y0 - previous.area.y1;
  if (last.numbered && placed && gap < 0.8 * height && line.area.x0 >= last.firstX - 0.5 * height) {
    return true;
  }
  if (startsSentence(textOf(body)) || endsSentence(before)) return false;
  return !(placed && line.area.x0 < last.firstX - height);
}

/**
 * Where a line OCR read across two columns ("2 cups flour      1 tsp salt") starts a new one: the
 * tokens after a gap between words of more than two line heights.
 */
export function columnStarts(reading: Reading): number[] {
  const { line, tokens } = reading;
  const words = line.placed;
  const starts: number[] = [];
  if (line.height <= 0) return starts;
  let first = 0;
  let last = 0;
  let leftEdge: number | undefined;
  for (const [at, token] of tokens.entries()) {
    while (first < words.length && (words[first]?.end ?? 0) <= token.start) first += 1;
    while (last < words.length && (words[last]?.end ?? 0) < token.end) last += 1;
    const startWord = words[first];
    const endWord = words[last];
    const rightEdge = startWord && startWord.start <= token.start ? startWord.box?.x0 : undefined;
    if (
      leftEdge !== undefined &&
      rightEdge !== undefined &&
      rightEdge - leftEdge > 2 * line.height
    ) {
      starts.push(at);
    }
    leftEdge = endWord && endWord.start < token.end ? endWord.box?.x1 : undefined;
  }
  return starts;
}
