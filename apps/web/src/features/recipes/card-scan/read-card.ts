import {
  cardDrafts,
  type CardDraft,
  type CardSide,
  type RecipeLanguage,
} from '@family-recipes/shared';
import { recogniseCard } from './recognise';

/*
 * Loaded on a cook's first scan only (a dynamic import from scan-card.tsx): text recognition and
 * the draft reader stay out of every page's first load.
 */

/** What a scan read: each photo's lines, and the recipes found on them. */
export interface CardReading {
  sides: CardSide[];
  drafts: CardDraft[];
}

/**
 * Recognition languages (tesseract's codes) for the cook's language, English first: a German
 * cook's cards are read with German's data as well (umlauts, "EL", "Prise"). The site serves
 * data for these only (apps/web/vite/card-scan-files.ts).
 */
function recognitionFor(language: RecipeLanguage): string[] {
  return language === 'de' ? ['eng', 'deu'] : ['eng'];
}

/**
 * Reads each photo of a card (front, then back) on this device and finds the recipes on them.
 * `onProgress` hears the side being read (from 0) and how far it is (0 to 1).
 */
export async function readCard(
  photos: readonly Blob[],
  options: {
    language: RecipeLanguage;
    onProgress: (side: number, fraction: number) => void;
    signal: AbortSignal;
  },
): Promise<CardReading> {
  const sides: CardSide[] = [];
  for (const [index, photo] of photos.entries()) {
    options.signal.throwIfAborted();
    sides.push(
      await recogniseCard(photo, {
        languages: recognitionFor(options.language),
        onProgress: (fraction) => options.onProgress(index, fraction),
        signal: options.signal,
      }),
    );
  }
  return { sides, drafts: cardDrafts(sides, { fallbackLanguage: options.language }) };
}
