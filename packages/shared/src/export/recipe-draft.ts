import type { Category, Difficulty } from '../constants.js';
import type { RecipeLanguage } from '../languages/recipe-languages.js';
import type { Ingredient } from '../schemas/recipes.js';

/**
 * What POST /api/import/url answers: the submit form's fields (POST /api/submit-recipe) filled from
 * a recipe page, for the cook to check. Times the page does not give are null; the photo, when there
 * is one, is a data URL the web app turns back into the form's file (docs/decisions/018).
 */
export interface RecipeDraft {
  title: string;
  description: string;
  category: Category;
  tags: string[];
  /** The page's language when it names a recipe language, else a guess from its text, else 'en'. */
  language: RecipeLanguage;
  ingredients: Ingredient[];
  instructions: string[];
  tips: string[];
  reviews: never[];
  more: {
    prep_time: number | null;
    cook_time: number | null;
    total_time: number | null;
    serving: string;
    difficulty: Difficulty;
    source: string;
  };
  thumbnail_image: string | null;
  /** Things the cook should know: a shortened title, a photo that could not be used. */
  warnings: string[];
}
