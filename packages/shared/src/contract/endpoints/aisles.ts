import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/*
 * The household's aisles: the order its members walk the shop in, and where they moved an
 * ingredient. Every call is about the caller's own household, which every member may change;
 * another household is never named.
 */

const household = { tag: 'Household', access: 'signedIn' } as const;

const aisles = { description: 'The household’s aisles', schema: 'HouseholdAisles' } as const;

export const getHouseholdAisles = endpoint('get', '/household/aisles', household, {
  summary: 'The order the household walks the shop in, and every aisle a line can be in',
  responses: { 200: aisles },
  errors: [503],
  offline: { readable: true },
});

export const orderHouseholdAisles = endpoint('put', '/household/aisles', household, {
  summary:
    'Put the aisles in the order of the household’s shop (every aisle once); every list of the household follows it',
  ...bodyOf('AisleOrder', 'Invalid aisle order'),
  responses: { 200: aisles },
  errors: [400, 503],
  limits: [RATE_LIMITS.householdAisles],
});
