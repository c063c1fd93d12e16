import type { Plugin } from 'vite';

/*
 * What the browser calls an endpoint with: its method and path (lib/endpoint-client.ts). The
 * rest of a declaration (its area's access and tag, schema names, answers, documentation) is for
 * the server and the OpenAPI document; the service worker's routes are made from the whole
 * contract at build time.
 */

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

/**
 * The module as the browser gets it: the import of `endpoint` and each exported
 * `endpoint(method, path, …)` declaration with its method and path alone. The rest of the file
 * (the area's tag and access, shared parameters and answers, the rate limits they name) goes, so
 * nothing the declarations referred to is bundled.
 */
function browserModule(code: string, program: Node): string {
  const lines: string[] = [];
  for (const statement of (program['body'] ?? []) as unknown[]) {
    if (!isNode(statement)) continue;
    if (statement.type === 'ImportDeclaration') {
      const text = code.slice(statement.start, statement.end);
      if (/\bendpoint\b/.test(text)) lines.push("import { endpoint } from '../endpoint.js';");
      continue;
    }
    const declaration = statement['declaration'];
    if (statement.type !== 'ExportNamedDeclaration' || !isNode(declaration)) continue;
    for (const declarator of ((declaration['declarations'] ?? []) as unknown[]).filter(isNode)) {
      const id = declarator['id'];
      const init = declarator['init'];
      if (!isNode(id) || !isNode(init) || init.type !== 'CallExpression') continue;
      const callee = init['callee'];
      const [method, path] = ((init['arguments'] ?? []) as unknown[]).filter(isNode);
      if (!isNode(callee) || callee['name'] !== 'endpoint' || !method || !path) continue;
      const args = `${code.slice(method.start, method.end)}, ${code.slice(path.start, path.end)}`;
      lines.push(`export const ${String(id['name'])} = /*#__PURE__*/ endpoint(${args});`);
    }
  }
  return `${lines.join('\n')}\n`;
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
      return { code: browserModule(code, this.parse(code) as unknown as Node), map: null };
    },
  };
}
