import { z } from '../zod.js';
import {
  CATEGORIES,
  DIFFICULTIES,
  RECIPE_JSON_MAX_DEPTH,
  RECIPE_LIMITS,
  REVIEW_LIMITS,
  TITLE_MAX_LENGTH,
} from '../constants.js';
import { API_MESSAGES } from '../messages.js';
import { VALIDATION } from '../form-messages.js';
import { DEFAULT_LANGUAGE } from '../languages/languages.js';
import { RECIPE_LANGUAGES } from '../languages/recipe-languages.js';
import { jsonTextDepth, utf8Bytes } from '../parsing/json-text.js';
import { cleanLines, cleanTags } from '../parsing/lines.js';
import {
  integer,
  integerText,
  isBlank,
  isRecord,
  oneOf,
  optionalText,
  requiredText,
} from './fields.js';
import { ingredientInputSchema } from './ingredient.js';
import { reviewsSchema } from './recipes.js';
import { validateFields, type FieldError, type ValidationResult } from './validation.js';

/*
 * The submit and edit forms of a recipe, as the web app checks them and the API reads them from a
 * multipart body.
 */

/** Multipart bodies carry these fields as JSON text (docs/architecture.md, API conventions). */
export const RECIPE_JSON_FIELDS = [
  'instructions',
  'tags',
  'ingredients',
  'reviews',
  'more',
  'tips',
] as const;

/**
 * Lets the API hand over multipart fields as they arrive; text that is not JSON is kept. Text over
 * `maxBytes` or nested deeper than RECIPE_JSON_MAX_DEPTH is refused before JSON.parse, so nothing
 * recursive ever walks a hostile value.
 */
