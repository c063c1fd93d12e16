import {
  formatDecimal,
  withDecimalSeparator,
  ingredientToLine,
  parseIngredients,
  parseLines,
  parseTags,
  RECIPE_STATUS,
  replaceAmounts,
  understood,
  validateRecipeInput,
  type Ingredient,
  type FieldError,
  type Recipe,
  type RecipeInput,
  type ValidationResult,
} from '@family-recipes/shared';

/** What the form holds: every field as the person typed it. */
export interface RecipeFormValues {
  title: string;
  description: string;
  category: string;
  difficulty: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  serving: string;
  source: string;
  ingredients: string;
  instructions: string;
  tips: string;
  tags: string;
  /** Family provenance (decision 019), all optional. */
  story: string;
  fromKitchenOf: string;
  /** The id of the original recipe, '' for none. */
  variationOf: string;
  /** The language the recipe is written in (RECIPE_LANGUAGES); guessed until the cook picks. */
  language: string;
}

export type RecipeFieldName = keyof RecipeFormValues | 'thumbnail' | 'card';

export const EMPTY_RECIPE_VALUES: RecipeFormValues = {
  title: '',
  description: '',
  category: '',
  difficulty: '',
  prepTime: '',
  cookTime: '',
  totalTime: '',
  serving: '',
  source: '',
  ingredients: '',
  instructions: '',
  tips: '',
  tags: '',
  story: '',
  fromKitchenOf: '',
  variationOf: '',
  language: 'en',
};

/** Amounts the edit form writes: three decimals keep 1/8 (0.125) exact. */
const EDIT_DECIMALS = 3;

/**
 * The edit form starts from the stored recipe: each ingredient line as the cook wrote it, its
 * fractions written as decimals ("1 1/2 cups" as "1.5 cups"), as the form asks for decimals.
 */
export function valuesFromRecipe(recipe: Recipe): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    category: recipe.category,
    difficulty: recipe.more.difficulty,
    prepTime: String(recipe.more.prep_time),
    cookTime: String(recipe.more.cook_time),
    totalTime: String(recipe.more.total_time),
    serving: recipe.more.serving,
    source: recipe.more.source,
    ingredients: recipe.ingredients
      .map((ing) =>
        // Decimals as the recipe's own language writes them: "0,5 l Milch" in a German recipe.
        replaceAmounts(understood(ing).text, (value) =>
          withDecimalSeparator(formatDecimal(value, EDIT_DECIMALS), recipe.language),
        ),
      )
      .join('\n'),
    instructions: recipe.instructions.join('\n'),
    tips: recipe.tips.join('\n'),
    tags: recipe.tags.join(', '),
    story: recipe.story,
    fromKitchenOf: recipe.from_kitchen_of,
    variationOf: recipe.variation_of ?? '',
    language: recipe.language,
  };
}

/** The fields of an imported draft (POST /api/import/url); times the page did not give stay empty. */
export function valuesFromDraft(draft: {
  title: string;
  description: string;
  category: string;
  tags: readonly string[];
  ingredients: readonly Ingredient[];
  instructions: readonly string[];
  tips: readonly string[];
  language?: string;
  more: {
    prep_time: number | null;
    cook_time: number | null;
    total_time: number | null;
    serving: string;
    difficulty: string;
    source: string;
  };
}): RecipeFormValues {
  const minutes = (value: number | null) => (value === null ? '' : String(value));
  return {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    difficulty: draft.more.difficulty,
    prepTime: minutes(draft.more.prep_time),
    cookTime: minutes(draft.more.cook_time),
    totalTime: minutes(draft.more.total_time),
    serving: draft.more.serving,
    source: draft.more.source,
    // A draft's line as the page wrote it, when the import kept it.
    ingredients: draft.ingredients.map((ing) => ing.text ?? ingredientToLine(ing)).join('\n'),
    instructions: draft.instructions.join('\n'),
    tips: draft.tips.join('\n'),
    tags: draft.tags.join(', '),
    story: '',
    fromKitchenOf: '',
    variationOf: '',
    language: draft.language ?? 'en',
  };
}

