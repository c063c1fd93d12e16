import { expect } from 'vitest';
import { buildOpenApiDocument } from '../modules/openapi/document.js';
import { responseProblems } from '../modules/openapi/response-validator.js';

const document = buildOpenApiDocument();

/** Fails the test when an answer does not match what the OpenAPI document says of it. */
export function expectDocumented(
  method: string,
  expressPath: string,
  res: { status: number; body: unknown },
): void {
  expect(
    responseProblems(document, { method, expressPath, status: res.status, body: res.body }),
    `${method} ${expressPath} ${res.status}`,
  ).toEqual([]);
}
