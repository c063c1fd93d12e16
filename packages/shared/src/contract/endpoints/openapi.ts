import { endpoint } from '../endpoint.js';

/* The API's own document. */

export const getOpenApiDocument = endpoint({
  method: 'get',
  path: '/openapi.json',
  summary: 'This document',
  tag: 'Service',
  access: 'public',
  responses: { 200: { description: 'The OpenAPI 3.1 document', schema: 'OpenApiDocument' } },
});

export const getDocsPage = endpoint({
  method: 'get',
  path: '/docs',
  summary: 'This document as a readable page',
  tag: 'Service',
  access: 'public',
  responses: { 200: { description: 'An HTML page', schema: 'HtmlPage', contentType: 'text/html' } },
});
