import {
  getCookbookPreviewPdf,
  PAGE_TEXT,
  previewCookbook,
  type CookbookPreview,
} from '@family-recipes/shared';
import { useQuery } from '@tanstack/react-query';
import { answerOf, ApiError, parseJson } from '../../../lib/api-client';
import { call, urlOf } from '../../../lib/endpoint-client';
import { endpointKey } from '../../../lib/endpoint-query';

/*
 * The book's preview, asked for only while its panel is open: the server lays the saved book out
 * as its PDF would be. Each answer is for the book as saved at `version` (its updated_on); a
 * minute later it is asked again, for changes to its recipes.
 */

const FRESH_MS = 60_000;

/** POST /api/cookbooks/:id/preview: pages, warnings and the recipe's pages (the first if none). */
export function useBookPreview(
  id: string,
  recipeId: string | undefined,
  version: string,
  enabled: boolean,
) {
  return useQuery<CookbookPreview, ApiError>({
    queryKey: endpointKey(previewCookbook, { params: { id } }, recipeId ?? 'first', version),
    queryFn: ({ signal }) =>
      call(previewCookbook, { params: { id }, body: recipeId ? { recipeId } : {}, signal }),
    enabled,
    staleTime: FRESH_MS,
    retry: false,
  });
}

/** The preview PDF's bytes, or the ApiError its answer stands for. */
async function fetchPdf(url: string, signal: AbortSignal): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      signal,
      headers: { Accept: 'application/pdf, application/json' },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, PAGE_TEXT.networkError);
  }
  if (response.ok) return response.arrayBuffer();
  const text = await response.text().catch(() => '');
  answerOf(response.status, parseJson(text), (name) => response.headers.get(name));
  throw new ApiError(response.status, `Request failed with status ${response.status}.`);
}

/**
 * GET /api/cookbooks/:id/preview.pdf: the cover and the recipe's pages (the first recipe's if
 * none) as the book prints them.
 */
export function useBookPreviewPdf(
  id: string,
  recipeId: string | undefined,
  version: string,
  enabled: boolean,
) {
  const read = { params: { id }, query: recipeId ? { recipe: recipeId } : {} };
  return useQuery<ArrayBuffer, ApiError>({
    queryKey: endpointKey(getCookbookPreviewPdf, read, version),
    queryFn: ({ signal }) => fetchPdf(urlOf(getCookbookPreviewPdf, read), signal),
    enabled,
    staleTime: FRESH_MS,
    retry: false,
  });
}
