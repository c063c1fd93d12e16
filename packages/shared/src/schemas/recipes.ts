import { z } from '../zod.js';
import {
  CATEGORIES,
  DIFFICULTIES,
  RECIPE_STATUSES,
  REVIEW_LIMITS,
  TITLE_MAX_LENGTH,
} from '../constants.js';
import { RECIPE_LANGUAGES } from '../languages/recipe-languages.js';
import { API_MESSAGES } from '../messages.js';
import { utf8Bytes } from '../parsing/json-text.js';
import { integer, integerText, optionalText, requiredText } from './fields.js';
import { ingredientSchema } from './ingredient.js';

export { ingredientSchema, type Ingredient } from './ingredient.js';

const minutes = z.number().int().nonnegative();

export const recipeMoreSchema = z.object({
  prep_time: minutes,
  cook_time: minutes,
  total_time: minutes,
  serving: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  source: z.string(),
  created_on: z.iso.datetime({ offset: true }),
  updated_on: z.iso.datetime({ offset: true }),
});
export type RecipeMore = z.infer<typeof recipeMoreSchema>;

const imageUrl = z.string().regex(/^(https?:\/\/|\/)/);

/** One status change of a recipe (decision 019); only the owner and admins receive them. */
export const statusChangeSchema = z.object({
  /** Null for the submission itself. */
  from: z.literal(RECIPE_STATUSES).nullable(),
  to: z.literal(RECIPE_STATUSES),
  by: z.string(),
  at: z.iso.datetime({ offset: true }),
  note: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/**
 * One review of a recipe (docs/product.md, what a recipe holds): who wrote it, 1 to 5 stars, what
 * they said and, when known, when. The fields of a schema.org Review (author, reviewRating,
 * reviewBody, datePublished), each bounded.
 */
export const reviewSchema = z.object(
  {
    author: requiredText('Review author', 'Every review needs an author', REVIEW_LIMITS.authorMax),
    rating: integerText(
      integer(REVIEW_LIMITS.rating, {
        invalid: `A review rating must be a whole number from ${REVIEW_LIMITS.rating.min} to ${REVIEW_LIMITS.rating.max}`,
      }),
    ),
    text: optionalText('A review', REVIEW_LIMITS.textMax),
    date: z.iso
      .datetime({ offset: true, error: 'A review date must be an ISO 8601 date and time' })
      .optional(),
  },
  { error: 'Each review must have an author, a rating and a text' },
);
export type Review = z.infer<typeof reviewSchema>;

/**
 * A list of reviews within REVIEW_LIMITS. The count is checked before any entry, so a list of
 * 200,000 entries costs one comparison; the size in bytes only once every entry is a flat review,
 * so serialising it cannot recurse into anything deep.
 */
export const reviewsSchema = z
  .array(z.unknown(), { error: 'Reviews must be a list' })
  .max(REVIEW_LIMITS.count, API_MESSAGES.reviewsTooLarge)
  .pipe(z.array(reviewSchema))
  .refine(
    (reviews) => utf8Bytes(JSON.stringify(reviews)) <= REVIEW_LIMITS.maxBytes,
    API_MESSAGES.reviewsTooLarge,
  );

/** A link to another recipe: the original's variations, or the original a variation comes from. */
export const recipeLinkSchema = z.object({ _id: z.uuid(), title: z.string() });
export type RecipeLink = z.infer<typeof recipeLinkSchema>;

/** The specification's Recipe entity, as the API sends it. */
export const recipeSchema = z.object({
  _id: z.uuid(),
  title: z.string().max(TITLE_MAX_LENGTH),
  description: z.string(),
  /** An absolute URL (S3, CDN) or a path on the API host (/uploads/...). */
  thumbnail_image: imageUrl,
  category: z.enum(CATEGORIES),
  tags: z.array(z.string()),
  /** The language the recipe is written in (ISO 639-1); its content is shown with it. */
  language: z.enum(RECIPE_LANGUAGES),
  ingredients: z.array(ingredientSchema),
  instructions: z.array(z.string()),
  tips: z.array(z.string()),
  reviews: z.array(reviewSchema),
  status: z.literal(RECIPE_STATUSES),
  featured: z.boolean(),
  more: recipeMoreSchema,
  user_name: z.string(),
  /** Only the owner and admins receive it (docs/product.md, access rules). */
  user_email: z.string().optional(),
  /** Family provenance (decision 019); '' and null when not given. */
  story: z.string(),
  from_kitchen_of: z.string(),
  /** The scan or photo of the handwritten card. */
  card_image: imageUrl.nullable(),
  /** The id of the recipe this one is a variation of, as the cook chose it. */
  variation_of: z.uuid().nullable(),
  /** The original, when it is approved: a variation of a recipe no longer shown has no link. */
  original: recipeLinkSchema.nullable(),
  variations: z.array(recipeLinkSchema), // the approved ones
  /** The latest moderation note, for the owner and admins only (docs/product.md, access rules). */
  review_note: z.string().nullable().optional(),
  /** Every status change, oldest first; only the owner and admins receive it. */
  history: z.array(statusChangeSchema).optional(),
  /** The mean "we made this" rating, one decimal; null before the first (decision 027). */
  rating_average: z.number().min(1).max(5).nullable(),
  rating_count: z.number().int().nonnegative(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * A recipe as the list calls send it: what a card and the featured carousel show. The detail call
 * (GET /api/recipes/:id) sends the whole recipe.
 */
export const recipeSummarySchema = recipeSchema.omit({
  ingredients: true,
  instructions: true,
  tips: true,
  reviews: true,
  story: true,
  from_kitchen_of: true,
  card_image: true,
  variation_of: true,
  original: true,
  variations: true,
  history: true,
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;
