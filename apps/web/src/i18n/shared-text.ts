/**
 * The texts of the shared package (its validation messages, toasts, page texts, API messages,
 * password checklist) in the reader's language. The API and the
 * shared rules give them in English; a page shows one through `useSharedText()`, which finds its
 * key in SHARED_TEXTS and the key in the reader's catalog
 * (packages/shared/src/i18n/locales/<language>.json, loaded on its own when first needed).
 */
import { SHARED_TEXTS, sharedTextMatch } from '@family-recipes/shared';
import { useT } from './language';
import { defineMessages, type Catalog } from './messages';

const files = import.meta.glob<Catalog>('../../../../packages/shared/src/i18n/locales/*.json', {
  import: 'default',
});

/** The shared texts as one part of the app's messages, each language's file under its name. */
export const sharedTextMessages = defineMessages(
  'shared',
  SHARED_TEXTS,
  Object.fromEntries(
    Object.entries(files).map(([file, load]) => [`./locales/${fileName(file)}`, load] as const),
  ),
);

function fileName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

export type SharedText = (english: string) => string;

/**
 * `text(english)` in the reader's language: one of the shared package's English texts in their
 * words (one written with values, such as an aisle's name, with the same values), any other text
 * as it is. Suspends while the reader's catalog loads, as `useT` does.
 */
export function useSharedText(): SharedText {
  const t = useT(sharedTextMessages);
  return (english) => {
    const match = sharedTextMatch(english);
    return match === undefined ? english : t(match.key, match.values);
  };
}
