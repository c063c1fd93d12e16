import {
  CATEGORIES,
  COOKBOOK_LIMITS,
  COOKBOOK_MESSAGES,
  type CookbookChoice,
  type CookbookChoiceInput,
} from '@family-recipes/shared';
import { invalidField } from '../../http/errors.js';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { BookRecipeRow, BookRecipesRepository } from './book-recipes.repository.js';

/**
 * The recipes a book can be started from (POST /api/cookbooks/choice): never more than a book
 * holds, and only recipes the caller's book may hold (approved ones and their own).
 */
export class CookbookChoices {
  constructor(
    private readonly recipes: BookRecipesRepository,
    private readonly households: HouseholdLookup,
  ) {}

  async choose(input: CookbookChoiceInput, principal: Principal): Promise<CookbookChoice> {
    // One more than a book holds, to tell whether the source held more.
    const rows = await this.rows(input, principal, COOKBOOK_LIMITS.recipesMax + 1);
    return {
      items: rows.slice(0, COOKBOOK_LIMITS.recipesMax).map((row) => ({
        _id: row.id,
        title: row.title,
        category: row.category as CookbookChoice['items'][number]['category'],
        thumbnail_image: row.thumbnailImage,
        has_card: row.cardImage !== null,
        user_name: row.userName,
      })),
      truncated: rows.length > COOKBOOK_LIMITS.recipesMax,
    };
  }

  private async rows(
    { source, value = '' }: CookbookChoiceInput,
    principal: Principal,
    limit: number,
  ): Promise<BookRecipeRow[]> {
    switch (source) {
      case 'category': {
        const category = CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase());
        if (!category) throw invalidField('value', COOKBOOK_MESSAGES.categoryRequired);
        return this.recipes.byCategory(category, limit);
      }
      case 'cook':
        if (value === '') throw invalidField('value', COOKBOOK_MESSAGES.cookRequired);
        return this.recipes.byCook(value, limit);
      case 'favourites':
        return this.recipes.favouritesOf(principal.sub, limit);
      case 'plan': {
        // Read without making the cook a household: one without a plan has planned nothing.
        const householdId = await this.households.existingHouseholdOf(principal);
        if (!householdId) return [];
        const today = new Date().toISOString().slice(0, 10);
        return this.recipes.plannedBefore(householdId, today, principal.sub, limit);
      }
      case 'approved':
        return this.recipes.allApproved(limit);
      case 'mine':
        return this.recipes.ownedBy(principal.sub, limit);
    }
  }
}
