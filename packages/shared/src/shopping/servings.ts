const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * How many a recipe's serving text feeds, for scaling its ingredients: the first number written
 * ("Serves 4" → 4, "6-8" → 6, "20 (40 pieces)" → 20, "serves two" → 2). Null when it gives none,
 * so the caller keeps the recipe's own amounts.
 */
export function recipeServings(serving: string): number | null {
  const text = serving.toLowerCase();
  const digits = /\d+(?:[.,]\d+)?/.exec(text);
  const word = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.exec(text);
  let value: number | undefined;
  if (digits && (!word || digits.index <= word.index)) {
    value = Number(digits[0].replace(',', '.'));
  } else if (word) {
    value = NUMBER_WORDS[word[1] ?? ''];
  }
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
}
