import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECIPE_JSON_MAX_DEPTH, RECIPE_LIMITS, REVIEW_LIMITS } from '../constants.js';
import { API_MESSAGES } from '../messages.js';
import { VALIDATION } from '../form-messages.js';
import { anyText } from '../test-support/arbitraries.js';
import { ingredientSchema, recipeMoreSchema, recipeSchema, reviewSchema } from './recipes.js';
import { RECIPE_JSON_FIELDS, recipeInputSchema, validateRecipeInput } from './recipe-input.js';

const SUBMIT = { hasThumbnail: true, requireThumbnail: true };
const SUBMIT_WITHOUT_FILE = { hasThumbnail: false, requireThumbnail: true };
const EDIT = { hasThumbnail: false, requireThumbnail: false };

const ALL_REQUIRED = [
  'Title is required',
  'Description is required',
  'Thumbnail Image is required',
  'Category is required',
  'Difficulty is required',
  'Prep Time is required',
  'Cook Time is required',
  'Total Time is required',
  'Serving is required',
  'Ingredients are required',
  'Instructions are required',
  'Source is required',
];

function formInput() {
  return {
    title: 'Grandma’s Apple Pie',
    description: 'Flaky crust, tart apples.',
    category: 'Desserts',
    tags: ['vegetarian'],
    ingredients: [
      { quantity: 2.5, units: 'cups', ingredient: 'flour' },
      { quantity: null, units: '', ingredient: 'salt to taste' },
    ],
    instructions: ['Make the crust.', 'Bake for 50 minutes.'],
    tips: ['Use cold butter.'],
    reviews: [],
    more: {
      prep_time: 30,
      cook_time: 50,
      total_time: 80,
      serving: '8 slices',
      difficulty: 'Medium',
      source: 'Grandma',
    },
  };
}

function storedRecipe() {
  return {
    _id: '3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70',
    ...formInput(),
    thumbnail_image: '/uploads/pie-640.webp',
    language: 'en',
    status: 101,
    featured: false,
    more: {
      ...formInput().more,
      created_on: '2025-01-02T03:04:05.000Z',
      updated_on: '2025-01-02T03:04:05.000Z',
    },
    user_name: 'Ann',
    user_email: 'ann@example.com',
    story: '',
    from_kitchen_of: '',
    card_image: null,
    variation_of: null,
    original: null,
    variations: [],
    rating_average: 4.5,
    rating_count: 2,
  };
}

/** The form's input as validation gives it back: the optional provenance fields filled in. */
/** A line as the server stores it: the parser's reading, with nothing beside it. */
function storedLine(fields: {
  quantity: number | null;
  units: string;
  ingredient: string;
  text: string;
  food: string;
  unit: string | null;
  note?: string;
}) {
  return {
    note: '',
    range: null,
    alternate: '',
    optional: false,
    approximate: false,
    ...fields,
  };
}

function cleanedInput() {
  return {
    ...formInput(),
    ingredients: [
      storedLine({
        quantity: 2.5,
        units: 'cups',
        ingredient: 'flour',
        text: '2.5 cups flour',
        food: 'flour',
        unit: 'cup',
      }),
      storedLine({
        quantity: null,
        units: '',
        ingredient: 'salt to taste',
        text: 'salt to taste',
        food: 'salt',
        unit: null,
        note: 'to taste',
      }),
    ],
    story: '',
    from_kitchen_of: '',
    variation_of: null,
    language: 'en',
  };
}

function errorsOf(raw: unknown, options = SUBMIT): string[] {
  const result = validateRecipeInput(raw, options);
  return result.success ? [] : result.errors.map((error) => error.message);
}

describe('recipeSchema', () => {
  it('when given a recipe as the API sends it, then it accepts it', () => {
    expect(recipeSchema.parse(storedRecipe())).toEqual(storedRecipe());
  });

  it('when the submitter’s email is hidden, then the recipe is still valid', () => {
    const { user_email: _hidden, ...publicRecipe } = storedRecipe();
    expect(recipeSchema.safeParse(publicRecipe).success).toBe(true);
  });

  it('when the thumbnail is an absolute URL, then it is accepted', () => {
    const recipe = { ...storedRecipe(), thumbnail_image: 'https://cdn.example.com/pie.webp' };
    expect(recipeSchema.safeParse(recipe).success).toBe(true);
  });

  it.each([
    ['status', 102],
    ['category', 'Soups'],
    ['title', 'x'.repeat(51)],
    ['_id', 'not-a-uuid'],
    ['thumbnail_image', 'javascript:alert(1)'],
    ['featured', 'yes'],
  ])('when %s is %j, then the recipe is refused', (field, value) => {
    expect(recipeSchema.safeParse({ ...storedRecipe(), [field]: value }).success).toBe(false);
  });
});

