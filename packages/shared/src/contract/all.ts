import type { Endpoint } from './endpoint.js';
import * as accounts from './endpoints/accounts.js';
import * as aisles from './endpoints/aisles.js';
import * as backups from './endpoints/backups.js';
import * as cookbooks from './endpoints/cookbooks.js';
import * as contactImportExport from './endpoints/contact-import-export.js';
import * as favourites from './endpoints/favourites.js';
import * as households from './endpoints/households.js';
import * as mealPlan from './endpoints/meal-plan.js';
import * as pantry from './endpoints/pantry.js';
import * as recipes from './endpoints/recipes.js';
import * as service from './endpoints/service.js';
import * as shopping from './endpoints/shopping.js';

/**
 * Every endpoint under /api, for the server, the OpenAPI document and the service worker. The
 * coverage test compares it with the routes the app registers, both ways.
 */
export const ENDPOINTS: Endpoint[] = [
  ...Object.values(service),
  ...Object.values(recipes),
  ...Object.values(accounts),
  ...Object.values(contactImportExport),
  ...Object.values(backups),
  ...Object.values(favourites),
  ...Object.values(mealPlan),
  ...Object.values(shopping),
  ...Object.values(households),
  ...Object.values(aisles),
  ...Object.values(pantry),
  ...Object.values(cookbooks),
];
