/** HTML text helpers shared by the pages the server writes (the head of a recipe, the first screen). */

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
export const TITLE_TAG = /<title>[\s\S]*?<\/title>/i;
export const DESCRIPTION_TAG = /<meta\s+name=["']description["'][^>]*>/i;
