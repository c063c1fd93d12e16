import { createReadStream } from 'node:fs';
import { BACKUP_KITCHEN_SECTIONS, IMAGE_LIMITS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { EXPORT_MESSAGES } from './export.messages.js';

/**
 * The largest JSON text of one element a restore parses at once: a recipe with its photo and its
 * card each at the upload limit in base64 (4 characters for 3 bytes), and room for its text.
 */
const BACKUP_ELEMENT_MAX_BYTES = 2 * Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4 + 8 * 2 ** 20;

/** Far deeper than any recipe's fields; a deeper value is refused before it is parsed. */
const BACKUP_MAX_DEPTH = 64;

/**
 * The top-level arrays of a backup read an element at a time: the recipes, and the family
 * kitchen's tables, which grow with the site as the recipes do.
 */
const STREAMED_SECTIONS: ReadonlySet<string> = new Set([
  'recipes',
  ...Object.keys(BACKUP_KITCHEN_SECTIONS),
]);

/** A top-level field of the backup, or one element of a streamed array, as JSON text. */
export type BackupPart =
  | { kind: 'field'; key: string; json: string }
  | { kind: 'element'; key: string; index: number; json: string }
  /** The end of a streamed array, after its last element. */
  | { kind: 'end'; key: string; count: number };

export interface BackupReaderLimits {
  elementMaxBytes?: number;
  maxDepth?: number;
}

const KEY_MAX_BYTES = 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

function isSpace(b: number) {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}

/** The backup refused for one problem at `field` (a top-level key, or `<array>.<index>`). */
function refused(field: string, problem: string): AppError {
  return new AppError(400, EXPORT_MESSAGES.invalidBackup, [
    { field, message: `${field}: ${problem}` },
  ]);
}

/** The parts of the backup file at `file` (scanBackup), read from disk a chunk at a time. */
export function readBackup(file: string, limits?: BackupReaderLimits): AsyncGenerator<BackupPart> {
  return scanBackup(createReadStream(file, { highWaterMark: 256 * 1024 }), limits);
}

/**
 * Splits a backup, `{ "key": value, ..., "recipes": [ element, ... ], ... }`, into the JSON text of
 * each top-level value and of each element of a streamed array (STREAMED_SECTIONS; then `end`), so
 * that a restore parses one recipe or row at a time instead of the whole file. It only follows strings (with their escapes) and bracket depth,
 * byte by byte, without recursion: JSON's structural characters are ASCII, and no byte of a
 * multi-byte UTF-8 character is one. Whether an element is valid JSON is left to JSON.parse on
 * its text; what the scanner refuses (400) is a file that is not such an object, an element over
 * `elementMaxBytes`, and nesting deeper than `maxDepth`, which would otherwise cost memory or
 * stack in the parser.
 */
export async function* scanBackup(
  chunks: AsyncIterable<Buffer | string>,
  limits: BackupReaderLimits = {},
): AsyncGenerator<BackupPart> {
  const elementMax = limits.elementMaxBytes ?? BACKUP_ELEMENT_MAX_BYTES;
  const maxDepth = limits.maxDepth ?? BACKUP_MAX_DEPTH;

  /*
   * Where the scanner is in the top-level object. `value` covers one value being captured, with
   * `depth`, `inString` and `escaped` for containers and strings, and `scalar` for a number,
   * true, false or null, which ends at the first delimiter.
   */
  type State =
    | 'start'
    | 'keyOrEnd'
    | 'keyStart'
    | 'key'
    | 'colon'
    | 'valueStart'
    | 'value'
    | 'afterValue'
    | 'elementOrEnd'
    | 'element'
    | 'afterElement'
    | 'done';
  let state: State = 'start';
  let key: number[] = [];
  let keyEscaped = false;
  let currentKey = '';
  /** The streamed array being read, and how many elements each has had. */
  let inArray: string | null = null;
  const counts = new Map<string, number>();
  const index = () => counts.get(inArray ?? '') ?? 0;
  let parts: Buffer[] = [];
  let capturing = false;
  let captured = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let scalar = false;
  let topStringEnd = false;

  const where = () => (inArray ? `${inArray}.${index()}` : currentKey || 'backup');

  for await (const raw of chunks) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    // The start of the capture inside this chunk, or -1 when nothing is being captured.
    let from = capturing ? 0 : -1;
    const finish = (end: number): string => {
      if (from >= 0 && end > from) parts.push(chunk.subarray(from, end));
      const json = Buffer.concat(parts).toString('utf8');
      parts = [];
      captured = 0;
      capturing = false;
      from = -1;
      return json;
    };
    for (let i = 0; i < chunk.length; i += 1) {
      const b = chunk[i] as number;
      switch (state) {
        case 'start':
          if (isSpace(b)) continue;
          if (b !== OPEN_BRACE) throw refused('backup', 'the file is not a JSON object');
          state = 'keyOrEnd';
          continue;
        case 'keyOrEnd':
        case 'keyStart':
          if (isSpace(b)) continue;
          if (b === CLOSE_BRACE && state === 'keyOrEnd') {
            state = 'done';
            continue;
          }
          if (b !== QUOTE) throw refused(where(), 'a field name was expected');
          key = [];
          keyEscaped = false;
          state = 'key';
          continue;
        case 'key':
          if (keyEscaped) keyEscaped = false;
          else if (b === BACKSLASH) keyEscaped = true;
          else if (b === QUOTE) {
            try {
              currentKey = JSON.parse(`"${Buffer.from(key).toString('utf8')}"`) as string;
            } catch {
              throw refused('backup', 'a field name is not valid JSON');
            }
            state = 'colon';
            continue;
          }
          key.push(b);
          if (key.length > KEY_MAX_BYTES) throw refused('backup', 'a field name is too long');
          continue;
        case 'colon':
          if (isSpace(b)) continue;
          if (b !== COLON) throw refused(currentKey, `":" was expected`);
          state = 'valueStart';
          continue;
        case 'valueStart':
          if (isSpace(b)) continue;
          if (STREAMED_SECTIONS.has(currentKey) && b === OPEN_BRACKET) {
            inArray = currentKey;
            state = 'elementOrEnd';
            continue;
          }
          state = 'value';
          break;
        case 'elementOrEnd':
          if (isSpace(b)) continue;
          if (b === CLOSE_BRACKET) {
            yield { kind: 'end', key: currentKey, count: index() };
            inArray = null;
            state = 'afterValue';
            continue;
          }
          state = 'element';
          break;
        case 'afterElement':
          if (isSpace(b)) continue;
          if (b === COMMA) {
            state = 'element';
            continue;
          }
          if (b === CLOSE_BRACKET) {
            yield { kind: 'end', key: currentKey, count: index() };
            inArray = null;
            state = 'afterValue';
            continue;
          }
          throw refused(where(), `"," or "]" was expected`);
        case 'afterValue':
          if (isSpace(b)) continue;
          if (b === COMMA) {
            state = 'keyStart';
            continue;
          }
          if (b === CLOSE_BRACE) {
            state = 'done';
            continue;
          }
          throw refused(currentKey, `"," or "}" was expected`);
        case 'done':
          if (isSpace(b)) continue;
          throw refused('backup', 'there is more after the end of the backup');
        default:
          break;
      }

      // state is 'value' or 'element': one byte of the captured value.
      if (!capturing) {
        if (isSpace(b)) continue;
        capturing = true;
        from = i;
        depth = 0;
        inString = false;
        escaped = false;
        scalar = false;
        topStringEnd = false;
      }
      captured += 1;
      if (captured > elementMax) {
        throw refused(
          where(),
          `larger than ${Math.round(elementMax / 2 ** 20)} MB, the limit for one element`,
        );
      }
      let ended = false;
      let endAt = i + 1;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) {
          inString = false;
          if (depth === 0) topStringEnd = true;
        }
        ended = topStringEnd;
      } else if (scalar) {
        if (b === COMMA || b === CLOSE_BRACE || b === CLOSE_BRACKET || isSpace(b)) {
          ended = true;
          endAt = i;
        }
      } else if (b === QUOTE) {
        inString = true;
      } else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
        depth += 1;
        if (depth > maxDepth) {
          throw refused(where(), `nested deeper than ${maxDepth} levels`);
        }
      } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
        if (depth === 0) throw refused(where(), 'a value was expected');
        depth -= 1;
        ended = depth === 0;
      } else if (depth === 0) {
        if (b === COMMA) throw refused(where(), 'a value was expected');
        scalar = true;
      }
      if (!ended) continue;

      const json = finish(endAt);
      if (state === 'element') {
        yield { kind: 'element', key: currentKey, index: index(), json };
        counts.set(currentKey, index() + 1);
        state = 'afterElement';
      } else {
        yield { kind: 'field', key: currentKey, json };
        state = 'afterValue';
      }
      // A scalar ends on the delimiter after it, which the next state reads.
      if (endAt === i) i -= 1;
    }
    if (capturing && from >= 0) parts.push(chunk.subarray(from));
  }
  if (state !== 'done') throw refused(where(), 'the file ends before the backup does');
}
