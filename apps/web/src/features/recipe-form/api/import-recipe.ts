import type { Category, Difficulty, Ingredient } from '@family-recipes/shared';
import { apiFetch } from '../../../lib/api-client';

/** What POST /api/import/url answers: the submit form's fields, read from a recipe page. */
export interface RecipeDraft {
  title: string;
  description: string;
  category: Category;
  tags: string[];
  ingredients: Ingredient[];
  instructions: string[];
  tips: string[];
  more: {
    prep_time: number | null;
    cook_time: number | null;
    total_time: number | null;
    serving: string;
    difficulty: Difficulty;
    source: string;
  };
  /** The photo as a data URL (already checked and re-encoded by the server), or null. */
  thumbnail_image: string | null;
  warnings: string[];
}

export function importRecipeFromUrl(url: string, signal?: AbortSignal): Promise<RecipeDraft> {
  return apiFetch<RecipeDraft>('/api/import/url', {
    method: 'POST',
    json: { url },
    ...(signal ? { signal } : {}),
  });
}

/**
 * The draft's photo as the form's file. Decoded by hand: fetching a data: URL would need it in the
 * page's connect-src.
 */
export function photoFromDataUrl(dataUrl: string, name: string): File | null {
  const match = /^data:(image\/[\w.+-]+);base64,(.*)$/s.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) return null;
  const binary = atob(match[2]);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: match[1] });
}
