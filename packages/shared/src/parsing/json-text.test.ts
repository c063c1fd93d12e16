import { describe, expect, it } from 'vitest';
import { jsonTextDepth, utf8Bytes } from './json-text.js';

describe('jsonTextDepth', () => {
  it('when lists and objects nest, then it counts the deepest level', () => {
    expect(jsonTextDepth('"plain"', 4)).toBe(0);
    expect(jsonTextDepth('[{"a":1},{"b":[2]}]', 4)).toBe(3);
  });

  it('when brackets sit inside strings, then they do not count', () => {
    expect(jsonTextDepth('["[[[[", "{\\"[[[", "\\\\"]', 4)).toBe(1);
  });

  it('when the text opens 90,000 lists, then it answers just past the limit without overflowing', () => {
    expect(jsonTextDepth('['.repeat(90_000) + ']'.repeat(90_000), 4)).toBe(5);
    expect(jsonTextDepth('['.repeat(90_000), 4)).toBe(5);
  });
});

describe('utf8Bytes', () => {
  it('when text holds accents and emoji, then it counts their UTF-8 bytes', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('🥧')).toBe(4);
  });
});
