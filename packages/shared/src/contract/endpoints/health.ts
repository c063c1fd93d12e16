import { endpoint } from '../endpoint.js';

/* Liveness and readiness. */

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
