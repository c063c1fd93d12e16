import { endpoint } from '../endpoint.js';

/* The API's own document. */

const service = { tag: 'Service', access: 'public' } as const;

export const getOpenApiDocument = endpoint('get', '/openapi.json', service, {
  summary: 'This document',
  responses: { 200: { description: 'The OpenAPI 3.1 document', schema: 'OpenApiDocument' } },
});

export const getDocsPage = endpoint('get', '/docs', service, {
  summary: 'This document as a readable page',
  responses: { 200: { description: 'An HTML page', schema: 'HtmlPage', contentType: 'text/html' } },
});
