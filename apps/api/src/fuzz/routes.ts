import {
  CONTRACT_SCHEMAS,
  ENDPOINTS,
  type Access,
  type Endpoint,
  type SchemaName,
} from '@family-recipes/shared';
import { z } from 'zod';
import { SAMPLES, type Sample } from './samples.js';

/*
 * The routes the fuzz suite attacks: every endpoint of the contract (packages/shared/src/contract)
 * with its method, path, access rule, parameters, query fields and body as declared, and the few
 * routes the contract does not declare. What the contract cannot say (a valid body, the rows a
 * path may name) is in samples.ts and requests.ts; routes.test.ts fails naming what is missing.
 */

type BodyKind = 'none' | 'json' | 'multipart';

/** What a form's file field takes, by field name. */
type FileKind = 'image' | 'json';

/** The file fields of the contract's forms (a field described `binary: …`) and what each takes. */
export const FILE_FIELDS: Record<string, FileKind> = {
  thumbnail_image: 'image',
  card_image: 'image',
  photo: 'image',
  cover: 'image',
  photos: 'image',
  file: 'json',
};

export interface RouteParam {
  name: string;
  /** The schema the contract declares for it; none outside the contract. */
  schema?: SchemaName;
}

export interface RouteSpec {
  method: string;
  /** Express path with `:params`. */
  path: string;
  access: Access;
  body: BodyKind;
  params: RouteParam[];
  /** The fields of the declared query, beside the ones every request may get. */
  query: string[];
  /** The declared body schema. */
  schema?: SchemaName;
  /** A valid body for this route, as fields; mutated by the generator. */
  fields?: Sample;
  /** The form's file fields that take a photo, and those that take a JSON file. */
  files: Record<FileKind, string[]>;
}

/** Endpoints the fuzz suite does not send to, and why. */
export const NOT_FUZZED: Record<string, string> = {
  // It fetches the address it is given; the import tests attack it with a recipe site of their own.
  'POST /api/import/url': 'reaches out to other sites',
  // It never ends by itself; shopping-stream-lifetime.api.test.ts attacks its limits and lifetime.
  'GET /api/shopping-lists/:id/events': 'an event stream stays open',
  // The same streams, of the household: household-events.api.test.ts attacks who hears what.
  'GET /api/household/events': 'an event stream stays open',
};

/** The fields of an object schema, through a preprocess or pipe; none for anything else. */
export function shapeOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) return { ...shapeOf(schema.in), ...shapeOf(schema.out) };
  return {};
}

function descriptionOf(field: z.core.$ZodType): string | undefined {
  if (field instanceof z.ZodOptional) return descriptionOf(field.unwrap());
  return field instanceof z.ZodType ? field.description : undefined;
}

/** The fields of a body schema that take a file, by the contract's `binary: …` description. */
export function fileFieldsOf(schema: SchemaName): string[] {
  return Object.entries(shapeOf(CONTRACT_SCHEMAS[schema]))
    .filter(([, field]) => descriptionOf(field)?.startsWith('binary:'))
    .map(([name]) => name);
}

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** `GET /api/recipes/:id`, as the suite and its reports name a route. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function bodyKind(body: Endpoint['body']): BodyKind {
  if (!body) return 'none';
  return body.contentType === 'multipart/form-data' || body.alsoForm ? 'multipart' : 'json';
}

function routeOf(e: Endpoint): RouteSpec {
  const files = e.body ? fileFieldsOf(e.body.schema) : [];
  const fields = e.body ? SAMPLES[e.body.schema] : undefined;
  return {
    method: e.method.toUpperCase(),
    path: `/api${e.path}`,
    access: e.access,
    body: bodyKind(e.body),
    params: paramNames(e.path).map((name) => ({
      name,
      ...(e.params?.[name] ? { schema: e.params[name].schema } : {}),
    })),
    query: e.query ? Object.keys(shapeOf(CONTRACT_SCHEMAS[e.query])) : [],
    ...(e.body ? { schema: e.body.schema } : {}),
    ...(fields ? { fields } : {}),
    files: {
      image: files.filter((name) => FILE_FIELDS[name] === 'image'),
      json: files.filter((name) => FILE_FIELDS[name] === 'json'),
    },
  };
}

/** A GET anyone may send that the contract does not declare. */
const undeclared = (path: string): RouteSpec => ({
  method: 'GET',
  path,
  access: 'public',
  body: 'none',
  params: paramNames(path).map((name) => ({ name })),
  query: [],
  files: { image: [], json: [] },
});

/** Every declared endpoint but those of NOT_FUZZED. */
export const CONTRACT_ROUTES: RouteSpec[] = ENDPOINTS.map(routeOf).filter(
  (route) => !NOT_FUZZED[routeKey(route.method, route.path)],
);

export const ROUTES: RouteSpec[] = [
  ...CONTRACT_ROUTES,
  // A path under /api that names no endpoint.
  undeclared('/api/:unknown'),
  undeclared('/dev/mail'),
  undeclared('/uploads/:file'),
  // Crawler files and pages whose head the server fills in (modules/seo).
  undeclared('/robots.txt'),
  undeclared('/sitemap.xml'),
  undeclared('/sitemap-:part.xml'),
  undeclared('/share-images/:share'),
  undeclared('/recipes/:id'),
];
