import { parse } from 'parse5';

/** A JSON value as JSON.parse returns it. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

interface HtmlNode {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  value?: string;
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function attr(node: HtmlNode, name: string): string | undefined {
  return node.attrs?.find((a) => a.name === name)?.value;
}

function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (node.nodeName === 'script' || node.nodeName === 'style') return '';
  return (node.childNodes ?? []).map(textOf).join('');
}

/** "Recipe", "schema:Recipe", "http://schema.org/Recipe" or a list holding one of them. */
export function isRecipeType(type: unknown): boolean {
  if (Array.isArray(type)) return type.some(isRecipeType);
  return typeof type === 'string' && /(^|[/:])Recipe$/.test(type.trim());
}

const MAX_DEPTH = 8;

/** Every Recipe object in JSON-LD: top level, arrays, `@graph`, or nested (mainEntity). */
export function findRecipes(value: unknown, depth = 0): JsonObject[] {
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((item) => findRecipes(item, depth + 1));
  if (!isJsonObject(value)) return [];
  if (isRecipeType(value['@type'])) return [value];
  return Object.values(value).flatMap((child) => findRecipes(child, depth + 1));
}

function walk(node: HtmlNode, visit: (node: HtmlNode) => void) {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  // <template> content is a separate fragment in parse5.
  const content = (node as { content?: HtmlNode }).content;
  if (content) walk(content, visit);
}

function jsonLdRecipes(document: HtmlNode): JsonObject[] {
  const found: JsonObject[] = [];
  walk(document, (node) => {
    if (node.nodeName !== 'script') return;
    if ((attr(node, 'type') ?? '').trim().toLowerCase() !== 'application/ld+json') return;
    try {
      found.push(
        ...findRecipes(
          JSON.parse(textOf({ nodeName: 'x', childNodes: node.childNodes ?? [] })) as unknown,
        ),
      );
    } catch {
      // One broken block (sites do ship them) must not hide a good one elsewhere on the page.
    }
  });
  return found;
}

/** The value of a microdata property by the element that carries it (WHATWG microdata). */
function microdataValue(node: HtmlNode): JsonValue {
  if (attr(node, 'itemscope') !== undefined) return microdataItem(node);
  switch (node.nodeName) {
    case 'meta':
      return attr(node, 'content') ?? '';
    case 'a':
    case 'link':
    case 'area':
      return attr(node, 'href') ?? '';
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
    case 'iframe':
      return attr(node, 'src') ?? '';
    case 'time':
      return attr(node, 'datetime') ?? textOf(node);
    case 'data':
    case 'meter':
      return attr(node, 'value') ?? textOf(node);
    default:
      return attr(node, 'content') ?? textOf(node);
  }
}

function microdataItem(scope: HtmlNode): JsonObject {
  const item: JsonObject = {};
  const type = attr(scope, 'itemtype');
  if (type) item['@type'] = type.trim().split(/\s+/);
  const collect = (node: HtmlNode) => {
    for (const child of node.childNodes ?? []) {
      const names = attr(child, 'itemprop');
      if (names) {
        const value = microdataValue(child);
        for (const name of names.trim().split(/\s+/)) {
          const previous = item[name];
          item[name] =
            previous === undefined
              ? value
              : Array.isArray(previous)
                ? [...previous, value]
                : [previous, value];
        }
      }
      // A nested item's properties are its own.
      if (attr(child, 'itemscope') === undefined) collect(child);
    }
  };
  collect(scope);
  return item;
}

function microdataRecipes(document: HtmlNode): JsonObject[] {
  const found: JsonObject[] = [];
  walk(document, (node) => {
    if (attr(node, 'itemscope') === undefined) return;
    if (!isRecipeType((attr(node, 'itemtype') ?? '').trim().split(/\s+/))) return;
    found.push(microdataItem(node));
  });
  return found;
}

/** The `lang` of the page's `<html>` element, when it has one. */
function htmlLang(document: HtmlNode): string | undefined {
  const html = document.childNodes?.find((node) => node.nodeName === 'html');
  const lang = html ? attr(html, 'lang')?.trim() : undefined;
  return lang === '' ? undefined : lang;
}

/**
 * The page's schema.org Recipe objects (JSON-LD first, microdata when there is none) and the
 * language its `<html lang>` names, if any.
 */
export function recipePage(html: string): { recipes: JsonObject[]; lang: string | undefined } {
  const document = parse(html) as unknown as HtmlNode;
  const fromJsonLd = jsonLdRecipes(document);
  return {
    recipes: fromJsonLd.length > 0 ? fromJsonLd : microdataRecipes(document),
    lang: htmlLang(document),
  };
}
