import { alternateIn, quantityAt, unitAt } from './amounts.js';
import { followsFood, SIZES } from './dictionary.js';
import { bare, hasLetter, isMark, writtenText, type Token } from './tokens.js';

function wordSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter((word) => word !== ''));
}

/**
 * Preparation: what the cook does to the food, not what to buy. Forms sold as such ("ground",
 * "dried", "smoked", "roasted", "powdered", "whipped") stay in the food. "Fresh" goes, as the
 * form a food is bought in unless the line says otherwise.
 */
const PREPARATION = wordSet(`
  chopped minced diced sliced grated shredded melted softened beaten peeled crushed pressed cubed
  halved quartered mashed boiled cooked sifted packed pureed seeded deseeded cored trimmed drained
  rinsed julienned zested juiced torn whisked separated thawed defrosted split cut fried soaked
  washed scrubbed stemmed pitted hulled blanched steamed crumbled sieved broken warm lukewarm cold
  chilled boiling untreated fresh freshly finely roughly coarsely thinly thickly lightly firmly
  loosely well very and
  gehackt feingehackt gewurfelt gerieben geschmolzen geschalt zerdruckt gepresst weich fein
  hache hachee haches hachees emince emincee eminces emincees rapee rapes rapees fondu fondue
  pele pelee coupe finement
  picado picada picados picadas rallado rallada derretido derretida pelado pelada
  tritato tritata tritati tritate grattugiato grattugiata sciolto fuso sbucciato
  gehakt gesnipperd geraspt gesmolten geschild fijngehakt
  hackad hackade finhackad riven rivet smalt skalad pressad skivad tarnad
`);
const FORMS = wordSet('ground toasted roasted dried whole');
/** Preparation words that cannot start the food on their own (they join two preparations). */
const JOINING = wordSet('and');
/** Words that open a remark after the food: "salt to taste", "oil for frying". */
const NOTE_OPENERS = byFirstWord([
  ['to', 'taste'],
  ['or', 'to', 'taste'],
  ['or', 'as', 'needed'],
  ['as', 'needed'],
  ['or', 'more'],
  ['or', 'less'],
  ['or', 'so'],
  ['such', 'as'],
  ['according', 'to'],
  ['of', 'your', 'choice'],
  ['of', 'choice'],
  ['nach', 'geschmack'],
  ['nach', 'belieben'],
  ['al', 'gusto'],
  ['a', 'gusto'],
  ['au', 'gout'],
  ['naar', 'smaak'],
  ['efter', 'smak'],
  ['size', 'of'],
  ...[
    ...wordSet(`for by in into with without plus at if e.g optional divided see preferably
    whatever q.b qb zum zur pour para per voor till`),
  ].map((word) => [word]),
]);
/** Words that make a part after a comma a remark wherever they stand ("fresh preferred"). */
const NOTE_WORDS = wordSet(`preferred optional divided needed taste desired recommended
  optionnel opcional facoltativo optioneel valfritt`);
const OPTIONAL =
  /\b(?:optional|optionally|optionnel|facultatif|opcional|facoltativ[oa]|optioneel|valfri(?:tt)?|nach belieben)\b|^if (?:desired|liked|you like|using|available|wanted)$/iu;
/** Amounts without a number, left out of the food ("some chives", "a little bit of salt"). */
const VAGUE = byFirstWord([
  ['a', 'little', 'bit', 'of'],
  ['a', 'bit', 'of'],
  ['a', 'little'],
  ['a', 'few'],
  ['a', 'couple', 'of'],
  ['un', 'peu', 'de'],
  ['un', 'po', 'di'],
  ...[...wordSet('some little a an ein eine einen un une una uno een en ett etwas wat lite')].map(
    (word) => [word],
  ),
]);
/** Words that join a unit to its food ("3 tbsp of cornflour"), dropped from the food. */
export const OF = wordSet('of de di del della van');
const SEPARATORS = [',', ';', '-', '–', '—', '+', '.', '!', '?', ':'];
/** Abbreviations end in a dot without ending a sentence ("approx.", "e.g."). */
const MAX_ABBREVIATION = 4;

export interface Note {
  at: number;
  text: string;
}

/** What follows the amount and unit: the food, its remarks and the words as written. */
export interface FoodReading {
  /** The tokens of the ingredient as written: without alternates or a unit after the food. */
  kept: Token[];
  food: string;
  notes: Note[];
  alternate: string;
  /** A unit written after the food ("3 garlic cloves"), when the line had none before it. */
  unit: { key: string; written: string } | null;
}

type Phrases = ReadonlyMap<string, readonly (readonly string[])[]>;

