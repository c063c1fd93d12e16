import {
  ATTRIBUTION,
  NUMBER_WORDS,
  PEOPLE,
  SECTION_WORDS,
  SERVING_FOR,
  SERVING_LABELS,
  TIME_LABELS,
  TIME_VERBS,
  TITLE_LABELS,
  alternatives,
  type Section,
  type TimeKind,
} from './card-words.js';

/*
 * What a single line of a card says about its recipe's parts: a section heading, a title label,
 * a serving or times. Each answer says where in the line's text its part is, so that the draft
 * can keep that part and trace it back to the card.
 */

/** Marks and spaces before the words of a heading ("## Method", "~ Notes ~"). */
const LEAD = String.raw`[^\p{L}\p{N}]{0,8}`;
const HEADING = new RegExp(
  `^${LEAD}(?:(?<ingredients>${alternatives(SECTION_WORDS.ingredients)})|(?<method>${alternatives(SECTION_WORDS.method)})|(?<tips>${alternatives(SECTION_WORDS.tips)}))(?![\\p{L}\\p{N}])`,
  'iu',
);
const ATTRIBUTION_LABEL = new RegExp(`^${LEAD}(?:${alternatives(ATTRIBUTION)})`, 'iu');
const TITLE_LABEL = new RegExp(
  `^${LEAD}(?:${alternatives(TITLE_LABELS)})(?![\\p{L}\\p{N}])\\s*[:：]?\\s*`,
  'iu',
);
/** A number of servings: "4", "4-6", "4 to 6", "four". */
const COUNT = String.raw`(?:\d{1,4}(?:\s*(?:-|–|to|bis|à|a|or|oder)\s*\d{1,4})?|\p{L}{2,8})`;
const PEOPLE_WORDS = alternatives(PEOPLE);
const SERVING_LABEL = new RegExp(
  `^(?:${alternatives(SERVING_LABELS)})(?![\\p{L}])\\s*[:：\\-–]?\\s*`,
  'iu',
);
const SERVING_FOR_PEOPLE = new RegExp(
  `^(?:${alternatives(SERVING_FOR)})\\s*(?<count>${COUNT})\\s*(?:${PEOPLE_WORDS})\\.?$`,
  'iu',
);
const PEOPLE_AFTER = new RegExp(`^(?<count>${COUNT})\\s*(?:${PEOPLE_WORDS})\\.?$`, 'iu');
const TRAILING_PEOPLE = new RegExp(`\\s*(?:${PEOPLE_WORDS})\\.?$`, 'iu');

/** A heading line: its section, and where anything written after it on the line starts. */
export interface Heading {
  section: Section;
  /** Offset of the text after "Notes:" on the same line; -1 when nothing follows. */
  rest: number;
}

/**
 * The section a line heads ("Ingredients", "ZUTATEN:", "Zutaten für 4 Personen", "Notes: keeps a
 * week"), or undefined. Text after the heading counts when a colon parts it or it is a serving.
 */
export function headingOf(text: string): Heading | undefined {
  const match = HEADING.exec(text);
  if (!match?.groups) return undefined;
  const { ingredients, method } = match.groups;
  const section: Section = ingredients ? 'ingredients' : method ? 'method' : 'tips';
  const after = text.slice(match[0].length);
  if (/^[^\p{L}\p{N}]*$/u.test(after)) return { section, rest: -1 };
  const colon = /^\s*[:：\-–—]\s*/u.exec(after);
  if (colon) return { section, rest: match[0].length + colon[0].length };
  const open = /^\s*\(?\s*/u.exec(after)?.[0].length ?? 0;
  if (servingOf(after.slice(open).replace(/\)\s*$/u, ''))) {
    return { section, rest: match[0].length + open };
  }
  return undefined;
}

/** Whether the line only names who the card is from ("From the kitchen of Mary"). */
export function isAttribution(text: string): boolean {
  return ATTRIBUTION_LABEL.test(text);
}

/** Where the title starts after a title label ("Recipe: Apple Pie" → 8); undefined for none. */
export function titleAfterLabel(text: string): number | undefined {
  const match = TITLE_LABEL.exec(text);
  return match ? match[0].length : undefined;
}

