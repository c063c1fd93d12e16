import { ACCOUNT_OPERATIONS } from './operations/accounts.js';
import { CONTACT_IMPORT_EXPORT_OPERATIONS } from './operations/contact-import-export.js';
import { FAVOURITE_OPERATIONS } from './operations/favourites.js';
import { MEAL_PLAN_OPERATIONS } from './operations/meal-plan.js';
import { RECIPE_OPERATIONS } from './operations/recipes.js';
import { SERVICE_OPERATIONS } from './operations/service.js';
import { SHOPPING_OPERATIONS } from './operations/shopping.js';
import type { Operation } from './operation.js';

export { NAMED_SCHEMAS, type Access, type Body, type Operation } from './operation.js';

/**
 * Every route under /api. The coverage test compares this table with the routes the Express app
 * registers, both ways, so a route added without its entry (or an entry left behind) fails it.
 */
export const OPERATIONS: Operation[] = [
  ...SERVICE_OPERATIONS,
  ...RECIPE_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...CONTACT_IMPORT_EXPORT_OPERATIONS,
  ...FAVOURITE_OPERATIONS,
  ...MEAL_PLAN_OPERATIONS,
  ...SHOPPING_OPERATIONS,
];
