import { importUrl, type RecipeDraft } from '@family-recipes/shared';
import { call } from '../../../../lib/endpoint-client';

export type { RecipeDraft };

export function importRecipeFromUrl(url: string, signal?: AbortSignal): Promise<RecipeDraft> {
  return call(importUrl, { body: { url }, signal });
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
