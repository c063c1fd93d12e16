import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractForBrowser } from './contract-for-browser';

const DECLARATION = `
import { endpoint } from '../endpoint.js';
const recipeId = { id: { schema: 'Uuid', description: 'The recipe’s id' } };
export const getRecipe = endpoint({
  method: 'get',
  path: '/recipes/:id',
  summary: 'One recipe, with its moderation notes for the owner and admins',
  tag: 'Recipes',
  access: 'public',
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

/** The declaration's object as the browser gets it, evaluated without its imports. */
function evaluate(code: string): Record<string, unknown> {
  const body = code
    .replace(/^import .*$/m, '')
    .replace('export const getRecipe =', 'return')
    .replace(/endpoint\(/, '(');
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

  it('when any other module is built, then it is left as it is', () => {
    expect(transform(DECLARATION, '/repo/packages/shared/dist/schemas/recipe.js')).toBeNull();
    expect(transform(DECLARATION, '/repo/apps/web/src/lib/endpoint-client.ts')).toBeNull();
  });
});
