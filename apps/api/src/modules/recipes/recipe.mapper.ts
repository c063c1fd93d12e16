import type {
  Category,
  Difficulty,
  ListQuery,
  Recipe,
  RecipeLink,
  RecipeStatus,
  RecipeSummary,
  StatusChange,
} from '@family-recipes/shared';
import type { RecipeListRow, RecipeRow, RecipeStatusChangeRow } from './recipes.schema.js';
import { isAdmin, owns, type Principal } from '../identity/index.js';
import type { ListOptions, RecipeLinkRow } from './recipes.repository.js';

/** What a viewer may see beyond the public recipe (docs/product.md, access rules). */
export interface RecipeView {
  /** The owner and admins: `user_email`. */
  includeEmail: boolean;
  /** The owner and admins: `review_note` (and the history, when given). */
  includeReview: boolean;
}

/**
 * Submitters' addresses, moderation notes and status history are for the owner and admins only
 * (docs/product.md, access rules).
 */
export function viewOf(row: RecipeListRow, viewer: Principal | null | undefined): RecipeView {
  const privileged = isAdmin(viewer) || owns(viewer, row.ownerSub);
  return { includeEmail: privileged, includeReview: privileged };
}

/** A list query's paging and order as the repository takes them. */
export function listOptions(query: ListQuery): ListOptions {
  return { sortBy: query.sort_by, order: query.order, limit: query.limit, page: query.page };
}

/** The links and history the detail carries; loaded by the service. */
export interface RecipeRelations {
  original: RecipeLinkRow | undefined;
  variations: RecipeLinkRow[];
  history?: RecipeStatusChangeRow[] | undefined;
}

function toLink(row: RecipeLinkRow): RecipeLink {
  return { _id: row.id, title: row.title };
}

function toStatusChange(row: RecipeStatusChangeRow): StatusChange {
  return {
    from: row.fromStatus as RecipeStatus | null,
    to: row.toStatus as RecipeStatus,
    by: row.byName,
    at: row.changedOn.toISOString(),
    note: row.note,
  };
}

/**
 * The API's document shape (`_id`, nested `more`) with the family provenance; `user_email`,
 * `review_note` and `history` only for the owner and admins (docs/product.md, access rules).
 */
export function toRecipeJson(row: RecipeRow, view: RecipeView, relations: RecipeRelations): Recipe {
  return {
    ...toRecipeSummaryJson(row, view),
    ingredients: row.ingredients,
    instructions: row.instructions,
    tips: row.tips,
    reviews: row.reviews,
    story: row.story,
    from_kitchen_of: row.fromKitchenOf,
    card_image: row.cardImage,
    variation_of: row.variationOf,
    original: relations.original ? toLink(relations.original) : null,
    variations: relations.variations.map(toLink),
    ...(view.includeReview && relations.history
      ? { history: relations.history.map(toStatusChange) }
      : {}),
  };
}

/** A recipe's times, servings, difficulty and source, named as the API and the export name them. */
export function recipeFactsOf(
  row: Pick<
    RecipeListRow,
    'prepTime' | 'cookTime' | 'totalTime' | 'serving' | 'difficulty' | 'source'
  >,
) {
  return {
    prep_time: row.prepTime,
    cook_time: row.cookTime,
    total_time: row.totalTime,
    serving: row.serving,
    difficulty: row.difficulty as Difficulty,
    source: row.source,
  };
}

/** The list calls' card-sized recipe: no ingredients, instructions, tips or reviews. */
export function toRecipeSummaryJson(row: RecipeListRow, view: RecipeView): RecipeSummary {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    thumbnail_image: row.thumbnailImage,
    category: row.category as Category,
    tags: row.tags,
    language: row.language,
    status: row.status as RecipeStatus,
    featured: row.featured,
    more: {
      ...recipeFactsOf(row),
      created_on: row.createdOn.toISOString(),
      updated_on: row.updatedOn.toISOString(),
    },
    user_name: row.userName,
    ...(view.includeEmail ? { user_email: row.userEmail } : {}),
    ...(view.includeReview ? { review_note: row.reviewNote } : {}),
    rating_average:
      row.ratingCount > 0 ? Math.round((row.ratingTotal / row.ratingCount) * 10) / 10 : null,
    rating_count: row.ratingCount,
  };
}