describe('recipeMoreSchema', () => {
  it('when times are not whole minutes or dates not ISO, then it refuses them', () => {
    const more = storedRecipe().more;
    expect(recipeMoreSchema.safeParse(more).success).toBe(true);
    expect(recipeMoreSchema.safeParse({ ...more, prep_time: 1.5 }).success).toBe(false);
    expect(recipeMoreSchema.safeParse({ ...more, cook_time: -1 }).success).toBe(false);
    expect(recipeMoreSchema.safeParse({ ...more, difficulty: 'easy' }).success).toBe(false);
    expect(recipeMoreSchema.safeParse({ ...more, created_on: 'yesterday' }).success).toBe(false);
  });

  it('when a date carries a time zone offset, then it is accepted', () => {
    const more = { ...storedRecipe().more, updated_on: '2025-01-02T04:04:05+01:00' };
    expect(recipeMoreSchema.safeParse(more).success).toBe(true);
  });
});

describe('ingredientSchema', () => {
  it('when the quantity is a number or null, then it is accepted', () => {
    expect(
      ingredientSchema.safeParse({ quantity: 1, units: 'cup', ingredient: 'milk' }).success,
    ).toBe(true);
    expect(
      ingredientSchema.safeParse({ quantity: null, units: '', ingredient: 'salt' }).success,
    ).toBe(true);
    expect(
      ingredientSchema.safeParse({ quantity: '1', units: '', ingredient: 'salt' }).success,
    ).toBe(false);
  });
});

