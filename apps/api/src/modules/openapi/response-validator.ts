import { Ajv2020 } from 'ajv/dist/2020.js';
import { openApiPath } from './document.js';

type JsonObject = Record<string, unknown>;

/**
 * Checks a real answer against the document: the JSON schema of that operation's response for
 * the status, with the document's components in reach of its `$ref`s. Answers the problems.
 */
export function responseProblems(
  document: JsonObject,
  answer: { method: string; expressPath: string; status: number; body: unknown },
): string[] {
  const paths = document['paths'] as Record<string, Record<string, JsonObject>>;
  const operation = paths[openApiPath(answer.expressPath)]?.[answer.method.toLowerCase()];
  if (!operation) return [`no operation ${answer.method} ${answer.expressPath}`];
  const responses = operation['responses'] as Record<string, JsonObject>;
  let response = responses[String(answer.status)];
  if (!response) return [`no ${answer.status} answer for ${answer.method} ${answer.expressPath}`];
  const ref = response['$ref'];
  if (typeof ref === 'string') {
    const components = document['components'] as { responses: Record<string, JsonObject> };
    response = components.responses[ref.split('/').pop() ?? ''] ?? {};
  }
  const content = response['content'] as Record<string, { schema: JsonObject }> | undefined;
  const schema = content?.['application/json']?.schema;
  if (!schema) return [`no JSON body documented for ${answer.status}`];
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
  ajv.addFormat(
    'date',
    (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  );
  ajv.addFormat('email', /^[^@\s]+@[^@\s]+$/);
  ajv.addFormat('base64', /^[A-Za-z0-9+/]*={0,2}$/);
  const validate = ajv.compile({ ...schema, components: document['components'] });
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
