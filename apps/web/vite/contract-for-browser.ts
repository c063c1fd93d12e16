import type { Plugin } from 'vite';

/**
 * What the browser calls an endpoint with: its method and path (lib/endpoint-client.ts). The
 * rest of a declaration (access, schema names, answers, documentation) is for the server and the
 * OpenAPI document; the service worker's routes are made from the whole contract at build time.
 */
const CALLED_WITH = new Set(['method', 'path']);

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

function keyName(property: Node): string | undefined {
  const key = property['key'];
  if (property['computed'] || !isNode(key)) return undefined;
  if (key.type === 'Identifier') return key['name'] as string;
  if (key.type === 'Literal') return String(key['value']);
  return undefined;
}

/**
 * The ranges, each with its trailing comma, of the properties of every `endpoint({...})`
 * declaration in `program` that the browser does not call with.
 */
function unusedRanges(program: Node, code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    const callee = node['callee'];
    const [declaration] = (node['arguments'] ?? []) as unknown[];
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'Identifier' &&
      callee['name'] === 'endpoint' &&
      isNode(declaration) &&
      declaration.type === 'ObjectExpression'
    ) {
      for (const property of (declaration['properties'] ?? []) as Node[]) {
        const name = property.type === 'Property' ? keyName(property) : undefined;
        if (name !== undefined && CALLED_WITH.has(name)) continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        ranges.push([property.start, property.end + (comma ? comma[0].length : 0)]);
      }
      return;
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
 * Keeps only the method and path of the endpoint declarations in the browser's build, so that a
 * page carries only what it calls with (the home page's first-load budget, docs/performance.md).
 * The server, the OpenAPI document and the service worker's routes read the declarations whole.
 */
export function contractForBrowser(): Plugin {
  return {
    name: 'family-recipes:contract-for-browser',
    apply: 'build',
    transform(code, id) {
      if (!DECLARATIONS.test(id)) return null;
      const ranges = unusedRanges(this.parse(code) as unknown as Node, code);
      let out = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
        out = out.slice(0, start) + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
