/*
 * Every file that adds a module's tables to the registry (src/db/owned-tables.ts). A command that
 * works across modules without building the app (pnpm backup) imports this first: a backup reads
 * the registry, which must hold every module's tables.
 */
import '../modules/recipes/recipes.schema.js';
import '../modules/users/account-records.repository.js';
import '../modules/favourites/favourites.schema.js';
import '../modules/cooked/recipe-ratings.repository.js';
import '../modules/shopping/household-lists.repository.js';
import '../modules/meal-plan/household-plan.repository.js';
import '../modules/cookbooks/cookbooks.schema.js';
import '../modules/card-reader/card-reader.schema.js';
import '../modules/applied-ops/applied-ops.schema.js';
import '../modules/pantry/pantry.schema.js';
import '../modules/aisles/aisles.schema.js';
import '../modules/households/household-moves.repository.js';
import '../modules/identity/index.js';