/** A serving within a line: where its value starts and ends ("Serves 4 people" → "4"). */
export interface Serving {
  start: number;
  end: number;
}

function countable(value: string): boolean {
  const first = value.split(/\s+/u)[0]?.toLowerCase() ?? '';
  return /^\d/u.test(value) || NUMBER_WORDS.has(first);
}

/**
 * The serving a whole line gives: "Serves 4", "Makes 12 cookies", "Yield: 2 loaves", "Für 4
 * Personen", "4 servings", "Portionen: 4"; undefined when the line says something else.
 */
export function servingOf(text: string): Serving | undefined {
  const inner = /^\(?\s*(.*?)\s*\)?\.?$/u.exec(text);
  const body = inner?.[1] ?? text;
  const offset = text.indexOf(body);
  const forPeople = SERVING_FOR_PEOPLE.exec(body) ?? PEOPLE_AFTER.exec(body);
  const count = forPeople?.groups?.count;
  if (forPeople && count !== undefined && countable(count)) {
    const start = offset + body.indexOf(count, forPeople[0].indexOf(count));
    return { start, end: start + count.length };
  }
  const label = SERVING_LABEL.exec(body);
  if (!label) return undefined;
  const value = body.slice(label[0].length).replace(TRAILING_PEOPLE, '');
  if (value === '' || value.length > 40 || !countable(value)) return undefined;
  const start = offset + label[0].length;
  return { start, end: start + value.length };
}

const NUMBER = String.raw`(?:\d{1,3}\s+\d{1,2}\s*\/\s*\d{1,2}|\d{1,2}\s*\/\s*\d{1,2}|\d{1,4}(?:[.,]\d{1,2})?\s*[½¼¾]?|[½¼¾])`;
const HOURS = String.raw`(?:hours?|hrs?\.?|h\.?|std\.?|stunden?|heures?|horas?|ore|ora|uur|小时|钟头|ساعات|ساعة|ساعتان)`;
const MINUTES = String.raw`(?:minutes?|minuten|minutos?|minuti|mins?\.?|mn|分钟|分|دقائق|دقيقة)`;
const NOT_LATIN = String.raw`(?![a-zA-ZÀ-ÿ])`;
const DURATION = new RegExp(
  String.raw`(?:(?<low>${NUMBER})\s*(?:-|–|to|bis|à|a)\s*)?(?<number>${NUMBER})\s*(?:(?<hours>${HOURS})|${MINUTES})${NOT_LATIN}(?:\s*(?:and|und|et|y|e|en|,)?\s*(?<more>\d{1,2})\s*(?:${MINUTES}${NOT_LATIN})?)?`,
  'iuy',
);
const TIME_LABEL = new RegExp(
  `(?:(?<prep>${alternatives(TIME_LABELS.prep)})|(?<cook>${alternatives(TIME_LABELS.cook)})|(?<total>${alternatives(TIME_LABELS.total)}))(?![\\p{L}])`,
  'iuy',
);
const SEPARATOR = /[\s,;|/•·.]*/uy;
const COLON = /\s*[:：\-–—]?\s*/uy;
/** A week: no card's time is longer. */
const LONGEST_MINUTES = 7 * 24 * 60;

/** One time a line gives: which, how many minutes, and where it is written in the line. */
export interface CardTime {
  kind: TimeKind;
  minutes: number;
  start: number;
  end: number;
}

/** What a times line gives, and whether it is also a step ("Bake 45 minutes"). */
export interface Times {
  times: CardTime[];
  step: boolean;
}

function numberValue(text: string | undefined): number {
  if (text === undefined) return NaN;
  const clean = text.replace(/\s+/gu, ' ').trim();
  const vulgar = { '½': 0.5, '¼': 0.25, '¾': 0.75 } as const;
  const tail = clean.at(-1) ?? '';
  if (tail in vulgar) {
    const whole = clean.slice(0, -1).trim();
    return (whole === '' ? 0 : Number(whole)) + vulgar[tail as keyof typeof vulgar];
  }
  const mixed = /^(?:(\d+) )?(\d+) ?\/ ?(\d+)$/u.exec(clean);
  if (mixed) return Number(mixed[1] ?? 0) + Number(mixed[2]) / Number(mixed[3]);
  return Number(clean.replace(',', '.'));
}

