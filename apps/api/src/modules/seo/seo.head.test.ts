import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../http/html.js';
import { isoDuration, shortenDescription } from './seo.head.js';

describe('isoDuration', () => {
  it.each([
    [0, 'PT0M'],
    [5, 'PT5M'],
    [60, 'PT1H'],
    [80, 'PT1H20M'],
    [1500, 'PT25H'],
  ])('when given %d minutes, then it writes %s', (minutes, duration) => {
    expect(isoDuration(minutes)).toBe(duration);
  });
});

describe('shortenDescription', () => {
  it('when the description is short, then it is one line with single spaces', () => {
    expect(shortenDescription('  Flaky\n\ncrust,   tart apples. ')).toBe(
      'Flaky crust, tart apples.',
    );
  });

  it('when it is long, then it is cut at a word to at most 160 characters', () => {
    const text = shortenDescription(`${'Slow-roasted tomatoes '.repeat(12)}end`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/(tomatoes|Slow-roasted)…$/);
  });
});

describe('escaping', () => {
  it('when text holds markup characters, then none is left for an HTML parser', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
  });

  it('when JSON holds </script>, <!-- or line separators, then they are \\u escapes that parse back', () => {
    const value = { name: '</script><!--&\u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
