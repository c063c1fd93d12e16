/* The contract of the API: every endpoint declared once (docs/decisions/032). */

export * from './endpoint.js';
export * from './limits.js';
export * from './endpoints/aisles.js';
export * from './endpoints/backups.js';
export * from './endpoints/card-reader.js';
export * from './endpoints/contact.js';
export * from './endpoints/cookbooks.js';
export * from './endpoints/cooked.js';
export * from './endpoints/export.js';
export * from './endpoints/favourites.js';
export * from './endpoints/health.js';
export * from './endpoints/households.js';
export * from './endpoints/identity.js';
export * from './endpoints/import.js';
export * from './endpoints/meal-plan.js';
export * from './endpoints/notices.js';
export * from './endpoints/openapi.js';
export * from './endpoints/pantry.js';
export * from './endpoints/recipes.js';
export * from './endpoints/shopping.js';
export * from './endpoints/users.js';
export {
  CONTRACT_MESSAGES,
  CONTRACT_SCHEMAS,
  IMPORT_URL_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from './schemas.js';

export { AREAS, ENDPOINTS } from './all.js';
