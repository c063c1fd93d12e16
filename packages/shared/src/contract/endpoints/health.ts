import { endpoint } from '../endpoint.js';

/* Liveness and readiness. */

const service = { tag: 'Service', access: 'public' } as const;

export const getHealth = endpoint('get', '/health', service, {
  summary: 'Liveness: the process answers',
  responses: { 200: { description: 'Alive', schema: 'Health' } },
});

export const getReady = endpoint('get', '/ready', service, {
  summary: 'Readiness: the database answers and the process is not stopping',
  responses: { 200: { description: 'Ready', schema: 'Readiness' } },
  errors: [503],
});
