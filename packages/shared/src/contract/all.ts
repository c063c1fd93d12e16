import type { Endpoint } from './endpoint.js';
import * as aisles from './endpoints/aisles.js';
import * as backups from './endpoints/backups.js';
import * as cardReader from './endpoints/card-reader.js';
import * as contact from './endpoints/contact.js';
import * as cookbooks from './endpoints/cookbooks.js';
import * as cooked from './endpoints/cooked.js';
import * as exportArea from './endpoints/export.js';
import * as favourites from './endpoints/favourites.js';
import * as health from './endpoints/health.js';
import * as households from './endpoints/households.js';
import * as identity from './endpoints/identity.js';
import * as importArea from './endpoints/import.js';
import * as mealPlan from './endpoints/meal-plan.js';
import * as notices from './endpoints/notices.js';
import * as openapi from './endpoints/openapi.js';
import * as pantry from './endpoints/pantry.js';
import * as recipes from './endpoints/recipes.js';
import * as shopping from './endpoints/shopping.js';
import * as users from './endpoints/users.js';

/**
 * The contract by area. An area's name is its file in `endpoints/`, its API module in
 * `apps/api/src/modules/` and, where the web
 * app calls it, its feature in `apps/web/src/features/`; `pnpm check` holds the three together.
 */
export const AREAS = {
  health,
  identity,
  openapi,
  recipes,
  notices,
  users,
  contact,
  import: importArea,
  export: exportArea,
  backups,
  favourites,
  cooked,
  'meal-plan': mealPlan,
  shopping,
  households,
  aisles,
  pantry,
  cookbooks,
  'card-reader': cardReader,
} satisfies Record<string, Record<string, Endpoint>>;

/**
 * Every endpoint under /api, for the server, the OpenAPI document and the service worker. The
 * coverage test compares it with the routes the app registers, both ways.
 */
export const ENDPOINTS: Endpoint[] = Object.values(AREAS).flatMap((area) => Object.values(area));
