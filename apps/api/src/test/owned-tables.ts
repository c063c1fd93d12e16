/*
 * Every file that adds a module's tables to the registry (src/db/owned-tables.ts): a test that
 * moves an account's or a household's rows without building the app imports this first.
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
