import { parseAmount } from './amount.js';

/**
 * A length of time written in a recipe step ("10 minutes", "1 1/2 hours", "20-25 min"): where it
 * is in the text (`start` to `end`, `text` being that part) and how long it is in seconds. A range
 * gives its shortest (`low`) and longest (`high`) length; a single length gives the same twice.
 */
export interface StepDuration {
  text: string;
  start: number;
  end: number;
  low: number;
  high: number;
}

const SECONDS_PER = { hour: 3600, minute: 60, second: 1 } as const;
type TimeUnit = keyof typeof SECONDS_PER;

/** Longer than any step waits (a marinade overnight is 12 to 24 hours). */
const LONGEST_SECONDS = 99 * 3600;

/** "10", "1.5", "1/2", "1 1/2", "½", "1½" and "1 ½". */
const NUMBER = String.raw`(?:\d+\s*[/⁄]\s*\d+|\d+(?:\.\d+)?(?:\s*[½¼¾⅓⅔⅛⅜⅝⅞]|\s+\d+\s*[/⁄]\s*\d+)?|[½¼¾⅓⅔⅛⅜⅝⅞])`;
/** Each spelling ends where a word ends, so "10 minced" and "2 hot dogs" are not times. */
const UNIT = String.raw`(?<unit>hours?|hrs?|h|minutes?|mins?|seconds?|secs?)(?![\p{L}\p{N}])`;
const DASH = String.raw`(?:-|–|—|\bto\b|\bor\b)`;

/** One length: an optional bare first number of a range ("20-" of "20-25 min"), a number, a unit. */
const LENGTH = new RegExp(
  String.raw`(?<![\p{L}\p{N}/.,])(?:(?<low>${NUMBER})\s*${DASH}\s*)?(?<number>${NUMBER})\s*-?\s*${UNIT}`,
  'giu',
);
/** A smaller unit right after ("1 hour 15 minutes", "1 hr and 15 min"). */
const AND_LENGTH = new RegExp(
  String.raw`\s*(?:,\s*|\s+and\s+|\s*)(?<number>${NUMBER})\s*-?\s*${UNIT}`,
  'yiu',
);
/** A range's longer end written in full ("30 seconds to 1 minute", "1 hour to 1 1/2 hours"). */
const TO_LENGTH = new RegExp(String.raw`\s*${DASH}\s*(?<number>${NUMBER})\s*-?\s*${UNIT}`, 'yiu');
/** Lengths written in words. */
const WORDS: readonly (readonly [RegExp, number])[] = [
  [/\b(?:an|one) hour and a half\b/giu, 5400],
  [/\bhalf an hour\b/giu, 1800],
  [/\ban hour\b/giu, 3600],
  [/\ba minute\b/giu, 60],
];

function unitOf(spelling: string): TimeUnit {
  const first = spelling[0]?.toLowerCase();
  return first === 'h' ? 'hour' : first === 'm' ? 'minute' : 'second';
}

function numberOf(text: string | undefined): number | null {
  if (text === undefined) return null;
  const result = parseAmount(text);
  return result.ok && result.value > 0 ? result.value : null;
}

/** Reads a number and unit matched by a pattern with `number` and `unit` groups, in seconds. */
function secondsOf(match: RegExpExecArray): { seconds: number; unit: TimeUnit } | null {
  const value = numberOf(match.groups?.number);
  const unit = unitOf(match.groups?.unit ?? '');
  return value === null ? null : { seconds: Math.round(value * SECONDS_PER[unit]), unit };
}

/** Reads a pattern anchored at `at` (a sticky one), or null when it does not match there. */
function stickyAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** The length that starts with `match`, followed by a smaller unit or a range's longer end. */
function lengthAt(text: string, match: RegExpExecArray): StepDuration | null {
  const first = secondsOf(match);
  if (!first) return null;
  let end = match.index + match[0].length;
  const lowValue = numberOf(match.groups?.low);
  if (match.groups?.low !== undefined) {
    if (lowValue === null) return null;
    const low = Math.round(lowValue * SECONDS_PER[first.unit]);
    return low <= first.seconds ? duration(text, match.index, end, low, first.seconds) : null;
  }

  let seconds = first.seconds;
  let unit = first.unit;
  for (let more = stickyAt(AND_LENGTH, text, end); more; more = stickyAt(AND_LENGTH, text, end)) {
    const next = secondsOf(more);
    if (!next || SECONDS_PER[next.unit] >= SECONDS_PER[unit]) break;
    seconds += next.seconds;
    unit = next.unit;
    end += more[0].length;
  }

  const to = stickyAt(TO_LENGTH, text, end);
  const upper = to && secondsOf(to);
  if (to && upper && upper.seconds >= seconds) {
    return duration(text, match.index, end + to[0].length, seconds, upper.seconds);
  }
  return duration(text, match.index, end, seconds, seconds);
}

function duration(
  text: string,
  start: number,
  end: number,
  low: number,
  high: number,
): StepDuration | null {
  if (low <= 0 || high > LONGEST_SECONDS) return null;
  return { text: text.slice(start, end), start, end, low, high };
}

/**
 * Every length of time in a step's text, in order: "10 minutes", "1 1/2 hours", "1½ hours",
 * "20-25 min", "20 to 25 minutes", "1 hour 15 minutes", "45 secs", "2 hrs", "half an hour". A
 * number without a unit of time ("350 degrees", "2 cups", "Step 10") is not one.
 */
export function findDurations(text: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of text.matchAll(LENGTH)) {
    const length = lengthAt(text, match);
    if (length && !found.some((other) => other.end > length.start)) found.push(length);
  }
  for (const [pattern, seconds] of WORDS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => other.start < end && start < other.end)) continue;
      found.push({ text: match[0], start, end, low: seconds, high: seconds });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

function counted(count: number, unit: TimeUnit): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A length of time as a cook says it: "10 minutes", "1 hour 30 minutes", "45 seconds". */
export function describeSeconds(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours > 0 ? counted(hours, 'hour') : '',
    minutes > 0 ? counted(minutes, 'minute') : '',
    rest > 0 || seconds === 0 ? counted(rest, 'second') : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Time left on a clock face: "09:58", "1:05:00" from an hour up; never below "00:00". */
export function formatClock(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = `${two(minutes)}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}