function fromJsonText(
  value: unknown,
  ctx: z.core.$RefinementCtx,
  size?: { maxBytes: number; message: string },
): unknown {
  if (typeof value !== 'string') return value;
  if (size && (value.length > size.maxBytes || utf8Bytes(value) > size.maxBytes)) {
    ctx.addIssue({ code: 'custom', message: size.message });
    return z.NEVER;
  }
  if (jsonTextDepth(value, RECIPE_JSON_MAX_DEPTH) > RECIPE_JSON_MAX_DEPTH) {
    ctx.addIssue({ code: 'custom', message: API_MESSAGES.recipeJsonTooDeep });
    return z.NEVER;
  }
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A list of text entries, cleaned by `clean`; `required` makes an empty list an error. */
function textList(options: {
  label: string;
  item: string;
  clean: (entries: readonly string[]) => string[];
  max: number;
  count: number;
  required?: string;
}) {
  const { label, item, clean, max, count, required } = options;
  const notList = `${label} must be a list of text`;
  const entries = z.array(z.string().max(max, `Each ${item} must be at most ${max} characters`));
  return z.preprocess(
    (value, ctx) => (required === undefined && isBlank(value) ? [] : fromJsonText(value, ctx)),
    z
      .array(z.unknown(), {
        error: (issue) => (required !== undefined && isBlank(issue.input) ? required : notList),
      })
      // Counted before any entry is looked at, so a list of 200,000 entries costs one comparison.
      .max(count, tooMany(label, count))
      .pipe(z.array(z.string({ error: notList })))
      .transform(clean)
      .pipe(required === undefined ? entries : entries.min(1, required)),
  );
}

function tooMany(label: string, count: number): string {
  return `${label} can have at most ${count} entries`;
}

function wholeMinutes(label: string, required: string) {
  return integerText(
    integer(
      { min: 0, max: RECIPE_LIMITS.minutesMax },
      {
        required,
        invalid: `${label} must be a whole number of minutes`,
        tooBig: `${label} must be at most ${RECIPE_LIMITS.minutesMax} minutes`,
      },
    ),
  );
}

const recipeMoreInputSchema = z.object({
  prep_time: wholeMinutes('Prep Time', VALIDATION.prepTimeRequired),
  cook_time: wholeMinutes('Cook Time', VALIDATION.cookTimeRequired),
  total_time: wholeMinutes('Total Time', VALIDATION.totalTimeRequired),
  serving: requiredText('Serving', VALIDATION.servingRequired, RECIPE_LIMITS.servingMax),
  difficulty: oneOf(DIFFICULTIES, 'Difficulty', VALIDATION.difficultyRequired),
  source: requiredText('Source', VALIDATION.sourceRequired, RECIPE_LIMITS.sourceMax),
});

/**
 * The submit and edit forms' fields. The thumbnail is a file and is checked by
 * `validateRecipeInput`; status, featured, user and dates are the server's to set, so they are
 * dropped here, and so are `more.created_on` and `more.updated_on`.
 */
export const recipeInputSchema = z.object({
  title: requiredText('Title', VALIDATION.titleRequired, TITLE_MAX_LENGTH),
  description: requiredText(
    'Description',
    VALIDATION.descriptionRequired,
    RECIPE_LIMITS.descriptionMax,
  ),
  category: oneOf(CATEGORIES, 'Category', VALIDATION.categoryRequired),
  tags: textList({
    label: 'Tags',
    item: 'tag',
    clean: cleanTags,
    max: RECIPE_LIMITS.tagMax,
    count: RECIPE_LIMITS.tagsCount,
  }),
  ingredients: z.preprocess(
    (value, ctx) => fromJsonText(value, ctx),
    z
      .array(z.unknown(), {
        error: (issue) =>
          isBlank(issue.input) ? VALIDATION.ingredientsRequired : 'Ingredients must be a list',
      })
      .min(1, VALIDATION.ingredientsRequired)
      .max(RECIPE_LIMITS.ingredientsCount, tooMany('Ingredients', RECIPE_LIMITS.ingredientsCount))
      .pipe(z.array(ingredientInputSchema)),
  ),
  instructions: textList({
    label: 'Instructions',
    item: 'instruction',
    clean: cleanLines,
    max: RECIPE_LIMITS.lineMax,
    count: RECIPE_LIMITS.instructionsCount,
    required: VALIDATION.instructionsRequired,
  }),
  tips: textList({
    label: 'Tips',
    item: 'tip',
    clean: cleanLines,
    max: RECIPE_LIMITS.lineMax,
    count: RECIPE_LIMITS.tipsCount,
  }),
  reviews: z.preprocess(
    (value, ctx) =>
      isBlank(value)
        ? []
        : fromJsonText(value, ctx, {
            maxBytes: REVIEW_LIMITS.maxBytes,
            message: API_MESSAGES.reviewsTooLarge,
          }),
    reviewsSchema,
  ),
  // A `more` that is missing or garbage reports each of its fields as required.
  more: z.preprocess((value, ctx) => {
    const parsed = fromJsonText(value, ctx);
    return isRecord(parsed) ? parsed : {};
  }, recipeMoreInputSchema),
  story: optionalText('The story', RECIPE_LIMITS.storyMax),
  from_kitchen_of: optionalText('From the kitchen of', RECIPE_LIMITS.fromKitchenOfMax),
  variation_of: z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z.uuid({ error: 'Variation of must be the id of a recipe' }).nullable(),
  ),
  /** The language the recipe is written in (ISO 639-1, any case); English when not given. */
  language: z.preprocess(
    (value) =>
      isBlank(value)
        ? DEFAULT_LANGUAGE
        : typeof value === 'string'
          ? value.trim().toLowerCase()
          : value,
    z.enum(RECIPE_LANGUAGES, { error: VALIDATION.languageInvalid }),
  ),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

/** The specification's order of the submit form's messages; fields it does not name go last. */
const RECIPE_FIELD_ORDER = [
  'title',
  'description',
  'thumbnail_image',
  'category',
  'more.difficulty',
  'more.prep_time',
  'more.cook_time',
  'more.total_time',
  'more.serving',
  'ingredients',
  'instructions',
  'more.source',
  'tags',
  'tips',
  'reviews',
  'story',
  'from_kitchen_of',
  'card_image',
  'variation_of',
  'language',
];

/**
 * Checks a submitted or edited recipe and lists every problem in the specification's order, with
 * its exact messages for missing fields. The submit form requires a thumbnail; the edit form keeps
 * the current one unless a new file is chosen.
 */
export function validateRecipeInput(
  raw: unknown,
  options: { hasThumbnail: boolean; requireThumbnail: boolean },
): ValidationResult<RecipeInput> {
  const thumbnailErrors: FieldError[] =
    options.requireThumbnail && !options.hasThumbnail
      ? [{ field: 'thumbnail_image', message: VALIDATION.thumbnailRequired }]
      : [];
  return validateFields(recipeInputSchema, raw, RECIPE_FIELD_ORDER, thumbnailErrors);
}
