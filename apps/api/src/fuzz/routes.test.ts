import { ENDPOINTS, type Access as ContractAccess } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { ROUTES, type Access } from './requests.js';

/*
 * The fuzz suite (api.fuzz.ts) attacks the routes of `ROUTES`. Every endpoint of the contract is
 * among them, with the contract's access rule, so that a new endpoint is attacked from the day it
 * is declared; the few left out say why.
 */

/** Endpoints the fuzz suite does not send to, and why. */
const NOT_FUZZED: Record<string, string> = {
  // It fetches the address it is given; the import tests attack it with a recipe site of their own.
  'POST /api/import/url': 'reaches out to other sites',
  // It never ends by itself; shopping-stream-lifetime.api.test.ts attacks its limits and lifetime.
  'GET /api/shopping-lists/:id/events': 'an event stream stays open',
};

const ACCESS: Record<ContractAccess, Access> = {
  public: 'anyone',
  signedIn: 'signed-in',
  cook: 'submitter',
  admin: 'admin',
};

const declared = Object.values(ENDPOINTS).map((endpoint) => ({
  route: `${endpoint.method.toUpperCase()} /api${endpoint.path}`,
  access: ACCESS[endpoint.access],
}));

describe('the fuzz suite and the contract', () => {
  it('when an endpoint is declared, then the fuzz suite attacks it with its declared access rule, unless it says why not', () => {
    const fuzzed = new Map(ROUTES.map((r) => [`${r.method} ${r.path}`, r.access]));
    const missing = declared.filter(({ route }) => !fuzzed.has(route) && !NOT_FUZZED[route]);
    expect(missing.map((d) => d.route)).toEqual([]);
    const otherAccess = declared.filter(
      ({ route, access }) => fuzzed.has(route) && fuzzed.get(route) !== access,
    );
    expect(otherAccess).toEqual([]);
  });

  it('when an endpoint is left out of the fuzz suite, then it is still declared and not fuzzed after all', () => {
    const routes = new Set(declared.map((d) => d.route));
    const fuzzed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const route of Object.keys(NOT_FUZZED)) {
      expect(routes.has(route), route).toBe(true);
      expect(fuzzed.has(route), route).toBe(false);
    }
  });
});