describe('validateRecipeInput', () => {
  it('when the form is valid, then it gives the cleaned recipe', () => {
    expect(validateRecipeInput(formInput(), SUBMIT)).toEqual({
      success: true,
      data: cleanedInput(),
    });
  });

  it('when everything is missing, then it lists every specification message in order', () => {
    expect(errorsOf({}, SUBMIT_WITHOUT_FILE)).toEqual(ALL_REQUIRED);
    expect(ALL_REQUIRED).toEqual([
      VALIDATION.titleRequired,
      VALIDATION.descriptionRequired,
      VALIDATION.thumbnailRequired,
      VALIDATION.categoryRequired,
      VALIDATION.difficultyRequired,
      VALIDATION.prepTimeRequired,
      VALIDATION.cookTimeRequired,
      VALIDATION.totalTimeRequired,
      VALIDATION.servingRequired,
      VALIDATION.ingredientsRequired,
      VALIDATION.instructionsRequired,
      VALIDATION.sourceRequired,
    ]);
  });

  it('when every field is empty as a form sends it, then it lists the same messages', () => {
    const empty = {
      title: '  ',
      description: '',
      category: '',
      tags: '',
      ingredients: [],
      instructions: ['', '  '],
      tips: '',
      reviews: '',
      more: {
        prep_time: '',
        cook_time: null,
        total_time: ' ',
        serving: '',
        difficulty: '',
        source: '',
      },
    };
    expect(errorsOf(empty, SUBMIT_WITHOUT_FILE)).toEqual(ALL_REQUIRED);
  });

  it.each<[unknown]>([[null], [undefined], [42], ['recipe'], [[]], [[{ title: 'Pie' }]], [true]])(
    'when the input is %j instead of an object, then it lists every required field',
    (raw) => {
      expect(errorsOf(raw, SUBMIT_WITHOUT_FILE)).toEqual(ALL_REQUIRED);
    },
  );

  it('when `more` is missing or not an object, then each of its fields is required', () => {
    for (const more of [undefined, null, 'x', [1], 7]) {
      expect(errorsOf({ ...formInput(), more })).toEqual([
        'Difficulty is required',
        'Prep Time is required',
        'Cook Time is required',
        'Total Time is required',
        'Serving is required',
        'Source is required',
      ]);
    }
  });

  it('when only the thumbnail is missing on submit, then that is the one message', () => {
    expect(errorsOf(formInput(), SUBMIT_WITHOUT_FILE)).toEqual(['Thumbnail Image is required']);
  });

  it('when editing without a new thumbnail, then the recipe is valid', () => {
    expect(validateRecipeInput(formInput(), EDIT).success).toBe(true);
  });

  it('when some fields are missing, then only theirs are listed, in the specification order', () => {
    const { title: _title, ...input } = formInput();
    expect(errorsOf({ ...input, instructions: [], more: { ...input.more, serving: '' } })).toEqual([
      'Title is required',
      'Serving is required',
      'Instructions are required',
    ]);
  });

  it('when values are wrong rather than missing, then each field gets one clear message', () => {
    const input = {
      ...formInput(),
      title: 'x'.repeat(51),
      description: 12,
      category: 'Soups',
      tags: 'vegan',
      ingredients: [{ quantity: -1, units: 'cup', ingredient: '' }],
      more: {
        prep_time: 1.5,
        cook_time: '-3',
        total_time: 'an hour',
        serving: 4,
        difficulty: 'Super',
        source: 'x'.repeat(201),
      },
    };
    expect(errorsOf(input)).toEqual([
      'Title must be at most 50 characters',
      'Description must be text',
      'Category must be one of Entrees, Breakfast, Appetizers, Desserts, Sides, Drinks, Other',
      'Difficulty must be one of Easy, Medium, Hard, Expert',
      'Prep Time must be a whole number of minutes',
      'Cook Time must be a whole number of minutes',
      'Total Time must be a whole number of minutes',
      'Serving must be text',
      'Ingredient amounts cannot be negative',
      'Source must be at most 200 characters',
      'Tags must be a list of text',
    ]);
  });

  it('when a time is absurdly long, then it says the limit', () => {
    const input = formInput();
    expect(errorsOf({ ...input, more: { ...input.more, total_time: 100_001 } })).toEqual([
      'Total Time must be at most 100000 minutes',
    ]);
  });

  it('when an ingredient has no name, then it says so once for all of them', () => {
    const ingredients = [
      { quantity: 1, units: 'cup', ingredient: ' ' },
      { quantity: 2, units: '', ingredient: '' },
    ];
    expect(errorsOf({ ...formInput(), ingredients })).toEqual(['Every ingredient needs a name']);
  });

  it('when lists are not lists of text, then it says so', () => {
    expect(errorsOf({ ...formInput(), instructions: [1, 2], tips: { a: 1 }, reviews: 3 })).toEqual([
      'Instructions must be a list of text',
      'Tips must be a list of text',
      'Reviews must be a list',
    ]);
    expect(errorsOf({ ...formInput(), ingredients: 'flour' })).toEqual([
      'Ingredients must be a list',
    ]);
    expect(errorsOf({ ...formInput(), ingredients: ['flour'] })).toEqual([
      'Each ingredient must have a quantity, units and an ingredient',
    ]);
  });

  it('when values need tidying, then they are normalised', () => {
    const input = {
      ...formInput(),
      title: '  Pie  ',
      category: ' dESSerts',
      tags: [' Vegan', 'vegan', '', 'gf '],
      instructions: [' Mix. ', '', 'Bake.'],
      ingredients: [{ ingredient: ' flour ' }],
      tips: undefined,
      reviews: undefined,
      more: { ...formInput().more, prep_time: ' 30 ', difficulty: 'hard', serving: ' 8 ' },
    };
    const result = validateRecipeInput(input, SUBMIT);
    expect(result).toEqual({
      success: true,
      data: {
        ...cleanedInput(),
        title: 'Pie',
        category: 'Desserts',
        tags: ['Vegan', 'gf'],
        instructions: ['Mix.', 'Bake.'],
        ingredients: [
          storedLine({
            quantity: null,
            units: '',
            ingredient: 'flour',
            text: 'flour',
            food: 'flour',
            unit: null,
          }),
        ],
        tips: [],
        reviews: [],
        more: { ...formInput().more, prep_time: 30, difficulty: 'Hard', serving: '8' },
      },
    });
  });

  it('when the JSON fields arrive as multipart JSON text, then they are read', () => {
    const input: Record<string, unknown> = { ...formInput() };
    for (const field of RECIPE_JSON_FIELDS) input[field] = JSON.stringify(input[field]);
    expect(validateRecipeInput(input, SUBMIT)).toEqual({ success: true, data: cleanedInput() });
  });

  it('when fields the server sets are sent, then they are dropped', () => {
    const input = {
      ...formInput(),
      status: 101,
      featured: true,
      user_email: 'mallory@example.com',
      more: { ...formInput().more, created_on: '2000-01-01T00:00:00Z' },
    };
    expect(validateRecipeInput(input, SUBMIT)).toEqual({ success: true, data: cleanedInput() });
  });

  it('when an ingredient carries its line and model fields of its own, then the line is read and the fields are not taken', () => {
    const input = {
      ...formInput(),
      ingredients: [
        {
          quantity: 9,
          units: 'kg',
          ingredient: 'flakes',
          text: '1/4 tsp red pepper flakes',
          food: '<script>',
          unit: 'gallon',
          optional: true,
        },
        { quantity: 2, units: 'cups', ingredient: 'flour', food: 'sugar', note: 'sifted' },
      ],
    };
    const result = validateRecipeInput(input, SUBMIT);
    expect(result.success && result.data.ingredients).toEqual([
      storedLine({
        quantity: 0.25,
        units: 'tsp',
        ingredient: 'red pepper flakes',
        text: '1/4 tsp red pepper flakes',
        food: 'red pepper flakes',
        unit: 'tsp',
      }),
      storedLine({
        quantity: 2,
        units: 'cups',
        ingredient: 'flour',
        text: '2 cups flour',
        food: 'flour',
        unit: 'cup',
      }),
    ]);
  });

  it('when an ingredient line is longer than a line may be, then it says so and nothing is read', () => {
    const text = `2 cups ${'flour '.repeat(130)}`;
    const input = { ...formInput(), ingredients: [{ ingredient: 'flour', text }] };
    expect(errorsOf(input)).toEqual([
      `Each ingredient line must be at most ${RECIPE_LIMITS.ingredientLineMax} characters`,
    ]);
  });

  it('when the title has exactly 50 characters, then it is accepted', () => {
    expect(validateRecipeInput({ ...formInput(), title: 'x'.repeat(50) }, SUBMIT).success).toBe(
      true,
    );
  });
});

