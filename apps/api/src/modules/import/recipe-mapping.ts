import {
  CATEGORIES,
  cleanTags,
  guessLanguage,
  isRecipeLanguage,
  parseIngredientLine,
  RECIPE_LIMITS,
  TITLE_MAX_LENGTH,
  type Category,
  type Difficulty,
  type IngredientLine,
  type RecipeDraft,
  type RecipeLanguage,
} from '@family-recipes/shared';
import { isJsonObject, type JsonObject, type JsonValue } from './schema-org.js';

export type { RecipeDraft };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  deg: '°',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

/** Sites put HTML (tags, entities) into JSON-LD text; the form wants plain text. */
export function plainText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return value
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      }
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t\u00a0]+/g, ' ')
    .trim();
}

function list(value: JsonValue | undefined): JsonValue[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Cuts at a word boundary when possible, so a long title does not end mid-word. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

/**
 * One line of the page as the parser reads it, its text kept. A line longer than the form takes is
 * cut at a word, and cut again to the length of one ingredient if its food and note would not fit.
 */
function ingredientOf(line: string): IngredientLine {
  const read = parseIngredientLine(shorten(line, RECIPE_LIMITS.ingredientLineMax));
  return read.ingredient.length <= RECIPE_LIMITS.ingredientMax
    ? read
    : parseIngredientLine(shorten(line, RECIPE_LIMITS.ingredientMax));
}

/** Whole minutes of an ISO 8601 duration ("PT1H30M", "P0DT0H20M", "PT90M"); null if unreadable. */
function isoDurationMinutes(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match =
    /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(
      value.trim(),
    );
  if (!match || value.trim().toUpperCase() === 'P' || /T$/i.test(value.trim())) return null;
  const [, days, hours, mins, secs] = match;
  const total =
    Number(days ?? 0) * 24 * 60 +
    Number(hours ?? 0) * 60 +
    Number(mins ?? 0) +
    Number(secs ?? 0) / 60;
  if (!Number.isFinite(total) || total > RECIPE_LIMITS.minutesMax) return null;
  return Math.round(total);
}

/** Words that point to a category, checked in the category field first, then keywords, then the name. */
const CATEGORY_WORDS: readonly [Category, RegExp][] = [
  ['Drinks', /\b(drinks?|beverages?|cocktails?|smoothies?|juices?|lemonade|punch|mocktails?)\b/i],
  ['Breakfast', /\b(breakfast|brunch|pancakes?|waffles?|omelett?es?|granola|porridge)\b/i],
  [
    'Desserts',
    /\b(desserts?|sweets?|cakes?|cookies?|pies?|tarts?|puddings?|brownies?|ice cream|cupcakes?|candy)\b/i,
  ],
  [
    'Appetizers',
    /\b(appetizers?|appetisers?|starters?|snacks?|dips?|hors d.oeuvres?|tapas|finger food)\b/i,
  ],
  ['Sides', /\b(sides?|side dish(es)?|salads?|vegetables?|accompaniments?)\b/i],
  ['Entrees', /\b(entr[eé]es?|main( course| dish)?s?|dinner|lunch|supper|mains)\b/i],
];

function suggestCategory(...texts: string[]): Category {
  for (const text of texts) {
    const exact = CATEGORIES.find((c) => c.toLowerCase() === text.trim().toLowerCase());
    if (exact) return exact;
    const found = CATEGORY_WORDS.find(([, words]) => words.test(text));
    if (found) return found[0];
  }
  return 'Other';
}

/** A guess from size alone (schema.org has no difficulty): the cook sees it and can change it. */
function suggestDifficulty(minutes: number | null, ingredients: number, steps: number): Difficulty {
  const time = minutes ?? 0;
  if (time <= 30 && ingredients <= 8 && steps <= 6) return 'Easy';
  if (time <= 120 && ingredients <= 15 && steps <= 12) return 'Medium';
  return 'Hard';
}

function servingFrom(value: JsonValue | undefined): string {
  const options = list(value)
    .map(plainText)
    .filter((text) => text !== '');
  const worded = options.find((text) => /[a-z]/i.test(text));
  const chosen = worded ?? options[0] ?? '';
  const serving = /^\d+(\.\d+)?$/.test(chosen) ? `${chosen} servings` : chosen;
  return shorten(serving, RECIPE_LIMITS.servingMax);
}

/** HowToStep, HowToSection (its steps), ItemList, plain strings and text with one step a line. */
function steps(value: JsonValue | undefined, depth = 0): string[] {
  if (depth > 4) return [];
  return list(value).flatMap((item): string[] => {
    if (typeof item === 'string') {
      return plainText(item)
        .split(/\n+/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
    }
    if (!isJsonObject(item)) return [];
    if (item['itemListElement'] !== undefined) return steps(item['itemListElement'], depth + 1);
    const text = plainText(item['text'] ?? item['name'] ?? item['description']);
    return text === '' ? [] : [text];
  });
}

function keywords(value: JsonValue | undefined): string[] {
  return list(value)
    .flatMap((item) => plainText(item).split(','))
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** The first image URL of `image`: a URL, a list of them, or ImageObjects. */
export function imageUrlOf(value: JsonValue | undefined): string | undefined {
  for (const item of list(value)) {
    if (typeof item === 'string' && item.trim() !== '') return item.trim();
    if (isJsonObject(item)) {
      const url = item['url'] ?? item['contentUrl'];
      if (typeof url === 'string' && url.trim() !== '') return url.trim();
    }
  }
  return undefined;
}

/** Codes some pages still write for a language, by the code the site knows it by. */
const OLD_CODES: Readonly<Record<string, RecipeLanguage>> = {
  iw: 'he',
  ji: 'yi',
  in: 'id',
  no: 'nb',
};

/** The recipe language a language tag ("de-AT", "pt_BR", "zh-Hans") names, if any. */
function recipeLanguageOf(tag: unknown): RecipeLanguage | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isRecipeLanguage(primary)) return primary;
  return Object.hasOwn(OLD_CODES, primary) ? OLD_CODES[primary] : undefined;
}

/** schema.org `inLanguage`: a tag, a Language object (its alternateName or name) or a list. */
function inLanguageOf(value: JsonValue | undefined): RecipeLanguage | undefined {
  for (const item of list(value)) {
    const named = isJsonObject(item) ? (item['alternateName'] ?? item['name']) : item;
    const found = recipeLanguageOf(named);
    if (found) return found;
  }
  return undefined;
}

/**
 * The draft's language: the recipe's `inLanguage`, else the page's `<html lang>`, when it names a
 * recipe language; else a guess from the title, ingredients and steps; else English.
 */
function languageOf(
  recipe: JsonObject,
  pageLang: string | undefined,
  text: { title: string; ingredients: IngredientLine[]; instructions: string[] },
): RecipeLanguage {
  return (
    inLanguageOf(recipe['inLanguage']) ??
    recipeLanguageOf(pageLang) ??
    guessLanguage(
      [
        text.title,
        ...text.ingredients.map((line) => line.text ?? line.ingredient),
        ...text.instructions,
      ].join('\n'),
    ) ??
    'en'
  );
}

/**
 * A schema.org Recipe as the submit form's fields. `source` is where it came from (the page's
 * address), `pageLang` its `<html lang>`; the suggestions (category, difficulty, language) are
 * the cook's to correct.
 */
export function draftFromSchemaOrg(
  recipe: JsonObject,
  source: string,
  pageLang?: string,
): RecipeDraft {
  const warnings: string[] = [];
  const name = plainText(recipe['name'] ?? recipe['headline']);
  const title = shorten(name, TITLE_MAX_LENGTH);
  if (title !== name) {
    warnings.push(`The title was shortened to ${TITLE_MAX_LENGTH} characters.`);
  }
  const ingredients = list(recipe['recipeIngredient'] ?? recipe['ingredients'])
    .map(plainText)
    .filter((line) => line !== '')
    .map(ingredientOf);
  const instructions = steps(recipe['recipeInstructions']).map((line) =>
    shorten(line, RECIPE_LIMITS.lineMax),
  );
  const prep = isoDurationMinutes(recipe['prepTime']);
  const cook = isoDurationMinutes(recipe['cookTime']);
  const total =
    isoDurationMinutes(recipe['totalTime']) ??
    (prep !== null && cook !== null ? prep + cook : null);
  const tags = keywords(recipe['keywords']);
  const categoryText = list(recipe['recipeCategory']).map(plainText).join(', ');
  return {
    title,
    description: shorten(plainText(recipe['description']), RECIPE_LIMITS.descriptionMax),
    category: suggestCategory(categoryText, tags.join(', '), name),
    tags: cleanTags(tags)
      .filter((tag) => tag.length <= RECIPE_LIMITS.tagMax)
      .slice(0, 12),
    language: languageOf(recipe, pageLang, { title, ingredients, instructions }),
    ingredients,
    instructions,
    tips: [],
    reviews: [],
    more: {
      prep_time: prep,
      cook_time: cook,
      total_time: total,
      serving: servingFrom(recipe['recipeYield'] ?? recipe['yield']),
      difficulty: suggestDifficulty(total, ingredients.length, instructions.length),
      source: shorten(source, RECIPE_LIMITS.sourceMax),
    },
    thumbnail_image: null,
    warnings,
  };
}