/** Phrases by their first word, so that a word is looked up once. */
function byFirstWord(phrases: readonly (readonly string[])[]): Phrases {
  const index = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases) {
    const first = phrase[0] ?? '';
    index.set(first, [...(index.get(first) ?? []), phrase]);
  }
  return index;
}

function phraseAt(words: readonly Token[], index: number, phrases: Phrases): number {
  const first = bare(words[index]?.text ?? '');
  for (const phrase of phrases.get(first) ?? []) {
    if (phrase.every((word, offset) => bare(words[index + offset]?.text ?? '') === word)) {
      return phrase.length;
    }
  }
  return 0;
}

function isSentenceEnd(token: Token): boolean {
  if (isMark(token, '.', '!', '?')) return true;
  const word = token.text;
  return (
    token.kind === 'word' &&
    word.endsWith('.') &&
    word.length - 1 > MAX_ABBREVIATION &&
    !word.slice(0, -1).includes('.')
  );
}

interface Segment {
  tokens: Token[];
  /** The comma before a part, kept when the part is a further food ("bourbon, brandy"). */
  comma: Token | undefined;
  /** Opened by a dash, a plus or a new sentence: a remark whatever it says. */
  remark: boolean;
}

/** The tokens outside parentheses, in parts split at commas, dashes and sentence ends. */
function segmentsOf(tokens: readonly Token[]): Segment[] {
  const segments: Segment[] = [{ tokens: [], comma: undefined, remark: false }];
  let remarkNext = false;
  for (const token of tokens) {
    const last = segments.at(-1) ?? { tokens: [], comma: undefined, remark: false };
    if (isMark(token, ...SEPARATORS)) {
      const remark = remarkNext || !isMark(token, ',', ';');
      const comma = isMark(token, ',') ? token : undefined;
      segments.push({ tokens: isMark(token, '+') ? [token] : [], comma, remark });
      remarkNext = false;
      continue;
    }
    last.tokens.push(token);
    if (isSentenceEnd(token)) {
      segments.push({ tokens: [], comma: undefined, remark: true });
      remarkNext = true;
    }
  }
  return segments.filter((segment) => segment.tokens.length > 0);
}

/** "or 3 Tbsp tomato sauce": another food with its own amount, a remark. */
function isOtherAmount(words: readonly Token[], index: number): boolean {
  if (bare(words[index]?.text ?? '') !== 'or') return false;
  const amount = quantityAt(words, index + 1);
  return amount !== undefined && unitAt(words, amount.next) !== undefined;
}

/**
 * Whether a part after a comma is a remark. "Fresh" there starts another food ("whipped cream,
 * fresh fruit"); forms sold as such are the cook's remark after the food ("cumin, ground").
 */
function isRemark(words: readonly Token[]): boolean {
  const first = bare(words[0]?.text ?? '');
  return (
    (PREPARATION.has(first) && first !== 'fresh') ||
    FORMS.has(first) ||
    phraseAt(words, 0, NOTE_OPENERS) > 0 ||
    isOtherAmount(words, 0) ||
    words.some((word) => NOTE_WORDS.has(bare(word.text)))
  );
}

/** Where a remark starts inside the food's words ("salt to taste", "Butter melted"), if anywhere. */
function remarkStart(words: readonly Token[]): number {
  // A remark follows a name: "24h soaked beans" has none before "soaked".
  let named = /^\p{L}/u.test(words[0]?.text ?? '');
  for (let index = 1; index < words.length; index += 1) {
    const word = bare(words[index]?.text ?? '');
    if (!named) {
      named = /^\p{L}/u.test(words[index]?.text ?? '');
      continue;
    }
    if (PREPARATION.has(word) && !JOINING.has(word)) return index;
    if (phraseAt(words, index, NOTE_OPENERS) > 0) return index;
    if (isOtherAmount(words, index)) return index;
  }
  return words.length;
}

/** A dimension ("7x7cm", "20cm") describes the food like a size. */
const DIMENSION = /^\d+(?:[.,]\d+)?(?:[x×]\d+(?:[.,]\d+)?)?(?:mm|cm|in|inch|inches)?$/u;

function isSize(words: readonly Token[], index: number): boolean {
  const word = bare(words[index]?.text ?? '');
  const dimension = index > 0 && /[x×]|[a-z]$/u.test(word) && DIMENSION.test(word);
  return (
    SIZES.has(word) ||
    dimension ||
    (word === 'extra' && SIZES.has(bare(words[index + 1]?.text ?? '')))
  );
}

