import { z } from 'zod';
import {
  CONTRACT_SCHEMAS,
  ENDPOINTS,
  errorStatusesOf,
  type Access,
  type Endpoint,
  type SchemaName,
} from '@family-recipes/shared';

type JsonObject = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'No token, or one that does not verify',
  403: 'Signed in, not allowed',
  404: 'Unknown resource',
  409: 'The resource’s state does not allow it',
  411: 'The upload did not say its length',
  413: 'Too large',
  415: 'Not an accepted image',
  429: 'Rate limited',
  422: 'The page holds no usable recipe',
  500: 'Unexpected error',
  502: 'The other site answered with an error',
  503: 'A dependency (database, identity service) is unavailable',
  504: 'The other site did not answer in time',
};

const SECURITY: Record<Access, JsonObject[] | undefined> = {
  public: undefined,
  signedIn: [{ bearerIdToken: [] }, { idTokenCookie: [] }],
  cook: [{ bearerIdToken: [] }, { idTokenCookie: [] }],
  admin: [{ bearerIdToken: [] }, { idTokenCookie: [] }],
};

type Io = 'input' | 'output';

/** JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 takes it; request side for inputs. */
function jsonSchema(schema: z.ZodType, io: Io): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonObject;
  return rest;
}

/**
 * The components: each named schema as it is answered, and, for one that is also sent and reads
 * differently as input (defaults, coercions), `<name>Input` as it is sent.
 */
function components(endpoints: Endpoint[]): {
  schemas: Record<string, JsonObject>;
  ref: (name: SchemaName, io: Io) => JsonObject;
} {
  const sent = new Set<SchemaName>();
  for (const e of endpoints) {
    if (e.body) sent.add(e.body.schema);
    for (const param of Object.values(e.params ?? {})) sent.add(param.schema);
  }
  const schemas: Record<string, JsonObject> = {};
  const inputNames = new Map<SchemaName, string>();
  for (const [name, schema] of Object.entries(CONTRACT_SCHEMAS) as [SchemaName, z.ZodType][]) {
    const output = jsonSchema(schema, 'output');
    schemas[name] = output;
    if (!sent.has(name)) continue;
    const input = jsonSchema(schema, 'input');
    if (JSON.stringify(input) === JSON.stringify(output)) continue;
    schemas[`${name}Input`] = input;
    inputNames.set(name, `${name}Input`);
  }
  return {
    schemas,
    ref: (name, io) => ({
      $ref: `#/components/schemas/${io === 'input' ? (inputNames.get(name) ?? name) : name}`,
    }),
  };
}

/** `/recipes/:id` as OpenAPI writes it: `/recipes/{id}`. */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`;
}

function errorStatuses(endpoint: Endpoint): number[] {
  const statuses = new Set(errorStatusesOf(endpoint));
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'cook' || endpoint.access === 'admin') statuses.add(403);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function parameters(endpoint: Endpoint, ref: ReturnType<typeof components>['ref']): JsonObject[] {
  const found: JsonObject[] = [];
  for (const [name, param] of Object.entries(endpoint.params ?? {})) {
    const schema = ref(param.schema, 'input');
    found.push({ name, in: 'path', required: true, description: param.description, schema });
  }
  if (endpoint.query) {
    // Query parameters are listed one by one, so the object's properties are spelled out here.
    const query = jsonSchema(CONTRACT_SCHEMAS[endpoint.query], 'input');
    const properties = (query['properties'] ?? {}) as Record<string, JsonObject>;
    const required = new Set((query['required'] ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      found.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  return found;
}

function operationObject(
  endpoint: Endpoint,
  ref: ReturnType<typeof components>['ref'],
): JsonObject {
  const responses: Record<string, JsonObject> = {};
  for (const [status, answer] of Object.entries(endpoint.responses)) {
    const schema = answer.schema && ref(answer.schema, 'output');
    responses[status] = {
      description: answer.description,
      ...(schema
        ? {
            content: {
              [answer.contentType ?? 'application/json']: {
                schema: answer.array ? { type: 'array', items: schema } : schema,
              },
            },
          }
        : {}),
      ...(answer.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(answer.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
    };
  }
  for (const status of errorStatuses(endpoint)) {
    responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  }
  const security = SECURITY[endpoint.access];
  const params = parameters(endpoint, ref);
  const body = endpoint.body;
  return {
    operationId: `${endpoint.method}${endpoint.path
      .split(/[^a-zA-Z0-9]+/)
      .filter(Boolean)
      .map((part) => part[0]?.toUpperCase() + part.slice(1))
      .join('')}`,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body
      ? {
          requestBody: {
            required: !body.optional,
            content: Object.fromEntries(
              [
                body.contentType ?? 'application/json',
                ...(body.alsoForm ? ['multipart/form-data'] : []),
              ].map((type) => [type, { schema: ref(body.schema, 'input') }]),
            ),
          },
        }
      : {}),
    responses,
    ...(security ? { security } : {}),
  };
}

/** The OpenAPI 3.1 document of every endpoint of the contract, with its named schemas. */
export function buildOpenApiDocument(endpoints: Endpoint[] = ENDPOINTS): JsonObject {
  const { schemas, ref } = components(endpoints);
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method]: operationObject(endpoint, ref) };
  }
  const usedErrors = new Set(endpoints.flatMap(errorStatuses));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Family Recipes API',
      version: '1.0.0',
      description:
        'JSON under /api. Errors answer `{"message": "...", "errors": [{"field": "...", "message": "..."}]}`. Signed-in calls take the ' +
        'Cognito id token as `Authorization: Bearer` or in the httpOnly `idToken` cookie.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(
        [...usedErrors]
          .sort((a, b) => a - b)
          .map((status) => [
            `Error${status}`,
            {
              description: STATUS_TEXT[status] ?? 'Error',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
              },
            },
          ]),
      ),
      securitySchemes: {
        bearerIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        idTokenCookie: { type: 'apiKey', in: 'cookie', name: 'idToken' },
      },
    },
  };
}
