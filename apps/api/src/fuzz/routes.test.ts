import { CONTRACT_SCHEMAS, ENDPOINTS, type SchemaName } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { paramValues } from './requests.js';
import {
  CONTRACT_ROUTES,
  FILE_FIELDS,
  NOT_FUZZED,
  ROUTES,
  fileFieldsOf,
  routeKey,
  shapeOf,
} from './routes.js';
import { SAMPLES, type FuzzContext } from './samples.js';

/*
 * The fuzz suite (api.fuzz.ts) attacks the routes of routes.ts, read from the contract, so that a
 * new endpoint is attacked from the day it is declared. What the contract cannot say is kept in
 * the fuzz folder; these tests name what a new endpoint needs there.
 */

const ids = Array.from({ length: 3 }, () => crypto.randomUUID());
/** A context of the right shape; the suite's own holds the ids of rows it made. */
const CTX: FuzzContext = {
  recipeIds: ids,
  userIds: ids,
  emails: ['cook@example.test'],
  userEmail: 'cook@example.test',
  uploads: ['recipes/seed-1280.webp'],
  tokens: { idToken: 'id.token.text', accessToken: 'access', refreshToken: 'refresh' },
  images: { valid: [], hostile: [] },
};

const declared = ENDPOINTS.map((e) => ({
  route: routeKey(e.method, `/api${e.path}`),
  access: e.access,
}));

/** The fields of a body schema besides its files (sent as parts, not fields). */
function fieldsOf(schema: SchemaName): string[] {
  const files = fileFieldsOf(schema);
  return Object.keys(shapeOf(CONTRACT_SCHEMAS[schema])).filter((name) => !files.includes(name));
}

/** A sample with each file field of its schema filled in as the text the forms describe. */
function withFiles(schema: SchemaName, fields: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(fileFieldsOf(schema).map((name) => [name, 'a file'])), ...fields };
}

describe('the fuzz suite and the contract', () => {
  it('when an endpoint is declared, then the fuzz suite attacks it with its declared access rule, unless it says why not', () => {
    const fuzzed = new Map(ROUTES.map((r) => [routeKey(r.method, r.path), r.access]));
    const missing = declared.filter(({ route }) => !fuzzed.has(route) && !NOT_FUZZED[route]);
    expect(missing.map((d) => d.route)).toEqual([]);
    const otherAccess = declared.filter(
      ({ route, access }) => fuzzed.has(route) && fuzzed.get(route) !== access,
    );
    expect(otherAccess).toEqual([]);
  });

  it('when an endpoint is left out of the fuzz suite, then it is still declared and not fuzzed after all', () => {
    const routes = new Set(declared.map((d) => d.route));
    const fuzzed = new Set(ROUTES.map((r) => routeKey(r.method, r.path)));
    for (const route of Object.keys(NOT_FUZZED)) {
      expect(routes.has(route), route).toBe(true);
      expect(fuzzed.has(route), route).toBe(false);
    }
  });

  it('when a fuzzed endpoint takes a body with fields besides files, then samples.ts has a valid one for its schema', () => {
    const missing = CONTRACT_ROUTES.filter(
      (r) => r.schema !== undefined && fieldsOf(r.schema).length > 0 && r.fields === undefined,
    ).map((r) => `${routeKey(r.method, r.path)}: no sample of ${r.schema} in fuzz/samples.ts`);
    expect(missing).toEqual([]);
  });

  it('when samples.ts holds a body, then a fuzzed endpoint takes that schema and the schema accepts it', () => {
    const used = new Set(CONTRACT_ROUTES.map((r) => r.schema));
    for (const [name, sample] of Object.entries(SAMPLES)) {
      const schema = name as SchemaName;
      expect(used.has(schema), `${schema} is the body of no fuzzed endpoint`).toBe(true);
      const result = CONTRACT_SCHEMAS[schema].safeParse(withFiles(schema, sample?.(CTX) ?? {}));
      expect(result.error?.issues ?? [], schema).toEqual([]);
    }
  });

  it('when a form of the contract has a file field, then the fuzz suite knows what the field takes', () => {
    const forms = new Set(ENDPOINTS.flatMap((e) => (e.body ? [e.body.schema] : [])));
    const unknown = [...forms].flatMap((schema) =>
      fileFieldsOf(schema)
        .filter((name) => !FILE_FIELDS[name])
        .map((name) => `${schema}.${name}: add it to FILE_FIELDS in fuzz/routes.ts`),
    );
    expect(unknown).toEqual([]);
  });

  it('when the forms are read from the contract, then their photo and JSON file fields are found', () => {
    const route = (key: string) => ROUTES.find((r) => routeKey(r.method, r.path) === key);
    expect(route('POST /api/submit-recipe')?.files.image).toContain('thumbnail_image');
    expect(route('PUT /api/cookbooks/:id/cover')?.files.image).toEqual(['cover']);
    expect(route('POST /api/admin/restore')?.files.json).toEqual(['file']);
    expect(route('GET /api/recipes')?.query).toContain('q');
  });

  it('when a fuzzed route has a path parameter, then the fuzz suite has values for it', () => {
    const unknown = ROUTES.flatMap((r) =>
      r.params
        .filter((param) => paramValues(param, CTX) === undefined)
        .map(
          (param) =>
            `:${param.name} (${param.schema ?? 'no schema'}) of ${routeKey(r.method, r.path)}: add its values to paramValues in fuzz/requests.ts`,
        ),
    );
    expect(unknown).toEqual([]);
  });
});