describe('recipeInputSchema', () => {
  it('when parsed directly, then it reports the same messages as zod issues', () => {
    const result = recipeInputSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('Title is required');
  });
});

const recipeLike = fc.record(
  {
    title: fc.anything(),
    description: fc.anything(),
    category: fc.oneof(fc.constantFrom('Breakfast', 'drinks'), fc.anything()),
    tags: fc.oneof(fc.array(anyText), fc.anything()),
    ingredients: fc.oneof(
      fc.array(
        fc.record(
          { quantity: fc.anything(), units: fc.anything(), ingredient: fc.anything() },
          { requiredKeys: [] },
        ),
      ),
      fc.anything(),
    ),
    instructions: fc.oneof(fc.array(anyText), anyText, fc.anything()),
    tips: fc.anything(),
    reviews: fc.anything(),
    more: fc.oneof(
      fc.record(
        {
          prep_time: fc.oneof(fc.integer(), anyText, fc.anything()),
          cook_time: fc.anything(),
          total_time: fc.anything(),
          serving: fc.anything(),
          difficulty: fc.anything(),
          source: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      anyText,
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);

describe('validateRecipeInput properties', () => {
  it('when given any value at all, then it never throws and lists distinct messages', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), recipeLike, anyText),
        fc.boolean(),
        fc.boolean(),
        (raw, hasThumbnail, requireThumbnail) => {
          const result = validateRecipeInput(raw, { hasThumbnail, requireThumbnail });
          if (result.success) return true;
          const fields = new Set(result.errors.map((error) => error.field));
          return result.errors.length > 0 && fields.size === result.errors.length;
        },
      ),
    );
  });

  it('when required fields are missing, then their messages keep the specification order', () => {
    fc.assert(
      fc.property(fc.subarray([...ALL_REQUIRED.keys()]), (missing) => {
        const input = formInput();
        const fields: Record<number, () => void> = {
          0: () => (input.title = ''),
          1: () => (input.description = ''),
          3: () => (input.category = ''),
          4: () => (input.more.difficulty = ''),
          5: () => Reflect.deleteProperty(input.more, 'prep_time'),
          6: () => Reflect.deleteProperty(input.more, 'cook_time'),
          7: () => Reflect.deleteProperty(input.more, 'total_time'),
          8: () => (input.more.serving = ' '),
          9: () => (input.ingredients = []),
          10: () => (input.instructions = []),
          11: () => (input.more.source = ''),
        };
        for (const index of missing) fields[index]?.();
        const options = { hasThumbnail: !missing.includes(2), requireThumbnail: true };
        expect(errorsOf(input, options)).toEqual(missing.map((index) => ALL_REQUIRED[index]));
      }),
    );
  });
});

