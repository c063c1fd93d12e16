/** HTML text helpers shared by the pages the server writes (the head of a recipe, the first screen). */
import { textDirection, type PageHead, type SiteLanguage } from '@family-recipes/shared';

/** Text for an HTML attribute or element: nothing in it can end the tag or start another. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/ld+json">` block. JSON.stringify leaves `<`, `>` and `&`
 * alone, so a title holding `</script>` or `<!--` would end or confuse the block; written as
 * \u escapes they mean the same to a JSON parser and nothing to the HTML one. U+2028 and U+2029
 * are escaped too, for the scripts that still read JSON-LD as JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** index.html's title and description, which a page's own replace. */
const TITLE_TAG = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION_TAG = /<meta\s+name=["']description["'][^>]*>/i;

/**
 * The page's own title and description (pageHead of packages/shared) in place of index.html's,
 * for those who read only HTML; either tag index.html lacks is added before `</head>`. Inserted by
 * a function, escaped, so that `$&` in a title is text, not a replacement pattern.
 */
export function withPageHead(html: string, head: PageHead): string {
  const tags = {
    title: `<title>${escapeHtml(head.title)}</title>`,
    description: `<meta name="description" content="${escapeHtml(head.description)}" />`,
  };
  let page = html;
  const missing: string[] = [];
  if (TITLE_TAG.test(page)) page = page.replace(TITLE_TAG, () => tags.title);
  else missing.push(tags.title);
  if (DESCRIPTION_TAG.test(page)) page = page.replace(DESCRIPTION_TAG, () => tags.description);
  else missing.push(tags.description);
  return missing.length ? withHeadTags(page, missing) : page;
}

const HEAD_END = /([ \t]*)<\/head>/i;

/** `tags`, one a line, at the end of the head (at the start of the page without one). */
export function withHeadTags(html: string, tags: string[]): string {
  const lines = (indent: string) => tags.map((tag) => `${indent}${tag}\n`).join('');
  return HEAD_END.test(html)
    ? html.replace(HEAD_END, (_end, indent: string) => `${lines(`${indent}  `)}${indent}</head>`)
    : `${lines('')}${html}`;
}

const HTML_TAG = /<html\b[^>]*>/i;

/**
 * The page's `<html>` tag naming the language it is drawn in and that language's direction
 * (decision 043): `<html lang="ar" dir="rtl">`. `language` is one of the site's languages, never
 * text from the request.
 */
export function withPageLanguage(html: string, language: SiteLanguage): string {
  return html.replace(HTML_TAG, () => `<html lang="${language}" dir="${textDirection(language)}">`);
}
