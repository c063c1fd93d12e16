/**
 * The version of the ingredient parser's reading. Raising it makes the next start of the site read
 * every stored ingredient line again (apps/api/src/db/ingredients-reread.ts), so a parser that
 * reads a line differently also changes the recipes stored before it. Raise it with any change
 * to parseIngredientLine that changes what a line gives.
 */
export const INGREDIENT_PARSER_VERSION = 5;
