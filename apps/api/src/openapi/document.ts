import { z } from 'zod';
import { NAMED_SCHEMAS, OPERATIONS, type Access, type Body, type Operation } from './operations.js';

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

/** JSON Schema 2020-12 of a zod schema, as OpenAPI 3.1 takes it; request side for inputs. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonObject;
  return rest;
}

function content(body: Body, io: 'input' | 'output'): JsonObject {
  const schema = body.name
    ? { $ref: `#/components/schemas/${body.name}` }
    : jsonSchema(body.schema, io);
  return { [body.contentType]: { schema } };
}

/** `/recipes/:id` as OpenAPI writes it: `/recipes/{id}`. */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`;
}

function errorStatuses(operation: Operation): number[] {
  const statuses = new Set(operation.errors ?? []);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'cook' || operation.access === 'admin') statuses.add(403);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

function operationObject(operation: Operation): JsonObject {
  const parameters: JsonObject[] = [];
  for (const [name, param] of Object.entries(operation.pathParams ?? {})) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      description: param.description,
      schema: jsonSchema(param.schema, 'input'),
    });
  }
  if (operation.query) {
    const query = jsonSchema(operation.query, 'input');
    const properties = (query['properties'] ?? {}) as Record<string, JsonObject>;
    const required = new Set((query['required'] ?? []) as string[]);
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  const responses: Record<string, JsonObject> = {};
  for (const [status, answer] of Object.entries(operation.responses)) {
    responses[status] = {
      description: answer.description,
      ...(answer.body ? { content: content(answer.body, 'output') } : {}),
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
  for (const status of errorStatuses(operation)) {
    responses[String(status)] = { $ref: `#/components/responses/Error${status}` };
  }
  const security = SECURITY[operation.access];
  return {
    operationId: `${operation.method}${operation.path
      .split(/[^a-zA-Z0-9]+/)
      .filter(Boolean)
      .map((part) => part[0]?.toUpperCase() + part.slice(1))
      .join('')}`,
    summary: operation.summary,
    tags: [operation.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: !operation.bodyOptional,
            content: content(operation.body, 'input'),
          },
        }
      : {}),
    responses,
    ...(security ? { security } : {}),
  };
}

/** The OpenAPI 3.1 document of every route under /api, built from the shared zod schemas. */
export function buildOpenApiDocument(operations: Operation[] = OPERATIONS): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation) };
  }
  const usedErrors = new Set(operations.flatMap(errorStatuses));
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
      schemas: Object.fromEntries(
        Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [name, jsonSchema(schema, 'output')]),
      ),
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
