import { readerReading, type CardReaderAnswer, type RecipeLanguage } from '@family-recipes/shared';
import { photoSizes } from './photo-size';
import type { CardReading } from './read-card';

/*
 * Loaded when a server read is done only (a dynamic import from server-read.tsx), as read-card.ts
 * is: the draft reader stays out of every page's first load.
 */

/**
 * The server reader's answer as a reading of the photos the cook sent: the same drafts the device
 * gives, and its lines placed on the photos for the review.
 */
export async function readingOfAnswer(
  answer: CardReaderAnswer,
  photos: readonly Blob[],
  language: RecipeLanguage,
): Promise<CardReading> {
  return readerReading(answer, await photoSizes(photos), { fallbackLanguage: language });
}
