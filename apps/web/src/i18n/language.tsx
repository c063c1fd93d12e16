import {
  LANGUAGE_COOKIE,
  formatMessage,
  textDirection,
  type MessageValues,
  type SiteLanguage,
} from '@family-recipes/shared';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadedCatalog, type Catalog, type Messages } from './messages';

interface LanguageState {
  language: SiteLanguage;
  /** Loads every part of the app seen so far in `language`, then shows the app in it. */
  choose: (language: SiteLanguage) => Promise<void>;
  /** On the server: the parts of the app the page used, whose catalogs go with it. */
  used?: Map<string, Messages<string>> | undefined;
}

const LanguageContext = createContext<LanguageState>({
  language: 'en',
  choose: () => Promise.resolve(),
});

/** Every part of the app this browser has shown, to load in a newly chosen language. */
const seen = new Map<string, Messages<string>>();

/** Notes the language on the page and in the `lang` cookie (a year; the server reads it). */
function markLanguage(language: SiteLanguage): void {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function LanguageProvider({
  initial,
  used,
  children,
}: {
  initial: SiteLanguage;
  used?: Map<string, Messages<string>>;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState(initial);
  const choose = useCallback(async (next: SiteLanguage) => {
    if (next !== 'en') await Promise.all([...seen.values()].map((messages) => messages.load(next)));
    markLanguage(next);
    setLanguage(next);
  }, []);
  const value = useMemo(() => ({ language, choose, used }), [language, choose, used]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The language the app is shown in, and how to change it. */
export function useLanguage(): Pick<LanguageState, 'language' | 'choose'> {
  return use(LanguageContext);
}

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * `t(key, values)` for one part of the app's messages in the reader's language. A catalog that
 * has not loaded yet suspends the component until it has; a message it lacks shows in English.
 */
export function useT<Key extends string>(messages: Messages<Key>): Translate<Key> {
  const { language, used } = use(LanguageContext);
  seen.set(messages.area, messages);
  used?.set(messages.area, messages);
  let catalog: Catalog | undefined;
  if (language !== 'en') {
    catalog = use(messages.load(language));
  }
  return (key, values) => formatMessage(catalog?.[key] ?? messages.en[key], values, language);
}

/**
 * `t` that never suspends, for what shows while something loads: a catalog not loaded yet gives
 * the English text.
 */
export function useLoadedT<Key extends string>(messages: Messages<Key>): Translate<Key> {
  const { language, used } = use(LanguageContext);
  used?.set(messages.area, messages);
  const catalog = language === 'en' ? undefined : loadedCatalog(language, messages.area);
  return (key, values) => formatMessage(catalog?.[key] ?? messages.en[key], values, language);
}
