/**
 * How deep the lists and objects of JSON text nest, counted in one pass without recursion: a
 * hostile field of 90,000 `[` would overflow the stack of anything that walks the parsed value
 * (JSON.stringify, a jsonb write), so the depth is known before the text is parsed. Brackets
 * inside strings do not count. Stops counting once `limit` is passed, so the answer is at most
 * `limit + 1`.
 */
export function jsonTextDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, quotes included.
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** The size of text in UTF-8 bytes, as it is sent and stored; a lone surrogate counts as 3. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}
