import { pointDecimal } from './decimal-comma.js';

export type AmountErrorCode = 'empty' | 'range' | 'invalid' | 'zero-denominator';

export type AmountResult =
  { ok: true; value: number } | { ok: false; error: { code: AmountErrorCode; message: string } };

export const VULGAR_FRACTIONS: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
};
const VULGAR = `[${Object.keys(VULGAR_FRACTIONS).join('')}]`;

/*
 * One amount as people type it. A hyphen between a whole number and a fraction makes a mixed
 * number ("1-1/2" and "1 - 2/3" are 1 1/2 and 1 2/3, as US recipes write them: a range cannot end
 * below where it starts); any other dash between two amounts is a range. Groups: 1-2 whole and
 * vulgar fraction, 3-5 whole, numerator, denominator, 6 decimal.
 */
const AMOUNT = String.raw`(?:(\d+)(?:\s*-\s*|\s+)?)?(${VULGAR})|(?:(\d+)(?:\s*-\s*|\s+))?(\d+)\s*[/⁄∕]\s*(\d+)|(\d+(?:\.\d+)?|\.\d+)`;
const SINGLE_AMOUNT = new RegExp(`^(?:${AMOUNT})$`, 'u');
/** "1-2", "1 to 2", "6 or 7" and "1 (or 2)": two amounts, where no single one can be scaled. */
const RANGE = new RegExp(
  `^(?:${AMOUNT})\\s*(?:(?:-|–|—|\\bto\\b|\\bor\\b)\\s*(?:${AMOUNT})|\\(\\s*or\\s+(?:${AMOUNT})\\s*\\))$`,
  'iu',
);
const AMOUNT_IN_TEXT = new RegExp(AMOUNT, 'gu');

const INVALID_MESSAGE = 'Enter an amount like 2, 1.5, 1/2 or 1 1/2';

function failure(code: AmountErrorCode, message: string): AmountResult {
  return { ok: false, error: { code, message } };
}

function valueOf(match: RegExpExecArray): AmountResult {
  const [, vulgarWhole, vulgar, fractionWhole, numerator, denominator, decimal] = match;
  let value: number;
  if (vulgar !== undefined) {
    const [top, bottom] = VULGAR_FRACTIONS[vulgar] ?? [Number.NaN, 1];
    value = Number(vulgarWhole ?? 0) + top / bottom;
  } else if (numerator !== undefined && denominator !== undefined) {
    if (Number(denominator) === 0) {
      return failure('zero-denominator', `A fraction cannot have 0 below the line (${match[0]})`);
    }
    value = Number(fractionWhole ?? 0) + Number(numerator) / Number(denominator);
  } else {
    value = Number(decimal);
  }
  // Hundreds of digits overflow to Infinity, which no recipe means.
  return Number.isFinite(value) ? { ok: true, value } : failure('invalid', INVALID_MESSAGE);
}

/**
 * Reads one ingredient amount: "2", "1.5", ".5", "1/2", "1 1/2", "1-1/2", "½", "1½" or "1 ½"; a
 * decimal comma ("0,5") as `language` writes it (decimal-comma.ts).
 */
export function parseAmount(text: string, language = 'en'): AmountResult {
  const trimmed = pointDecimal(text.trim(), language);
  if (trimmed === '') return failure('empty', 'Enter an amount');
  const match = SINGLE_AMOUNT.exec(trimmed);
  if (match) return valueOf(match);
  if (RANGE.test(trimmed)) {
    return failure('range', `Use a single amount, not a range (${trimmed})`);
  }
  return failure('invalid', INVALID_MESSAGE);
}

/** Rewrites every amount inside free text ("1 1/2 loaves", "4-6 servings"), leaving the rest. */
export function replaceAmounts(text: string, replace: (value: number) => string): string {
  return text.replace(AMOUNT_IN_TEXT, (amount) => {
    const result = parseAmount(amount);
    return result.ok ? replace(result.value) : amount;
  });
}

/** Kitchen fractions, simplest first so that 0.5 reads 1/2 rather than 2/4. */
const FRIENDLY_DENOMINATORS = [2, 3, 4, 6, 8, 16] as const;
/*
 * Close enough to read 0.333 or 0.67 as a third, yet far below the smallest gap between two of
 * those fractions (1/48), so a value never matches the wrong one.
 */
const FRACTION_TOLERANCE = 0.005;

const decimalFormats = new Map<number, Intl.NumberFormat>();

/**
 * Writes a number with at most `maxDecimals` decimals and no trailing zeros. Never in exponent
 * notation ("1e+21"), which parseAmount could not read back. Whole numbers below that are written
 * without Intl: the first number format a page makes costs it tens of milliseconds on a phone, and
 * most amounts are whole or friendly fractions.
 */
export function formatDecimal(value: number, maxDecimals = 2): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value === 0 ? 0 : value);
  let format = decimalFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: maxDecimals,
      useGrouping: false,
      signDisplay: 'negative',
    });
    decimalFormats.set(maxDecimals, format);
  }
  return format.format(value);
}

/** Shows an amount as a cook reads it: 1.5 -> "1 1/2", 0.333 -> "1/3", 2 -> "2", 0.3 -> "0.3". */
export function formatAmount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value < 0) return `-${formatAmount(-value)}`;
  const whole = Math.floor(value);
  const rest = value - whole;
  for (const denominator of FRIENDLY_DENOMINATORS) {
    const numerator = Math.round(rest * denominator);
    if (Math.abs(rest - numerator / denominator) > FRACTION_TOLERANCE) continue;
    if (numerator === 0) return formatDecimal(whole);
    if (numerator === denominator) return formatDecimal(whole + 1);
    const fraction = `${numerator}/${denominator}`;
    return whole === 0 ? fraction : `${whole} ${fraction}`;
  }
  return formatDecimal(value);
}

/** Multiplies an amount; an ingredient without an amount ("salt to taste") stays without. */
export function scaleAmount(value: number | null, factor: number): number | null {
  return value === null ? null : value * factor;
}
