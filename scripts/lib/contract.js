// The API's contract (packages/shared/src/contract), read from the shared package's build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './source-files.js';

/**
 * What the scripts read of an endpoint's declaration (packages/shared/src/contract/endpoint.ts).
 * @typedef {{
 *   method: string,
 *   path: string,
 *   summary: string,
 *   access: 'public' | 'signedIn' | 'cook' | 'admin',
 *   responses: Record<string, unknown>,
 * }} DeclaredEndpoint
 */

/** Every declared endpoint, in the contract's order. */
export async function declaredEndpoints() {
  const built = path.join(root, 'packages/shared/dist/index.js');
  if (!existsSync(built)) {
    throw new Error(
      'The shared package is not built: pnpm exec turbo run build --filter=@family-recipes/shared',
    );
  }
  const shared = /** @type {{ ENDPOINTS: DeclaredEndpoint[] }} */ (
    await import(pathToFileURL(built).href)
  );
  return shared.ENDPOINTS;
}
