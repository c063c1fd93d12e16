import { endpoint } from '../endpoint.js';
import { bodyOf } from '../shapes.js';
import { RATE_LIMITS } from '../limits.js';

/*
 * The household's aisles and shops (decision 048): its aisles (the built-in ones, renamed or
 * removed, and its own), the order its members walk the shop in, each shop's order, and where
 * they moved an ingredient. Every call is about the caller's own household, which every member
 * may change; another household is never named. Every change is heard at once by every member's
 * open lists (the household stream's `aisles`).
 */

const household = { tag: 'Household', access: 'signedIn' } as const;

const aisles = {
  description: 'The household’s aisles and shops',
  schema: 'HouseholdAisles',
} as const;
const aisleId = {
  aisleId: {
    schema: 'Text',
    description: 'The aisle’s id: one of the seven, or a_ and 32 hex digits',
  },
} as const;
const shopId = { shopId: { schema: 'Text', description: 'The shop’s id' } } as const;
const change = { errors: [400, 503], limits: [RATE_LIMITS.householdAisles] } as const;
const named = { errors: [400, 404, 503], limits: [RATE_LIMITS.householdAisles] } as const;

export const getHouseholdAisles = endpoint('get', '/household/aisles', household, {
  summary: 'The household’s aisles in its order, and its shops with their orders',
  responses: { 200: aisles },
  errors: [503],
  offline: { readable: true },
});

export const orderHouseholdAisles = endpoint('put', '/household/aisles', household, {
  summary:
    'Put the aisles in the order of the household’s shop (every aisle once); every list of the household set to no shop follows it',
  ...bodyOf('AisleOrder', 'Invalid aisle order'),
  responses: { 200: aisles },
  ...change,
});

export const addHouseholdAisle = endpoint('post', '/household/aisles', household, {
  summary: 'Add an aisle of the household’s own, last in every order',
  ...bodyOf('AisleName', 'Invalid aisle'),
  responses: { 201: { description: 'The aisle added', schema: 'HouseholdAisle' } },
  ...change,
});

export const renameHouseholdAisle = endpoint('patch', '/household/aisles/:aisleId', household, {
  summary: 'Rename an aisle (a built-in one too)',
  params: aisleId,
  ...bodyOf('AisleName', 'Invalid aisle'),
  responses: { 200: aisles },
  ...named,
});

export const removeHouseholdAisle = endpoint('delete', '/household/aisles/:aisleId', household, {
  summary:
    'Remove an aisle (never “other”): its lines and the ingredients moved to it go back to the aisle they would be in by themselves',
  params: aisleId,
  responses: { 200: aisles },
  ...named,
});

export const addHouseholdShop = endpoint('post', '/household/shops', household, {
  summary: 'Name a shop of the household; it starts with the household’s order',
  ...bodyOf('AisleName', 'Invalid shop'),
  responses: { 201: { description: 'The shop added', schema: 'HouseholdShop' } },
  ...change,
});

export const renameHouseholdShop = endpoint('patch', '/household/shops/:shopId', household, {
  summary: 'Rename a shop',
  params: shopId,
  ...bodyOf('AisleName', 'Invalid shop'),
  responses: { 200: aisles },
  ...named,
});

export const removeHouseholdShop = endpoint('delete', '/household/shops/:shopId', household, {
  summary: 'Remove a shop: its lists follow the household’s order again',
  params: shopId,
  responses: { 200: aisles },
  ...named,
});

export const orderHouseholdShop = endpoint('put', '/household/shops/:shopId/order', household, {
  summary: 'Put the aisles in the order of one shop (every aisle once); its lists follow it',
  params: shopId,
  ...bodyOf('AisleOrder', 'Invalid aisle order'),
  responses: { 200: aisles },
  ...named,
});
