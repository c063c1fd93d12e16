import { pageHead } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, withPageHead } from '../../http/html.js';
import { isoDuration } from './seo.head.js';

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

describe("a page's head (pageHead, as the web app sets it)", () => {
  it('when the description is short, then it is one line with single spaces', () => {
    expect(pageHead(' Apple Pie ', '  Flaky\n\ncrust,   tart apples. ')).toEqual({
      title: 'Apple Pie | Family Recipes',
      description: 'Flaky crust, tart apples.',
    });
  });

  it('when it is long, then it is cut at a word to at most 160 characters', () => {
    const text = pageHead('Tomatoes', `${'Slow-roasted tomatoes '.repeat(12)}end`).description;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/(tomatoes|Slow-roasted)…$/);
  });

  it('when it is written into a page, then it replaces the site head, escaped, and adds what is missing', () => {
    const head = { title: 'Pie & <b>$&</b> | Family Recipes', description: 'A "warm" pie.' };
    expect(withPageHead('<head><title>Family Recipes</title></head>', head)).toBe(
      '<head><title>Pie &#38; &#60;b&#62;$&#38;&#60;/b&#62; | Family Recipes</title>' +
        '  <meta name="description" content="A &#34;warm&#34; pie." />\n</head>',
    );
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