/** The minutes of a duration matched by DURATION; a range counts as its longer end. */
function minutesOf(groups: Record<string, string | undefined>): number {
  const perUnit = groups.hours === undefined ? 1 : 60;
  const value = numberValue(groups.number) * perUnit;
  const more = groups.hours === undefined ? 0 : numberValue(groups.more ?? '0');
  return Math.round(value + more);
}

/** The time a label names. */
function kindOf(groups: Record<string, string | undefined>): TimeKind {
  return groups.prep !== undefined ? 'prep' : groups.cook !== undefined ? 'cook' : 'total';
}

/**
 * The times a whole line gives: "Prep: 15 min", "Cook time 1 hr", "Bake 45 minutes", "Total: 1 h
 * 30 min", "Zubereitung: 20 Min.", "Prep 10 min | Cook 30 min". Undefined when the line says
 * anything besides labelled times.
 */
export function timesOf(text: string): Times | undefined {
  const times: CardTime[] = [];
  let step = false;
  let at = 0;
  while (at < text.length) {
    TIME_LABEL.lastIndex = at;
    const label = TIME_LABEL.exec(text);
    if (!label?.groups) return undefined;
    COLON.lastIndex = label.index + label[0].length;
    const colon = COLON.exec(text)?.[0] ?? '';
    if (at === 0 && TIME_VERBS.has(label[0].toLowerCase()) && !/[:：]/u.test(colon)) step = true;
    DURATION.lastIndex = COLON.lastIndex;
    const duration = DURATION.exec(text);
    if (!duration?.groups) return undefined;
    const minutes = minutesOf(duration.groups);
    if (!(minutes > 0 && minutes <= LONGEST_MINUTES)) return undefined;
    const end = duration.index + duration[0].length;
    times.push({ kind: kindOf(label.groups), minutes, start: duration.index, end });
    SEPARATOR.lastIndex = end;
    SEPARATOR.exec(text);
    at = SEPARATOR.lastIndex;
  }
  return times.length > 0 ? { times, step: step && times.length === 1 } : undefined;
}

/** A step's numbering: "1.", "2)", "(3)", "4 -", "Step 5:", "Schritt 6", "第7步", "الخطوة 8". */
const NUMBERING =
  /^\s*(?:(?:step|schritt|étape|etape|paso|passo|stap)\s*\d{1,2}\s*[:.)\-–]?|\(?\d{1,2}\s*[.)](?!\d)|\d{1,2}\s*[-–:]\s|第\s*\d{1,2}\s*步\s*[:：]?|الخطوة\s*\d{1,2}\s*[:.]?)\s*/iu;

/**
 * The length of a step's numbering at the start of the line; 0 when it has none. A bare number
 * counts only before words ("1. Mix", not "1.5 cups" or "2) 3 eggs").
 */
export function numberingOf(text: string): number {
  const match = NUMBERING.exec(text);
  if (!match) return 0;
  const rest = text.slice(match[0].length);
  const worded = /^\s*(?:step|schritt|étape|etape|paso|passo|stap|第|الخطوة)/iu.test(text);
  return worded || /^\p{L}/u.test(rest) ? match[0].length : 0;
}

/**
 * Whether a numbered line can be a method's first step: numbered 1, or a sentence ("10 - Prep
 * 25 min" is a serving line whose label was lost, not step 10).
 */
export function firstStep(text: string): boolean {
  const numbering = text.slice(0, numberingOf(text));
  return Number(/\d+/u.exec(numbering)?.[0] ?? '1') === 1 || /[.!?]$/u.test(text.trim());
}

/** The length of a list mark at the start of a line ("• ", "- ", "* "); 0 for none. */
export function bulletOf(text: string): number {
  return /^(?:[•·▪●○◦□☐✓✔*]+\s*|[-–—+]\s+)/u.exec(text)?.[0].length ?? 0;
}