const REVIEW = {
  author: 'Aunt May',
  rating: 5,
  text: 'Best pie ever.',
  date: '2025-03-04T05:06:07Z',
};

/** A list nested `depth` levels deep, built without recursion. */
function nested(depth: number): unknown[] {
  const top: unknown[] = [];
  let inner = top;
  for (let level = 1; level < depth; level += 1) {
    const next: unknown[] = [];
    inner.push(next);
    inner = next;
  }
  return top;
}

describe('reviews', () => {
  it('when a review has an author, a rating of 1 to 5, a text and a date, then it is kept', () => {
    const result = validateRecipeInput(
      { ...formInput(), reviews: JSON.stringify([REVIEW]) },
      SUBMIT,
    );
    expect(result).toMatchObject({ success: true, data: { reviews: [REVIEW] } });
  });

  it('when a rating is outside 1 to 5 or a field is too long, then the review is refused', () => {
    expect(reviewSchema.safeParse({ ...REVIEW, rating: 0 }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...REVIEW, rating: 6 }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...REVIEW, rating: 4.5 }).success).toBe(false);
    expect(
      reviewSchema.safeParse({ ...REVIEW, author: 'a'.repeat(REVIEW_LIMITS.authorMax + 1) })
        .success,
    ).toBe(false);
    expect(
      reviewSchema.safeParse({ ...REVIEW, text: 'a'.repeat(REVIEW_LIMITS.textMax + 1) }).success,
    ).toBe(false);
  });

  it('when the reviews text is nested 5,000 or 90,000 deep, then the depth message comes back', () => {
    for (const depth of [5_000, 90_000]) {
      const text = '['.repeat(depth) + ']'.repeat(depth);
      expect(errorsOf({ ...formInput(), reviews: text })).toEqual([API_MESSAGES.recipeJsonTooDeep]);
    }
  });

  it('when any JSON field of the form is nested past the limit, then the depth message comes back', () => {
    const deep = '['.repeat(RECIPE_JSON_MAX_DEPTH + 1) + ']'.repeat(RECIPE_JSON_MAX_DEPTH + 1);
    for (const field of RECIPE_JSON_FIELDS) {
      expect(errorsOf({ ...formInput(), [field]: deep })).toContain(API_MESSAGES.recipeJsonTooDeep);
    }
  });

  it('when parsed reviews are nested 90,000 deep, then they are refused without overflowing', () => {
    expect(errorsOf({ ...formInput(), reviews: [nested(90_000)] })).toEqual([
      'Each review must have an author, a rating and a text',
    ]);
    expect(errorsOf({ ...formInput(), reviews: [{ ...REVIEW, text: nested(90_000) }] })).toEqual([
      'A review must be text',
    ]);
  });

  it('when reviews hold 200,000 entries or more than 200 KB, then the size message comes back', () => {
    const many = Array.from({ length: 200_000 }, () => REVIEW);
    expect(errorsOf({ ...formInput(), reviews: many })).toEqual([API_MESSAGES.reviewsTooLarge]);
    const long = { ...REVIEW, text: 'a'.repeat(REVIEW_LIMITS.textMax) };
    const heavy = Array.from({ length: REVIEW_LIMITS.count }, () => long);
    expect(errorsOf({ ...formInput(), reviews: heavy })).toEqual([API_MESSAGES.reviewsTooLarge]);
    const text = JSON.stringify([{ ...REVIEW, text: 'a'.repeat(REVIEW_LIMITS.maxBytes) }]);
    expect(errorsOf({ ...formInput(), reviews: text })).toEqual([API_MESSAGES.reviewsTooLarge]);
  });

  it('when a list of the form has more entries than its limit, then it is refused', () => {
    const tags = Array.from({ length: RECIPE_LIMITS.tagsCount + 1 }, (_, i) => `tag ${i}`);
    expect(errorsOf({ ...formInput(), tags })).toEqual([
      `Tags can have at most ${RECIPE_LIMITS.tagsCount} entries`,
    ]);
    const ingredients = Array.from({ length: 200_000 }, () => 0);
    expect(errorsOf({ ...formInput(), ingredients })).toEqual([
      `Ingredients can have at most ${RECIPE_LIMITS.ingredientsCount} entries`,
    ]);
  });
});
