import { endpoint } from '../endpoint.js';

/* Health, readiness, the runtime configuration and the API's own document. */

export const getHealth = endpoint({
  method: 'get',
  path: '/health',
  summary: 'Liveness: the process answers',
  tag: 'Service',
  access: 'public',
  responses: { 200: { description: 'Alive', schema: 'Health' } },
});

export const getReady = endpoint({
  method: 'get',
  path: '/ready',
  summary: 'Readiness: the database answers and the process is not stopping',
  tag: 'Service',
  access: 'public',
  responses: { 200: { description: 'Ready', schema: 'Readiness' } },
  errors: [503],
});

export const getConfig = endpoint({
  method: 'get',
  path: '/config',
  summary: 'What the web app needs to reach the identity service',
  tag: 'Service',
  access: 'public',
  responses: { 200: { description: 'The runtime configuration', schema: 'RuntimeConfig' } },
  offline: { readable: true },
});

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