/** Prep plus cook, when both are whole minutes; otherwise nothing to suggest. */
export function suggestedTotal(prepTime: string, cookTime: string): string {
  const prep = prepTime.trim();
  const cook = cookTime.trim();
  if (!/^\d+$/.test(prep) || !/^\d+$/.test(cook)) return '';
  return String(Number(prep) + Number(cook));
}

/** The form's text turned into the shape the shared schema checks. */
function rawRecipeInput(values: RecipeFormValues, reviews: unknown[] = []) {
  return {
    title: values.title,
    description: values.description,
    category: values.category,
    tags: parseTags(values.tags),
    ingredients: parseIngredients(values.ingredients),
    instructions: parseLines(values.instructions),
    tips: parseLines(values.tips),
    reviews,
    more: {
      prep_time: values.prepTime,
      cook_time: values.cookTime,
      total_time: values.totalTime,
      serving: values.serving,
      difficulty: values.difficulty,
      source: values.source,
    },
    story: values.story,
    from_kitchen_of: values.fromKitchenOf,
    variation_of: values.variationOf,
    language: values.language,
  };
}

export function validateRecipeForm(
  values: RecipeFormValues,
  options: { hasThumbnail: boolean; requireThumbnail: boolean },
): ValidationResult<RecipeInput> {
  return validateRecipeInput(rawRecipeInput(values), options);
}

/**
 * The form field that shows each field the shared validation and the API name
 * (`FieldError.field`): the API's names are the request's (`more.prep_time`, `thumbnail_image`).
 */
const FORM_FIELD_OF: Readonly<Record<string, RecipeFieldName>> = {
  title: 'title',
  description: 'description',
  thumbnail_image: 'thumbnail',
  category: 'category',
  'more.difficulty': 'difficulty',
  'more.prep_time': 'prepTime',
  'more.cook_time': 'cookTime',
  'more.total_time': 'totalTime',
  'more.serving': 'serving',
  'more.source': 'source',
  ingredients: 'ingredients',
  instructions: 'instructions',
  tips: 'tips',
  tags: 'tags',
  story: 'story',
  from_kitchen_of: 'fromKitchenOf',
  card_image: 'card',
  variation_of: 'variationOf',
  language: 'language',
};

/** The form field of an error's `field`; undefined for one the form does not show (reviews). */
export function formFieldOf(field: string): RecipeFieldName | undefined {
  return Object.hasOwn(FORM_FIELD_OF, field) ? FORM_FIELD_OF[field] : undefined;
}

/** The errors by form field, the first for each. */
export function fieldErrorsOf(
  errors: readonly FieldError[],
): Partial<Record<RecipeFieldName, string>> {
  const byField: Partial<Record<RecipeFieldName, string>> = {};
  for (const error of errors) {
    const name = formFieldOf(error.field);
    if (name && byField[name] === undefined) byField[name] = error.message;
  }
  return byField;
}

/**
 * The multipart body of POST /api/submit-recipe and PUT /api/update-recipe/:id: text fields, the
 * list fields as JSON text, status 100, and the photo when there is one.
 */
export function recipeFormData(
  input: RecipeInput,
  photo: File | null,
  reviews: unknown[] = [],
  card: File | null = null,
) {
  const body = new FormData();
  body.append('title', input.title);
  body.append('description', input.description);
  body.append('category', input.category);
  body.append('instructions', JSON.stringify(input.instructions));
  body.append('tags', JSON.stringify(input.tags));
  body.append('ingredients', JSON.stringify(input.ingredients));
  body.append('reviews', JSON.stringify(reviews));
  body.append('more', JSON.stringify(input.more));
  body.append('tips', JSON.stringify(input.tips));
  body.append('status', String(RECIPE_STATUS.PENDING));
  body.append('story', input.story);
  body.append('from_kitchen_of', input.from_kitchen_of);
  body.append('variation_of', input.variation_of ?? '');
  body.append('language', input.language);
  if (photo) body.append('thumbnail_image', photo);
  if (card) body.append('card_image', card);
  return body;
}
