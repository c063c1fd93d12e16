import type { Plugin } from 'vite';

/**
 * The fields of an endpoint declaration (packages/shared/src/contract) that document it for the
 * OpenAPI document: the browser calls an endpoint with its method, path and flags only.
 */
const DOCUMENTATION = new Set(['summary', 'tag', 'description', 'headers', 'errors', 'invalid']);

const DECLARATIONS = /packages[\\/]shared[\\/](?:dist|src)[\\/]contract[\\/]endpoints[\\/]/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The ranges of the documentation properties in `program`, each with its trailing comma. */
function documentationRanges(program: Node, code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'Property' && !node['computed']) {
      const key = node['key'];
      if (isNode(key) && key.type === 'Identifier' && DOCUMENTATION.has(key['name'] as string)) {
        const comma = /^\s*,/.exec(code.slice(node.end));
        ranges.push([node.start, node.end + (comma ? comma[0].length : 0)]);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ranges;
}

/**
 * Leaves the documentation out of the endpoint declarations in the browser's build, so that a
 * page carries only what it calls with (the home page's first-load budget, docs/performance.md).
 * The server and the OpenAPI document read the declarations whole.
 */
export function contractForBrowser(): Plugin {
  return {
    name: 'family-recipes:contract-for-browser',
    apply: 'build',
    transform(code, id) {
      if (!DECLARATIONS.test(id)) return null;
      const ranges = documentationRanges(this.parse(code) as unknown as Node, code);
      let out = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
        out = out.slice(0, start) + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
