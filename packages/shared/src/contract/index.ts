/* The contract of the API: every endpoint declared once (docs/decisions/032). */

export * from './endpoint.js';
export * from './limits.js';
export * from './endpoints/accounts.js';
export * from './endpoints/aisles.js';
export * from './endpoints/backups.js';
export * from './endpoints/contact-import-export.js';
export * from './endpoints/cookbooks.js';
export * from './endpoints/favourites.js';
export * from './endpoints/households.js';
export * from './endpoints/meal-plan.js';
export * from './endpoints/pantry.js';
export * from './endpoints/recipes.js';
export * from './endpoints/service.js';
export * from './endpoints/shopping.js';
export {
  CONTRACT_MESSAGES,
  CONTRACT_SCHEMAS,
  IMPORT_URL_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from './schemas.js';

export { ENDPOINTS } from './all.js';