/** Leading words that are not the food: vague amounts, sizes, "pinch of", and preparations. */
function foodStart(words: readonly Token[], notes: Note[]): number {
  let index = 0;
  for (let changed = true; changed && index < words.length - 1;) {
    changed = false;
    const vague = phraseAt(words, index, VAGUE);
    const unit = unitAt(words, index + vague);
    const joined = unit ? OF.has(bare(words[unit.next]?.text ?? '')) : false;
    if (unit && (joined || vague > 0) && unit.next + (joined ? 1 : 0) < words.length) {
      index = unit.next + (joined ? 1 : 0);
      changed = true;
    } else if (vague > 0) {
      index += vague;
      changed = true;
    } else if (isSize(words, index)) {
      index += 1;
      changed = true;
    } else if (PREPARATION.has(bare(words[index]?.text ?? ''))) {
      // "freshly ground pepper": after a preparation, a form is the cook's work too.
      let end = index;
      const preparing = (word: string) => PREPARATION.has(word) || FORMS.has(word);
      while (end < words.length - 1 && preparing(bare(words[end]?.text ?? ''))) end += 1;
      notes.push(noteOf(words.slice(index, end)));
      index = end;
      changed = true;
    }
  }
  return index;
}

function noteOf(tokens: readonly Token[]): Note {
  const text = writtenText(tokens)
    .replace(/^[\s,;:.\-–—]+|[\s,;:\-–—]+$/gu, '')
    .replace(/(\p{L}{5})[.!]$/u, '$1');
  return { at: tokens[0]?.start ?? 0, text };
}

/** The food as a key: lower case, single spaces, no marks at either end. */
export function foodKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s,;:.!?\-–—/+&'’"]+|[\s,;:.!?\-–—/+&'’"]+$/gu, '');
}

/**
 * Reads what follows the amount and unit: "garlic, minced", "potatoes (firm/waxy)", "salt to
 * taste", "bourbon, brandy, or cognac (optional)". Parentheses hold remarks, or an alternate when
 * they hold only an amount in other units. After a comma come more foods until a part reads as a
 * remark; everything after the first remark is remark.
 */
export function readFood(tokens: readonly Token[], unitAfterFood: boolean): FoodReading {
  const notes: Note[] = [];
  const plain: Token[] = [];
  const dropped = new Set<Token>();
  let alternate = '';
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (!isMark(token, '(')) {
      if (!isMark(token, ')')) plain.push(token);
      continue;
    }
    let depth = 0;
    let close = index;
    for (; close < tokens.length; close += 1) {
      if (isMark(tokens[close], '(')) depth += 1;
      if (isMark(tokens[close], ')')) depth -= 1;
      if (depth === 0) break;
    }
    const inner = tokens.slice(index + 1, close);
    const measured = alternate === '' ? alternateIn(inner, 0, inner.length) : undefined;
    if (measured !== undefined) {
      alternate = measured;
      for (const part of tokens.slice(index, close + 1)) dropped.add(part);
    } else if (inner.length > 0) {
      notes.push(noteOf(inner));
    }
    index = close;
  }
  const segments = segmentsOf(plain);
  const foodTokens: Token[] = [];
  let unit: FoodReading['unit'] = null;
  let remarking = false;
  segments.forEach((segment, position) => {
    if (remarking || (position > 0 && (segment.remark || isRemark(segment.tokens)))) {
      remarking = true;
      notes.push(noteOf(segment.tokens));
      return;
    }
    const words = segment.tokens;
    const start = position === 0 ? foodStart(words, notes) : 0;
    const end = remarkStart(words.slice(start)) + start;
    let food = words.slice(start, end);
    if (end < words.length) {
      notes.push(noteOf(words.slice(end)));
      remarking = true;
    }
    const last = food.at(-1);
    const key = last && food.length > 1 ? unitAt(food, food.length - 1)?.key : undefined;
    if (unitAfterFood && unit === null && last && key !== undefined && followsFood(key)) {
      unit = { key, written: last.text };
      dropped.add(last);
      food = food.slice(0, -1);
    }
    if (position > 0 && segment.comma) foodTokens.push(segment.comma);
    foodTokens.push(...food.filter((_, index) => !isSize(food, index)));
  });
  notes.sort((a, b) => a.at - b.at);
  return {
    kept: tokens.filter((token) => !dropped.has(token)),
    food: foodKey(writtenText(foodTokens)),
    notes: notes.filter((note) => note.text !== ''),
    alternate,
    unit,
  };
}

/** Whether the line names something after `from`, outside parentheses and "of". */
export function namesSomething(tokens: readonly Token[], from: number): boolean {
  let depth = 0;
  for (let index = from; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token) continue;
    if (isMark(token, '(')) depth += 1;
    else if (isMark(token, ')')) depth = Math.max(0, depth - 1);
    else if (depth === 0 && hasLetter(token) && !OF.has(bare(token.text))) return true;
  }
  return false;
}

export function isOptional(notes: readonly Note[]): boolean {
  return notes.some((note) => OPTIONAL.test(note.text));
}
