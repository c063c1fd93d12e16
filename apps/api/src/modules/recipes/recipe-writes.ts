import {
  RECIPE_STATUS,
  type RecipeInput,
  type RecipeStatus,
  type SiteLanguage,
} from '@family-recipes/shared';
import type { Principal } from '../identity/index.js';
import { reviewMail, type NewNoticeMail } from '../notices/index.js';
import type { Actor, RecipePatch } from './recipes.repository.js';
import type { RecipeRow } from './recipes.schema.js';

/** A recipe's `more` fields as its columns. */
export function moreColumns(more: RecipeInput['more']) {
  return {
    prepTime: more.prep_time,
    cookTime: more.cook_time,
    totalTime: more.total_time,
    serving: more.serving,
    difficulty: more.difficulty,
    source: more.source,
  };
}

/** The columns a submission or an edit writes. */
export function patchFrom(input: RecipeInput): RecipePatch {
  return {
    title: input.title,
    description: input.description,
    tags: input.tags,
    ingredients: input.ingredients,
    instructions: input.instructions,
    tips: input.tips,
    reviews: input.reviews,
    ...moreColumns(input.more),
    story: input.story,
    fromKitchenOf: input.from_kitchen_of,
    variationOf: input.variation_of,
    language: input.language,
  };
}

/** Who a status change or an edit is recorded as. */
export function actor(principal: Principal): Actor {
  return { name: principal.name, email: principal.email.toLowerCase() };
}

/** A recipe's status in words, for the 409 of a change it is not in the state for. */
export function describeStatus(status: number): string {
  if (status === RECIPE_STATUS.APPROVED) return 'approved';
  if (status === RECIPE_STATUS.DENIED) return 'denied';
  return 'pending';
}

/**
 * The mail that tells the cook `admin` moved their recipe to `to`, with the note if any, in
 * `language` (the cook's choice on their user record, else English).
 */
export function reviewNotice(
  recipe: RecipeRow,
  review: { to: RecipeStatus; note: string | null; admin: Principal },
  publicUrl: string,
  language: SiteLanguage,
): NewNoticeMail {
  return reviewMail(
    { id: recipe.id, title: recipe.title, cookName: recipe.userName, cookEmail: recipe.userEmail },
    {
      approved: review.to === RECIPE_STATUS.APPROVED,
      note: review.note,
      reviewer: review.admin.name,
    },
    publicUrl,
    language,
  );
}
