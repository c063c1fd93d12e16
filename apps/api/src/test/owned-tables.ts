/*
 * Every module's tables in the registry (src/db/owned-tables.ts): a test that moves an account's
 * or a household's rows without building the app imports this first.
 */
import '../cli/module-tables.js';
