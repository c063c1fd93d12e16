/* The pantry's limits and messages, apart from its zod schemas (pantry.ts re-exports them). */

import { RECIPE_LIMITS } from '../constants.js';

export const PANTRY_LIMITS = {
  /** Staples one household keeps. */
  staples: 100,
  /** The longest name of one staple. */
  stapleMax: 60,
} as const;

export const PANTRY_MESSAGES = {
  staplesRequired: 'staples must be a list of names',
  tooManyStaples: `A pantry holds at most ${PANTRY_LIMITS.staples} staples.`,
  stapleRequired: 'Each staple needs a name.',
  stapleNotText: 'Each staple must be text.',
  stapleTooLong: `A staple’s name can be at most ${PANTRY_LIMITS.stapleMax} characters.`,
  linesInvalid: 'lines must be a list of line numbers of the recipe, counted from 0',
  linesEmpty: 'Choose at least one line to add.',
  linesRepeated: 'Each line can be chosen only once.',
  tooManyLines: `At most ${RECIPE_LIMITS.ingredientsCount} lines can be chosen.`,
  /** A chosen line the recipe does not have, or one that is a heading rather than something to buy. */
  lineNotInRecipe: (line: number) => `The recipe has no line ${line} to add.`,
  includeStaplesInvalid: 'includeStaples must be true or false',
} as const;
