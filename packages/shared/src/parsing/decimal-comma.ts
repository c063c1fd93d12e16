/**
 * Decimal commas (decision 049): German, French, Spanish, Italian, Portuguese and Dutch cooks
 * write "0,5 l"; English and Chinese write "0.5 l"; Arabic pages keep the digits as the recipe has
 * them. Amounts are computed and stored with a decimal point; a page shows them with the reader's
 * separator, and a form takes either.
 */

/**
 * The site's languages' separators, as Intl gives them (decimal-comma.test.ts holds this): a page
 * then needs no number format of its own to learn them (see PLAIN_DIGITS in message-format.ts).
 */
const separators = new Map<string, string>([
  ...['en', 'zh', 'ar'].map((language) => [language, '.'] as const),
  ...['de', 'fr', 'es', 'it', 'pt', 'nl'].map((language) => [language, ','] as const),
]);

/** The decimal separator `language` writes ("," or "."), from Intl's number formats. */
export function decimalSeparator(language: string): ',' | '.' {
  let separator = separators.get(language);
  if (separator === undefined) {
    const parts = new Intl.NumberFormat(language, { numberingSystem: 'latn' }).formatToParts(1.5);
    separator = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(language, separator);
  }
  return separator === ',' ? ',' : '.';
}

/** A digit, a point and a digit: a decimal number written with a point ("0.5", not "1.").  */
const POINT_DECIMAL = /(\d)\.(\d)/g;

/** `text` (amounts written with decimal points) with the decimal separator of `language`. */
export function withDecimalSeparator(text: string, language: string): string {
  return decimalSeparator(language) === ',' ? text.replace(POINT_DECIMAL, '$1,$2') : text;
}

/**
 * An amount a cook typed, with its decimal comma read as a point: "0,5" and "1,25" are decimals in
 * any language. "1,000" is a thousand where the language writes decimal points (English), and one
 * where it writes commas.
 */
export function pointDecimal(text: string, language: string): string {
  const comma = decimalSeparator(language) === ',';
  return text.replace(/(\d*),(\d+)/g, (whole, before: string, after: string) =>
    !comma && before !== '' && after.length === 3 ? `${before}${after}` : `${before}.${after}`,
  );
}
