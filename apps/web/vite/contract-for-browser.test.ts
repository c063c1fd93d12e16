import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractForBrowser } from './contract-for-browser';

const DECLARATION = `
import { endpoint } from '../endpoint.js';
const recipeId = { id: { schema: 'Uuid', description: 'The recipe’s id' } };
const recipes = { tag: 'Recipes', access: 'public' };
export const getRecipe = endpoint('get', '/recipes/:id', recipes, {
  summary: 'One recipe, with its moderation notes for the owner and admins',
  params: recipeId,
  invalid: 'Invalid recipe',
  responses: { 200: { description: 'The recipe', schema: 'Recipe', headers: { 'X-Total-Count': 'n' } } },
  errors: [403, 404, 503],
  offline: { readable: true },
});
`;

function transform(code: string, id: string): string | null {
  const plugin = contractForBrowser() as Plugin & {
    transform: (this: unknown, code: string, id: string) => { code: string } | null;
  };
  const answer = plugin.transform.call({ parse: (text: string) => parseAst(text) }, code, id);
  return answer?.code ?? null;
}

/**
 * The declaration as the browser gets it, evaluated without its imports: its method, its path and
 * whatever other arguments are left.
 */
function evaluate(code: string): Record<string, unknown> {
  const endpoint =
    'const endpoint = (method, path, ...rest) => rest.length ? { method, path, rest } : { method, path };';
  const body = code.replace(/^import .*$/m, endpoint).replace('export const getRecipe =', 'return');
  return new Function(body)() as Record<string, unknown>;
}

describe('the contract in the browser build', () => {
  it('when an endpoint declaration is built, then only its method and path stay', () => {
    const id = '/repo/packages/shared/dist/contract/endpoints/recipes.js';
    const code = transform(DECLARATION, id);
    expect(code).not.toBeNull();
    const declared = evaluate(code ?? '');
    expect(declared).toEqual({ method: 'get', path: '/recipes/:id' });
  });

  it('when a declaration spreads shared parts, then the spreads go too and only its method and path stay', () => {
    const id = '/repo/packages/shared/dist/contract/endpoints/recipes.js';
    const spread = DECLARATION.replace(
      '  params: recipeId,',
      "  ...pageOf('RecipeSummary'),\n  params: recipeId,",
    );
    const code = transform(spread, id) ?? '';
    expect(code).not.toContain('pageOf(');
    expect(evaluate(code)).toEqual({ method: 'get', path: '/recipes/:id' });
  });

  it('when a declaration file holds shared parts and rate limits, then none of them is left in the module', () => {
    const id = '/repo/packages/shared/dist/contract/endpoints/recipes.js';
    const withLimits = DECLARATION.replace(
      "import { endpoint } from '../endpoint.js';",
      "import { endpoint } from '../endpoint.js';\nimport { RATE_LIMITS } from '../limits.js';\nconst listChange = { ...recipeId, limits: [RATE_LIMITS.recipeWrites] };",
    ).replace('  errors: [403, 404, 503],', '  ...listChange,\n  errors: [403, 404, 503],');
    const code = transform(withLimits, id) ?? '';
    expect(code).not.toMatch(/RATE_LIMITS|listChange|recipeId|const recipes/);
    expect(code.trim().split('\n')).toHaveLength(2);
    expect(evaluate(code)).toEqual({ method: 'get', path: '/recipes/:id' });
  });

  it('when any other module is built, then it is left as it is', () => {
    expect(transform(DECLARATION, '/repo/packages/shared/dist/schemas/recipe.js')).toBeNull();
    expect(transform(DECLARATION, '/repo/apps/web/src/lib/endpoint-client.ts')).toBeNull();
  });
});
