/**
 * One ingredient line as the site understands it (decision 041). The specification's three fields
 * keep their meaning: `quantity` is a number or null, `units` the unit as written or empty, and
 * `ingredient` the food with its note as written. The rest is what every surface reads instead of
 * splitting text again: the page, the unit toggle, scaling, the shopping list, JSON-LD, the book.
 */
export interface IngredientLine {
  /** The amount (the low end of a range); null when the line gives none ("salt to taste"). */
  quantity: number | null;
  /** The unit as written ("Tbsp", "cloves", "g"); empty when there is none. */
  units: string;
  /** The food with its note, as written, without amount, unit and alternate ("garlic, minced"). */
  ingredient: string;
  /** The whole line, verbatim as the cook wrote it. */
  text: string;
  /**
   * The food alone, normalised as a key: lower case, without size, preparation, notes or "of"
   * ("red pepper flakes", "garlic", "olive oil"). Empty when the line could not be read, which
   * also makes `ingredient` the whole line.
   */
  food: string;
  /** Preparation and remarks kept apart from the food ("minced", "firm/waxy", "to taste"). */
  note: string;
  /** The unit's key in the dictionary ("tbsp", "cup", "g", "clove", "can"); null for none. */
  unit: string | null;
  /** Both ends of a range ("1-2", "4 to 5"); `quantity` is then `range.low`. */
  range: { low: number; high: number } | null;
  /** The same amount in other units, in parentheses or after a slash ("40 g", "1 cup"). */
  alternate: string;
  /** True when the line says so ("(optional)", "optional", "if you like"). */
  optional: boolean;
  /** True for "~800 g", "about 2 cups", "approx. 1 l". */
  approximate: boolean;
}

/** The fields of IngredientLine beyond the specification's three, in the order they are stored. */
export const INGREDIENT_MODEL_FIELDS = [
  'text',
  'food',
  'note',
  'unit',
  'range',
  'alternate',
  'optional',
  'approximate',
] as const;

/**
 * A line read as nothing but its words: no amount, no unit, the whole line as the ingredient. What
 * an unreadable line is stored as, and the start of any line built field by field.
 */
export function wholeLine(text: string, ingredient = text.trim()): IngredientLine {
  return {
    quantity: null,
    units: '',
    ingredient,
    text,
    food: '',
    note: '',
    unit: null,
    range: null,
    alternate: '',
    optional: false,
    approximate: false,
  };
}
