import type { UnitSystem } from './convert.js';

type Scale = 'F' | 'C';

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** A conversion this module wrote earlier, "(163°C)" or "(177–191°C)", replaced rather than doubled. */
const EARLIER = String.raw`\s*\(\s*-?${NUMBER}(?:\s*(?:-|–|—|to)\s*-?${NUMBER})?\s*°[CF]\s*\)`;

/*
 * A temperature in free text: a number or a range ("350-375", "350 to 375"), then a degree sign,
 * "degrees" or "deg" (or nothing), then F, C or the scale's name, or the single characters ℉ and
 * ℃. A minus sign counts only where no digit comes before it, so "350-375F" is a range. Groups:
 * 1 sign, 2 first number, 3 separator, 4 second number, 5 degree mark, 6 scale, 7 ℉ or ℃, 8 an
 * earlier conversion.
 */
const TEMPERATURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])([-−]?)(${NUMBER})(?:(\s*(?:-|–|—|to)\s*)(${NUMBER}))?` +
    String.raw`(?:(\s*(?:°|º|˚|\bdegrees?\b|\bdeg\b\.?)\s*|\s?)(fahrenheit|celsius|centigrade|f|c)|\s?([℉℃]))` +
    String.raw`(?![\p{L}\p{N}])((?:${EARLIER})?)`,
  'giu',
);

/** Below this, a bare capital C is the cup of older recipes ("2 C sugar"), not a temperature. */
const BARE_C_MIN = 20;

export function fahrenheitToCelsius(fahrenheit: number): number {
  return ((fahrenheit - 32) * 5) / 9;
}

export function celsiusToFahrenheit(celsius: number): number {
  return (celsius * 9) / 5 + 32;
}

/** Whole degrees, as ovens are set; never "-0". */
function wholeDegrees(value: number): string {
  return String(Math.round(value) + 0);
}

interface Found {
  scale: Scale;
  values: number[];
  written: string[];
  separator: string | undefined;
}

function readMatch(groups: (string | undefined)[]): Found | undefined {
  const [sign = '', first = '', separator, second, mark, name, symbol] = groups;
  const word = (name ?? '').toLowerCase();
  // The pattern only matches a scale: anything that is not Fahrenheit is Celsius.
  const scale: Scale = symbol === '℉' || word === 'f' || word === 'fahrenheit' ? 'F' : 'C';
  const negative = sign !== '';
  const written = [first, ...(second === undefined ? [] : [second])];
  const values = written.map((text, index) => (index === 0 && negative ? -1 : 1) * Number(text));
  const bareLetter = symbol === undefined && (mark ?? '').trim() === '' && word.length === 1;
  if (bareLetter) {
    // "350 f" and "2 c flour" are words, not temperatures; "2 C sugar" is two cups.
    if (name !== name?.toUpperCase()) return undefined;
    if (scale === 'C' && !negative && values.every((value) => value < BARE_C_MIN)) {
      return undefined;
    }
  }
  return {
    scale,
    values,
    // The sign as written: an ASCII hyphen after another number would read as a range.
    written: written.map((text, index) => (index === 0 ? `${sign}${text}` : text)),
    separator,
  };
}

function joinRange(parts: string[], separator: string | undefined): string {
  return parts.join(separator?.trim() === 'to' ? ' to ' : '–');
}

/**
 * Shows every oven temperature in `text` with the other scale beside it, for the recipe page's
 * unit toggle: in metric, "325F" and "350 °F" read "325°F (163°C)" and "350°F (177°C)"; in US,
 * "180C" and "200 degrees C" read "180°C (356°F)" and "200°C (392°F)". Temperatures already in the
 * chosen scale, and all text in the original setting, are left as written. Whole degrees. Applying
 * it twice gives the same text as once.
 */
export function convertTemperatures(text: string, system: UnitSystem): string {
  if (system === 'original') return text;
  const target: Scale = system === 'metric' ? 'C' : 'F';
  return text.replace(TEMPERATURE, (match: string, ...rest: unknown[]) => {
    const groups = rest.slice(0, 8).map((group) => (typeof group === 'string' ? group : undefined));
    const found = readMatch(groups);
    if (!found || found.scale === target) return match;
    const convert = found.scale === 'F' ? fahrenheitToCelsius : celsiusToFahrenheit;
    const written = joinRange(found.written, found.separator);
    const converted = joinRange(
      found.values.map((value) => wholeDegrees(convert(value))),
      found.separator,
    );
    return `${written}°${found.scale} (${converted}°${target})`;
  });
}
