import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** A page as a browser or a link-preview crawler reads it, by a real HTML parser. */
export interface HtmlPage {
  title: string;
  /** Content of each `<meta name>` or `<meta property>`, by that name. */
  meta: Map<string, string>;
  /** Every `<meta>` name or property, repeats included. */
  metaNames: string[];
  /** href of each `<link rel>`, by rel. */
  links: Map<string, string>;
  /** The text of each `application/ld+json` block. */
  jsonLd: string[];
  /** Tag names of every element in the head and the body, in document order. */
  headElements: string[];
  bodyElements: string[];
  comments: number;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function children(node: Node): Node[] {
  return 'childNodes' in node ? node.childNodes : [];
}

function textOf(node: Node): string {
  return children(node)
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

function attr(element: Element, name: string): string | undefined {
  return element.attrs.find((a) => a.name === name)?.value;
}

export function readHtmlPage(html: string): HtmlPage {
  const page: HtmlPage = {
    title: '',
    meta: new Map(),
    metaNames: [],
    links: new Map(),
    jsonLd: [],
    headElements: [],
    bodyElements: [],
    comments: 0,
  };
  const visit = (node: Node, section: 'head' | 'body' | undefined) => {
    if (node.nodeName === '#comment') page.comments += 1;
    let inside = section;
    if (isElement(node)) {
      if (node.tagName === 'head' || node.tagName === 'body') inside = node.tagName;
      else if (section === 'head') page.headElements.push(node.tagName);
      else if (section === 'body') page.bodyElements.push(node.tagName);
      if (node.tagName === 'title') page.title = textOf(node);
      if (node.tagName === 'meta') {
        const name = attr(node, 'name') ?? attr(node, 'property');
        if (name) {
          page.metaNames.push(name);
          page.meta.set(name, attr(node, 'content') ?? '');
        }
      }
      if (node.tagName === 'link') {
        const rel = attr(node, 'rel');
        if (rel) page.links.set(rel, attr(node, 'href') ?? '');
      }
      if (node.tagName === 'script' && attr(node, 'type') === 'application/ld+json') {
        page.jsonLd.push(textOf(node));
      }
    }
    for (const child of children(node)) visit(child, inside);
  };
  visit(parse(html), undefined);
  return page;
}
