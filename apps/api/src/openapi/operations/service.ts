import { z } from 'zod';
import { json, inlineJson, type Operation } from '../operation.js';

/** Health, readiness, the runtime configuration and this document. */
export const SERVICE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness: the process answers',
    tag: 'Service',
    access: 'public',
    responses: {
      200: { description: 'Alive', body: inlineJson(z.object({ status: z.literal('ok') })) },
    },
  },
  {
    method: 'get',
    path: '/ready',
    summary: 'Readiness: the database answers and the process is not stopping',
    tag: 'Service',
    access: 'public',
    responses: {
      200: {
        description: 'Ready',
        body: inlineJson(z.object({ status: z.literal('ready'), database: z.string() })),
      },
    },
    errors: [503],
  },
  {
    method: 'get',
    path: '/config',
    summary: 'What the web app needs to reach the identity service',
    tag: 'Service',
    access: 'public',
    responses: { 200: { description: 'The runtime configuration', body: json('RuntimeConfig') } },
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    tag: 'Service',
    access: 'public',
    responses: {
      200: {
        description: 'The OpenAPI 3.1 document',
        body: inlineJson(z.record(z.string(), z.unknown())),
      },
    },
  },
  {
    method: 'get',
    path: '/docs',
    summary: 'This document as a readable page',
    tag: 'Service',
    access: 'public',
    responses: {
      200: { description: 'An HTML page', body: { contentType: 'text/html', schema: z.string() } },
    },
  },
];
