/**
 * The site's messages are ICU MessageFormat text (decision 049): `{name}` puts a value in,
 * `{count, plural, one {# recipe} other {# recipes}}` picks a form by the language's plural rules
 * (`=0` matches the number exactly, `#` is the number written as the language writes numbers), and
 * `{kind, select, print {…} other {…}}` picks by a value. An apostrophe before `{` or `}` quotes
 * them; `''` is an apostrophe. Nothing else of ICU is read.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

export type Part =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: 'plural' | 'select'; options: Record<string, Part[]> };

/** A message that does not read as the subset above: the catalog checks name it. */
export class MessageSyntaxError extends Error {}

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  fail(why: string): never {
    throw new MessageSyntaxError(`${why} at ${this.at}: ${this.text}`);
  }

  skipSpace(): void {
    while (/\s/.test(this.text[this.at] ?? '')) this.at++;
  }

  word(): string {
    this.skipSpace();
    const match = /^[=\w-]+/.exec(this.text.slice(this.at));
    if (!match) this.fail('name expected');
    this.at += match[0].length;
    this.skipSpace();
    return match[0];
  }

  expect(char: string): void {
    if (this.text[this.at] !== char) this.fail(`${char} expected`);
    this.at++;
  }

  /** Parts up to the end of the text or, inside an option, its closing brace. */
  parts(inPlural: boolean, nested: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    while (this.at < this.text.length) {
      const char = this.text[this.at] ?? '';
      if (char === '}') {
        if (!nested) this.fail('} closes nothing');
        break;
      }
      if (char === "'") {
        const next = this.text[this.at + 1];
        if (next === "'") {
          text += "'";
          this.at += 2;
          continue;
        }
        if (next === '{' || next === '}') {
          const end = this.text.indexOf("'", this.at + 1);
          if (end < 0) this.fail('quote not closed');
          text += this.text.slice(this.at + 1, end);
          this.at = end + 1;
          continue;
        }
      }
      if (char === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ pound: true });
        this.at++;
        continue;
      }
      if (char === '{') {
        if (text) parts.push(text);
        text = '';
        parts.push(this.argument());
        continue;
      }
      text += char;
      this.at++;
    }
    if (text) parts.push(text);
    return parts;
  }

  argument(): Part {
    this.expect('{');
    const arg = this.word();
    if (this.text[this.at] === '}') {
      this.at++;
      return { arg };
    }
    this.expect(',');
    const kind = this.word();
    if (kind !== 'plural' && kind !== 'select') this.fail(`${kind}: not plural or select`);
    this.expect(',');
    const options: Record<string, Part[]> = {};
    this.skipSpace();
    while (this.text[this.at] !== '}') {
      const key = this.word();
      this.expect('{');
      options[key] = this.parts(kind === 'plural', true);
      this.expect('}');
      this.skipSpace();
      if (this.at >= this.text.length) this.fail('} expected');
    }
    this.at++;
    if (!options.other) this.fail('other expected');
    return { arg, kind, options };
  }
}

/** The parts of a message; throws MessageSyntaxError for text outside the subset. */
export function parseMessage(text: string): Part[] {
  return new Reader(text).parts(false, false);
}

const parsed = new Map<string, Part[]>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function write(parts: Part[], values: MessageValues, language: string, count?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('pound' in part) {
      out += count === undefined ? '#' : numberIn(language, count);
    } else {
      const value = values[part.arg];
      if (!('kind' in part)) {
        out += typeof value === 'number' ? numberIn(language, value) : (value ?? `{${part.arg}}`);
      } else if (part.kind === 'plural') {
        const n = Number(value);
        const category = cached(pluralRules, language, () => new Intl.PluralRules(language)).select(
          n,
        );
        const option = part.options[`=${n}`] ?? part.options[category] ?? part.options.other ?? [];
        out += write(option, values, language, n);
      } else {
        const option = part.options[String(value)] ?? part.options.other ?? [];
        out += write(option, values, language, count);
      }
    }
  }
  return out;
}

/**
 * Below a thousand a whole number has no group separator, and the site's languages, the only ones
 * messages are written in, all write it in Western digits (message-format.test.ts holds this
 * against Intl): most counts on a page (minutes, servings, recipes) then need no number format,
 * whose first construction in a browser loads its locale data and is a page's slowest call while
 * it is taken over (docs/performance.md).
 */
function numberIn(language: string, n: number): string {
  // Negative zero is Intl's "-0" and String's "0": it takes the number format's way.
  if (Number.isInteger(n) && n >= 0 && n < 1000 && !Object.is(n, -0)) return String(n);
  return cached(numberFormats, language, () => new Intl.NumberFormat(language)).format(n);
}

/** `message` with `values` put in, numbers and plural forms as `language` writes them. */
export function formatMessage(
  message: string,
  values: MessageValues | undefined,
  language: string,
): string {
  const parts = cached(parsed, message, () => parseMessage(message));
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
  return write(parts, values ?? {}, language);
}
