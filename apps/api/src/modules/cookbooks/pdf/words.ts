import {
  formatMessage,
  type Category,
  type MessageValues,
  type SiteLanguage,
} from '@family-recipes/shared';
import ar from '../locales/ar.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import it from '../locales/it.json' with { type: 'json' };
import nl from '../locales/nl.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };

/*
 * The book's own words (decision 049): headings, contents, index, the facts line, page furniture
 * and the back cover, in the language chosen for the book (cookbooks.language). English is the
 * source and names the keys; the recipes keep their own text. A message a catalog lacks is the
 * English one.
 */

export type BookWordKey = keyof typeof en;
type Catalog = Readonly<Record<string, string>>;

const CATALOGS: Readonly<Record<SiteLanguage, Catalog>> = { en, de, fr, es, it, pt, nl, zh, ar };

/** A message of the book's catalog, with `values` put in. */
export interface BookWords {
  (key: BookWordKey, values?: MessageValues): string;
  readonly language: SiteLanguage;
}

const made = new Map<SiteLanguage, BookWords>();

/** The book's words in `language`. */
export function bookWords(language: SiteLanguage): BookWords {
  const found = made.get(language);
  if (found) return found;
  const catalog = CATALOGS[language];
  const words = Object.assign(
    (key: BookWordKey, values?: MessageValues) =>
      formatMessage(catalog[key] ?? en[key], values, language),
    { language },
  );
  made.set(language, words);
  return words;
}

/** The English words, for what is set without a book (tests, the demo book). */
export const ENGLISH_WORDS = bookWords('en');

/** The key of each category's name as a chapter opener and the contents print it. */
const CATEGORY_KEYS: Readonly<Record<Category, BookWordKey>> = {
  Entrees: 'categoryEntrees',
  Breakfast: 'categoryBreakfast',
  Appetizers: 'categoryAppetizers',
  Desserts: 'categoryDesserts',
  Sides: 'categorySides',
  Drinks: 'categoryDrinks',
  Other: 'categoryOther',
};

/** A category's name in the book's language. */
export function categoryName(words: BookWords, category: Category): string {
  const key = CATEGORY_KEYS[category] as BookWordKey | undefined;
  return key ? words(key) : category;
}

/** The site's English writes dates the British way ("1 March 2025"), as it always has. */
const localeOf = (language: SiteLanguage) => (language === 'en' ? 'en-GB' : language);

/** A day as the book's language writes it in full, in UTC: "1 March 2025", "1. März 2025". */
export function bookDay(date: Date, language: SiteLanguage): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

const numberFormats = new Map<SiteLanguage, Intl.NumberFormat>();

/** A page number as the book's language writes it. */
export function bookNumber(n: number, language: SiteLanguage): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { useGrouping: false });
    numberFormats.set(language, format);
  }
  return format.format(n);
}
